import { AppliedDiscountSchema, DiscountCodeSchema } from './discounts.ts';
import { STORE_CURRENCY } from './money.ts';
import { Money } from './money-schema.ts';
import { CHECKOUT_MAX_LINES, PAYMENT_MESSAGES } from './payment-messages.ts';
import { z } from './zod.ts';

const positiveId = (label: string) =>
  z
    .int({ error: `${label} must be a whole number.` })
    .min(1, `${label} must be a whole number.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} must be a whole number.`);

/**
 * One cart line as the browser sends it: which track, under which license, and whether the buyer
 * asks to upgrade a license they hold of it (the order history's Upgrade: only then is a track
 * they own priced, at the plan's price less what they paid for it; otherwise it is `owned`, so
 * a line added by mistake never charges an owner). Nothing else is read: an amount, a price or a
 * currency sent along is dropped, since the server prices every line.
 */
export const CheckoutLineSchema = z.object({
  songId: positiveId('songId'),
  licenseId: positiveId('licenseId'),
  upgrade: z.boolean({ error: 'upgrade must be true or false.' }).optional(),
});
export type CheckoutLine = z.output<typeof CheckoutLineSchema>;

/**
 * POST /api/checkout and POST /api/checkout/quote: the cart's lines, one license per track, and
 * the discount code the buyer typed, if any (an empty one is none).
 */
export const CheckoutRequestSchema = z.object({
  items: z
    .array(CheckoutLineSchema, { error: 'items must be a list of { songId, licenseId }.' })
    .min(1, PAYMENT_MESSAGES.noNewItems)
    .max(CHECKOUT_MAX_LINES, `A checkout takes at most ${CHECKOUT_MAX_LINES} licenses.`)
    .refine(
      (items) => new Set(items.map((item) => item.songId)).size === items.length,
      'One license per track: a track is in the checkout twice.',
    ),
  code: z.preprocess((code) => (code === '' || code === null ? undefined : code), DiscountCodeSchema.optional()),
});
export type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;

/**
 * Whether a line can be bought, as the server sees it now: `available` (for a track the buyer owns
 * under a lesser plan: an upgrade, with its `credit`); `owned` (bought under this plan or one worth
 * as much, not charged again); `paying` (in one of the buyer's payments that PayPal has not settled yet:
 * a capture PayPal holds as pending, or one whose answer never came; not to be paid twice);
 * `own-upload` (the buyer's own track); `off-sale` (deleted or unpublished
 * since it was added); `plan-unavailable` (the license was withdrawn); `sold` (its exclusive
 * license sold); `held` (another buyer is checking out its exclusive license).
 */
export const LINE_STATUSES = [
  'available',
  'owned',
  'paying',
  'own-upload',
  'off-sale',
  'plan-unavailable',
  'sold',
  'held',
] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const QuotedLineSchema = z
  .object({
    songId: z.int(),
    licenseId: z.int(),
    status: z.enum(LINE_STATUSES),
    /** What the line costs now before discounts (0 when it is not for sale to this buyer). */
    price: Money,
    /**
     * For a license upgrade (the buyer owns the track under a lesser plan): what they paid for it,
     * taken off the plan's price to make `price`. 0 otherwise.
     */
    credit: Money,
    /** What the discounts take off it (the whole price for a line a bulk deal makes free). */
    discount: Money,
    title: z.string(),
    planName: z.string(),
    exclusive: z.boolean(),
    /** Why the line cannot be bought; absent when it can. */
    message: z.string().optional(),
  })
  .meta({ id: 'QuotedLine' });
export type QuotedLine = z.output<typeof QuotedLineSchema>;

/** The code the buyer typed, as checkout takes it: whether it takes anything off, and if not, why. */
export const QuotedCodeSchema = z
  .object({ code: z.string(), applied: z.boolean(), message: z.string() })
  .meta({ id: 'QuotedCode' });
export type QuotedCode = z.output<typeof QuotedCodeSchema>;

/**
 * POST /api/checkout/quote: each line as the server would charge it; the lines it can sell at
 * their prices (`subtotal`), the discounts taken off them, and what the buyer pays (`total`).
 */
export const CheckoutQuoteSchema = z
  .object({
    lines: z.array(QuotedLineSchema),
    subtotal: Money,
    discounts: z.array(AppliedDiscountSchema),
    /** Null when no code was sent. */
    code: QuotedCodeSchema.nullable(),
    total: Money,
    currency: z.literal(STORE_CURRENCY),
  })
  .meta({ id: 'CheckoutQuote' });
export type CheckoutQuote = z.output<typeof CheckoutQuoteSchema>;

/** POST /api/checkout: the pending order, and PayPal's page where the buyer approves the payment. */
export const CheckoutStartedSchema = z
  .object({ orderId: z.string(), approvalUrl: z.url(), total: Money, currency: z.literal(STORE_CURRENCY) })
  .meta({ id: 'CheckoutStarted' });
export type CheckoutStarted = z.output<typeof CheckoutStartedSchema>;

/** The query PayPal adds to the return and cancel addresses: its order id as `token`. */
export const PayPalReturnQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'token must be a PayPal order id.')
    .optional(),
  PayerID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
});
