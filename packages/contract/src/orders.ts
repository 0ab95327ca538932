import { DELIVERABLES } from './deliverables.ts';
import { AppliedDiscountSchema } from './discounts.ts';
import { Money } from './money-schema.ts';
import { CoverSizesSchema } from './songs.ts';
import { z } from './zod.ts';

/** What a buyer can download for an item: the files its license delivers, and its agreement. */
export const DOWNLOAD_KINDS = [...DELIVERABLES, 'agreement'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export const DownloadLinkSchema = z
  .object({
    kind: z.enum(DOWNLOAD_KINDS),
    /** Where the browser downloads it: only its buyer gets anything but 404 there. */
    url: z.string(),
    /** The file name it is saved as, e.g. 'Night Drive (Premium WAV Lease).wav'. */
    fileName: z.string(),
  })
  .meta({ id: 'DownloadLink' });
export type DownloadLink = z.output<typeof DownloadLinkSchema>;

/** One line of an order as its buyer sees it: the plan's name and price as they were at purchase. */
export const OrderItemViewSchema = z
  .object({
    id: z.string(),
    licenseId: z.int(),
    licenseDetails: z.object({ name: z.string() }),
    /** What the buyer paid for it, discounts taken off. */
    price: Money,
    /** Its price before discounts. */
    listPrice: Money,
    /** For an upgrade, what the buyer had paid for the track before, taken off the plan's price; else 0. */
    credit: Money,
    exclusive: z.boolean(),
    song: z.object({
      id: z.int(),
      title: z.string(),
      artist: z.string(),
      coverImage: z.string().nullable(),
      /** The cover as WebP by width in px (`{ "128": url, "800": url }`), for `srcset`; empty when there are none. */
      coverSizes: CoverSizesSchema.optional(),
      audioFile: z.string().nullable(),
      likeCount: z.int(),
      /** Whether the buyer likes the track. */
      liked: z.boolean(),
    }),
    /** The licensed files and the agreement; empty once the order is refunded. */
    downloads: z.array(DownloadLinkSchema),
  })
  .meta({ id: 'OrderItem' });
export type OrderItemView = z.output<typeof OrderItemViewSchema>;

/** The states of an order its buyer sees: paid, or paid back (its downloads stopped). */
export const ORDER_VIEW_STATUSES = ['completed', 'refunded'] as const;

/** An order as its buyer sees it in the order history. Amounts: dollars on the wire, cents in the code. */
export const OrderViewSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    amount: Money,
    currency: z.string(),
    /** The discounts taken off the order (`amount` is after them). */
    discounts: z.array(AppliedDiscountSchema),
    status: z.enum(ORDER_VIEW_STATUSES),
    /**
     * What was given back of it (0 when nothing): all of it once refunded; part of it for a
     * goodwill refund, which leaves the licenses to the buyer.
     */
    refunded: Money,
    /** The payment provider's capture id. */
    transactionId: z.string().nullable(),
    /** Where the browser downloads the order's receipt (PDF): only its buyer gets anything but 404 there. */
    receiptUrl: z.string(),
    items: z.array(OrderItemViewSchema),
  })
  .meta({ id: 'Order' });
export type OrderView = z.output<typeof OrderViewSchema>;

/** GET /api/payments/orders/my-orders: the buyer's orders, newest first. */
export const MyOrdersSchema = z.object({ success: z.literal(true), orders: z.array(OrderViewSchema) });

/** POST /api/payments/orders: the order the payment recorded. */
export const OrderDetailSchema = z.object({ success: z.literal(true), order: OrderViewSchema });

const bounded = (max: number) => z.string().max(max, `At most ${max} characters.`);

/**
 * The spec's order-saving call, kept for older clients. Only `transactionId` is read: it must be
 * a PayPal order this store created for this buyer, and PayPal must confirm its capture. The
 * lines, amounts and payer are the store's own records, whatever the body says.
 */
export const PaymentOrderInputSchema = z.object({
  orderDetails: z
    .array(z.object({ songId: z.int(), licenseId: z.int() }))
    .max(50)
    .optional(),
  paymentMethod: z.literal('PAYPAL', { error: 'paymentMethod must be PAYPAL.' }).optional(),
  transactionId: z
    .string({ error: 'transactionId is required.' })
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'transactionId must be a PayPal order id.'),
  metadata: z
    .object({
      gateway: bounded(40).optional(),
      currency: bounded(3).optional(),
      totalAmount: z.union([z.number(), bounded(32)]).optional(),
      payerEmail: bounded(254).optional(),
      payerId: bounded(64).optional(),
    })
    .optional(),
});
export type PaymentOrderInput = z.output<typeof PaymentOrderInputSchema>;

export const NO_ORDERS_MESSAGE = "You haven't placed any orders yet.";
