/**
 * The store owner's alerts (admins): trouble the store cannot fix alone, kept until resolved.
 * Raised by the Worker (worker/src/alerts/store-alerts.ts), listed in the admin's Store health.
 */
import { adminListAnswer, adminListQuery } from './admin-list.ts';
import { idParam } from './path-params.ts';
import { z } from './zod.ts';

export const STORE_ALERT_KINDS = [
  'capture-unrecorded',
  'capture-mismatch',
  'webhook-unverified',
  'order-reconciled',
  'payment-reversed',
] as const;
export type StoreAlertKind = (typeof STORE_ALERT_KINDS)[number];

/** What each kind of alert is called, in mails and in the admin. */
export const STORE_ALERT_TITLES: Record<StoreAlertKind, string> = {
  'capture-unrecorded': 'A payment was taken but not recorded yet',
  'capture-mismatch': 'A payment does not match its order',
  'webhook-unverified': 'PayPal webhook deliveries failed verification',
  'order-reconciled': 'An order was completed by the reconciliation',
  'payment-reversed': 'A buyer reversed a payment (chargeback)',
};

export const STORE_ALERT_MESSAGES = {
  notFound: 'Alert not found.',
  empty: 'Nothing needs your attention.',
} as const;

export const StoreAlertSchema = z
  .object({
    id: z.int(),
    kind: z.enum(STORE_ALERT_KINDS),
    title: z.string(),
    /** The order it is about, if any. */
    orderId: z.string().nullable(),
    message: z.string(),
    /** How often it happened since it was last resolved. */
    count: z.int(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    resolved: z.boolean(),
  })
  .meta({ id: 'StoreAlert' });
export type StoreAlert = z.output<typeof StoreAlertSchema>;

/** GET /api/alerts: the newest first; resolved=true|false filters. */
export const StoreAlertListQuerySchema = adminListQuery(['lastSeenAt'], {
  resolved: z
    .enum(['true', 'false'], { message: 'resolved must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type StoreAlertListQuery = z.output<typeof StoreAlertListQuerySchema>;

export const StoreAlertListSchema = adminListAnswer(StoreAlertSchema);
export const StoreAlertDetailSchema = z.object({ data: StoreAlertSchema });

/** PATCH /api/alerts/{id}: resolves an alert, or opens it again. */
export const StoreAlertUpdateSchema = z.object({ resolved: z.boolean({ error: 'resolved must be true or false' }) });

export const StoreAlertIdParamSchema = idParam(STORE_ALERT_MESSAGES.notFound);
