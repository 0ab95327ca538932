/**
 * The store owner's orders (GET /api/orders, admins): every order with its buyer, lines, amounts,
 * status and PayPal ids, filtered by status, date and buyer, and the same list as CSV.
 */

import { ADMIN_SEARCH_MAX_LENGTH, adminListAnswer, adminListQuery, CalendarDaySchema } from './admin-list.ts';
import { AppliedDiscountSchema } from './discounts.ts';
import { EMAIL_MAX_LENGTH, isEmail, normalizeEmail } from './fields.ts';
import { Money } from './money-schema.ts';
import { z } from './zod.ts';

export const ORDER_STATUSES = ['pending', 'completed', 'refunded', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const AdminOrderItemSchema = z.object({
  id: z.string(),
  songId: z.int(),
  /** The title and plan as bought (snapshots), whatever later edits did. */
  songTitle: z.string(),
  planId: z.int(),
  planName: z.string(),
  /** Paid, discounts taken off. */
  price: Money,
  /** Before discounts. */
  listPrice: Money,
  /** For an upgrade, what the buyer had paid for the track before, taken off the plan's price; else 0. */
  credit: Money,
  exclusive: z.boolean(),
});

/**
 * A later paid order of the same buyer that upgraded a track of this order: its line counted what
 * the buyer had paid for the track before (this order's line among it) off the higher plan.
 * Refunding this order leaves that upgrade as bought.
 */
export const UpgradedLaterSchema = z.object({
  songId: z.int(),
  /** The track as this order bought it. */
  songTitle: z.string(),
  /** The plan the upgrade bought. */
  planName: z.string(),
  /** What the upgrade counted of the buyer's earlier payments for the track (its line's credit). */
  credit: Money,
});

export const AdminOrderSchema = z
  .object({
    id: z.string(),
    status: z.enum(ORDER_STATUSES),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    total: Money,
    refundTotal: Money,
    currency: z.string(),
    /** The discounts taken off (`total` is after them). */
    discounts: z.array(AppliedDiscountSchema),
    buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    payerEmail: z.string().nullable(),
    paypalOrderId: z.string().nullable(),
    paypalCaptureId: z.string().nullable(),
    items: z.array(AdminOrderItemSchema),
    /** Its tracks upgraded since by the same buyer in paid orders, oldest upgrade first; empty for most. */
    upgradedLater: z.array(UpgradedLaterSchema),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.output<typeof AdminOrderSchema>;

export const BUYER_FILTER_MESSAGE = 'buyer must be an e-mail address';

/**
 * One buyer, by their account's e-mail exactly (any case: compared as accounts store it,
 * normalised), not a part of it as `q` takes: the Customers list opens a customer's orders with it.
 */
export const BuyerFilterSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH, BUYER_FILTER_MESSAGE)
  .transform(normalizeEmail)
  .refine(isEmail, BUYER_FILTER_MESSAGE);

/**
 * Filters of the list and of its CSV: a status, days (store time zone, inclusive), one buyer and
 * a search.
 */
const orderFilters = {
  status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
  buyer: BuyerFilterSchema.optional(),
};

export const AdminOrderListQuerySchema = adminListQuery(['createdAt', 'total'], orderFilters);
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;

/** GET /api/orders/export: the filters of the list, no paging. */
export const OrderExportQuerySchema = z.object({
  ...orderFilters,
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, `q must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`)
    .optional(),
});
export type OrderExportQuery = z.output<typeof OrderExportQuerySchema>;

export const AdminOrderListSchema = adminListAnswer(AdminOrderSchema);

export const ORDER_ADMIN_MESSAGES = {
  notFound: 'Order not found.',
  notRefundable: 'Only a paid order can be refunded.',
  /**
   * PayPal refused or did not answer. Asking again is safe: the store sends the same request id,
   * and PayPal refunds a payment once however often it is asked.
   */
  refundPending: 'PayPal is completing the refund: the order shows as refunded once PayPal says it is done.',
  refundFailed:
    'PayPal did not confirm the refund. Please try again: PayPal refunds an order once, however often it is asked.',
} as const;

/** An order id in a path (`ord-` and 16 letters and digits); any other names no order (404). */
export const OrderIdParamSchema = z.object({
  id: z.string().regex(/^ord-[a-z0-9]{16}$/, ORDER_ADMIN_MESSAGES.notFound),
});

/** POST /api/orders/{id}/refund: the order as it now stands. */
export const AdminOrderDetailSchema = z.object({ data: AdminOrderSchema });
