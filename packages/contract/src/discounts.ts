/**
 * The store's discounts: codes a buyer types at checkout, and bulk deals ("Buy 2, get 1 free")
 * that apply by themselves. The owner keeps them in the admin (`/api/discounts`); checkout prices
 * with them (`applyDiscounts`, discount-pricing.ts).
 */
import { adminListAnswer } from './admin-list.ts';
import { DISCOUNT_MESSAGES } from './discount-pricing.ts';
import { Money, money } from './money-schema.ts';
import { idParam } from './path-params.ts';
import { z } from './zod.ts';

export const DISCOUNT_LIMITS = {
  codeMin: 3,
  code: 32,
  percentMin: 1,
  /** A code never makes an order free: PayPal takes no payment of zero. */
  percentMax: 99,
  /** The largest amount off of a code, in cents: $10,000.00 (the order still pays a cent a license). */
  amountMaxCents: 1_000_000,
  /** The largest `buy` and `free` of a bulk deal. */
  bulkMax: 10,
  maxUses: 1_000_000,
} as const;

/** 3 to 32 letters, digits, '-' and '_', as the buyer types them; kept and compared in capitals. */
const CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${DISCOUNT_LIMITS.codeMin},${DISCOUNT_LIMITS.code}}$`);
const CODE_RULE = `A code is ${DISCOUNT_LIMITS.codeMin} to ${DISCOUNT_LIMITS.code} letters, digits, - or _.`;

/** A discount code as typed: trimmed, then one rule (length and characters), one message, in capitals. */
export const DiscountCodeSchema = z
  .string({ error: CODE_RULE })
  .trim()
  .regex(CODE_PATTERN, CODE_RULE)
  .transform((code) => code.toUpperCase());

/** An answer's moment: ISO 8601. */
const isoDateTime = z.iso.datetime({ offset: true });
/** A moment as the form sends it (ISO 8601), kept as ms; null when there is none. */
const moment = (rule: string) =>
  z
    .string({ error: rule })
    .trim()
    .max(40, rule)
    .refine((value) => isoDateTime.safeParse(value).success, rule)
    .transform((value) => Date.parse(value))
    .nullable();
const endsAt = moment('The end must be a date and time (ISO 8601).');
const startsAt = moment('The start must be a date and time (ISO 8601).');

/** What a discount whose start is not before its end is told, under its start. */
export const STARTS_BEFORE_END_RULE = 'The start must be before the end.';

/** Marks the issue of a start at or after the end: each moment is valid alone, so the API answers it with 422. */
const SCHEDULE_ISSUE = 'schedule';

/** Whether a validation issue is a discount's start at or after its end (see `SCHEDULE_ISSUE`). */
export function isScheduleIssue(issue: { code: string; params?: Record<string, unknown> }): boolean {
  return issue.code === 'custom' && issue.params?.kind === SCHEDULE_ISSUE;
}

/** A start at or after the end would never apply: said under the start, where the owner changes it. */
function startsBeforeEnd(discount: { startsAt: number | null; endsAt: number | null }, ctx: z.RefinementCtx): void {
  // Checked when both are moments: a field that failed its own rule is said under it already.
  const { startsAt, endsAt } = discount;
  if (typeof startsAt === 'number' && typeof endsAt === 'number' && startsAt >= endsAt) {
    ctx.addIssue({
      code: 'custom',
      message: STARTS_BEFORE_END_RULE,
      path: ['startsAt'],
      params: { kind: SCHEDULE_ISSUE },
    });
  }
}

const whole = (label: string, min: number, max: number) => {
  const rule = `${label} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
  return z.int({ error: rule }).min(min, rule).max(max, rule);
};

const common = {
  active: z.boolean({ error: 'Active must be true or false.' }).default(true),
  /** When it starts applying; null: as soon as it is switched on. Before its end. */
  startsAt: startsAt.default(null),
  /** When it stops applying; null: until switched off. */
  endsAt: endsAt.default(null),
};

/** What a code that gives both, or neither, of a percentage and an amount off is told. */
export const CODE_OFF_RULE = 'A code takes a percent off or an amount off: give one of them.';

