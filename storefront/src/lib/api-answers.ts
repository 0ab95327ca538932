/**
 * The contract's schemas for the answers the browser reads. Loaded on demand by `api.ts` (with
 * zod), so that no page pays for them before it calls the API.
 */
export {
  ApiErrorSchema,
  CheckoutQuoteSchema,
  CheckoutStartedSchema,
  ContactReceiptSchema,
  DealListSchema,
  FreeDownloadLinkSchema,
  LicenseListSchema,
  LikeStateSchema,
  MeSchema,
  MessageResponseSchema,
  SongDetailSchema,
  SongPageSchema,
  TrackUpgradesSchema,
  UserResponseSchema,
} from '@beats/contract';
