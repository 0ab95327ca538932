/**
 * The records the admin's pages read, as the API sends them: amounts in dollars (the wire side of
 * the contract's schemas), which the forms edit as they are. The data provider checks every
 * answer against these schemas before a page sees it.
 */
import type {
  AdminCustomerSchema,
  AdminFreeDownloadSchema,
  AdminOrderSchema,
  AdminSongSchema,
  DiscountSchema,
  InboxMessageSchema,
  LicenseSchema,
  StoreAlertSchema,
  UsageTermsSchema,
} from '@beats/contract';
import type { z } from 'zod';

export type SongRecord = z.input<typeof AdminSongSchema>;
export type LicenseRecord = z.input<typeof LicenseSchema>;
export type UsageTermsRecord = z.input<typeof UsageTermsSchema>;
export type OrderRecord = z.input<typeof AdminOrderSchema>;
export type MessageRecord = z.input<typeof InboxMessageSchema>;
export type AlertRecord = z.input<typeof StoreAlertSchema>;
export type DiscountRecord = z.input<typeof DiscountSchema>;
export type FreeDownloadRecord = z.input<typeof AdminFreeDownloadSchema>;
export type CustomerRecord = z.input<typeof AdminCustomerSchema>;