/** POST /api/discounts and PUT /api/discounts/{id}: a code or a bulk deal, whole. */
export const DiscountInputSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('code'),
        code: DiscountCodeSchema,
        /** Percent off each license it applies to; or, instead, */
        percentOff: whole('Percent off', DISCOUNT_LIMITS.percentMin, DISCOUNT_LIMITS.percentMax)
          .nullable()
          .default(null),
        /** an amount off the order (dollars), shared by the licenses it applies to. */
        amountOff: money({ label: 'Amount off', positive: true, maxCents: DISCOUNT_LIMITS.amountMaxCents })
          .nullable()
          .default(null),
        exclusive: z.boolean({ error: 'Exclusive must be true or false.' }).default(false),
        /** How many orders may use it; null: no limit. */
        maxUses: whole('Limit of uses', 1, DISCOUNT_LIMITS.maxUses).nullable().default(null),
        /** Each buyer may use it for one order (a welcome code). */
        oncePerBuyer: z.boolean({ error: 'Once per customer must be true or false.' }).default(false),
        ...common,
      })
      // Said under both fields when neither is given (a form shows the one it offers), and under
      // the amount when both are.
      .superRefine((code, ctx) => {
        if (code.percentOff !== null && code.amountOff !== null) {
          ctx.addIssue({ code: 'custom', message: CODE_OFF_RULE, path: ['amountOff'] });
        } else if (code.percentOff === null && code.amountOff === null) {
          for (const field of ['percentOff', 'amountOff']) {
            ctx.addIssue({ code: 'custom', message: CODE_OFF_RULE, path: [field] });
          }
        }
      })
      .superRefine(startsBeforeEnd),
    z
      .object({
        kind: z.literal('bulk'),
        buy: whole('Buy', 1, DISCOUNT_LIMITS.bulkMax),
        free: whole('Free', 1, DISCOUNT_LIMITS.bulkMax),
        ...common,
      })
      .superRefine(startsBeforeEnd),
  ],
  { error: 'kind must be code or bulk.' },
);
export type DiscountInput = z.output<typeof DiscountInputSchema>;

/** A discount as the admin lists it. */
export const DiscountSchema = z
  .object({
    id: z.int(),
    kind: z.enum(['code', 'bulk']),
    /** What checkout calls it: 'SUMMER20 (20% off leases)', 'TENOFF ($10.00 off)', 'Buy 2, get 1 free'. */
    label: z.string(),
    code: z.string().nullable(),
    /** A code's percent off, or its amount off (one of them; neither for a bulk deal). */
    percentOff: z.int().nullable(),
    amountOff: Money.nullable(),
    exclusive: z.boolean(),
    maxUses: z.int().nullable(),
    /** A code each buyer may use for one order (false for a bulk deal). */
    oncePerBuyer: z.boolean(),
    buy: z.int().nullable(),
    free: z.int().nullable(),
    active: z.boolean(),
    /** When it starts applying (ISO 8601), or null: as soon as it is switched on. */
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    /** A code's orders, paid or being captured (null for a bulk deal, which has no limit). */
    uses: z.int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Discount' });
export type Discount = z.output<typeof DiscountSchema>;

/** GET /api/discounts: every discount, newest first (a store has a handful). */
export const DiscountListSchema = adminListAnswer(DiscountSchema);
/** GET, POST and PUT of one discount: `{ data }`. */
export const DiscountDetailSchema = z.object({ data: DiscountSchema });

/** A discount id in a path. */
export const DiscountIdParamSchema = idParam(DISCOUNT_MESSAGES.notFound);

/** A discount taken off an order or a quote. */
export const AppliedDiscountSchema = z
  .object({ kind: z.enum(['bulk', 'code']), label: z.string(), amount: Money })
  .meta({ id: 'AppliedDiscount' });

/** A bulk deal in force, as the storefront tells buyers of it. */
export const DealSchema = z
  .object({
    /** 'Buy 2, get 1 free'. */
    label: z.string(),
    buy: z.int(),
    free: z.int(),
    /** When it ends (ISO 8601), or null: a page may be a minute old, so the browser drops it then. */
    endsAt: z.string().nullable(),
  })
  .meta({ id: 'Deal' });
export type Deal = z.output<typeof DealSchema>;

/** GET /api/discounts/deals (anyone): the bulk deals in force, the one saving most first. */
export const DealListSchema = z.object({ data: z.array(DealSchema) });
