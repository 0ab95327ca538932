/**
 * The discount form's values, what it sends and its messages. The rules are the API's
 * (DiscountInputSchema): the form sends what was typed, an empty number as null, and shows the
 * server's messages under their fields, so the page and checkout never disagree on what a valid
 * discount is.
 */
import type { DiscountRecord } from '../api/records.ts';

export type DiscountKind = DiscountRecord['kind'];

/** What a code takes off: a percentage of each license, or an amount off the order. */
export type OffKind = 'percent' | 'amount';

export const OFF_KIND_LABELS: Record<OffKind, string> = { percent: 'Percent off', amount: 'Amount off' };

/**
 * What the form holds: both kinds' fields (switching the kind keeps what was typed in the other),
 * the numbers as the inputs give them (null when empty) and the start and end as ISO 8601, which
 * their date and time fields show in the admin's time zone.
 */
export interface DiscountFormValues {
  kind: DiscountKind;
  code?: string | null;
  /** Which of the two a code takes off; only that one is sent. */
  offKind?: OffKind;
  percentOff?: number | null;
  /** Dollars, as the API takes them. */
  amountOff?: number | null;
  exclusive?: boolean;
  maxUses?: number | null;
  oncePerBuyer?: boolean;
  buy?: number | null;
  free?: number | null;
  active?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}

interface Common {
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

/** The body of POST and PUT /api/discounts: one kind's fields, as typed. */
export type DiscountBody =
  | ({
      kind: 'code';
      code: string;
      percentOff: number | null;
      amountOff: number | null;
      exclusive: boolean;
      maxUses: number | null;
      oncePerBuyer: boolean;
    } & Common)
  | ({ kind: 'bulk'; buy: number | null; free: number | null } & Common);

export const DISCOUNT_FORM_MESSAGES = {
  fetchFailed: 'Failed to fetch discounts.',
  createFailed: 'Failed to create discount.',
  updateFailed: 'Failed to update discount.',
  deleteFailed: 'Failed to delete discount.',
  created: 'Discount created.',
  updated: 'Discount updated.',
  deleted: 'Discount deleted.',
} as const;

export const KIND_LABELS: Record<DiscountKind, string> = { code: 'Code', bulk: 'Bulk deal' };

/** A new discount: a code, switched on, with no limit, no start and no end; a bulk deal would start at 2 + 1. */
export const NEW_DISCOUNT: DiscountFormValues = {
  kind: 'code',
  code: '',
  offKind: 'percent',
  percentOff: null,
  amountOff: null,
  exclusive: false,
  maxUses: null,
  oncePerBuyer: false,
  buy: 2,
  free: 1,
  active: true,
  startsAt: null,
  endsAt: null,
};

/** What is sent for the form's kind; the other kind's fields stay in the form, not in the body. */
export function discountBody(values: DiscountFormValues): DiscountBody {
  const common: Common = {
    active: values.active ?? true,
    startsAt: values.startsAt ?? null,
    endsAt: values.endsAt ?? null,
  };
  if (values.kind === 'bulk') return { kind: 'bulk', buy: values.buy ?? null, free: values.free ?? null, ...common };
  return {
    kind: 'code',
    code: values.code?.trim() ?? '',
    percentOff: values.offKind === 'amount' ? null : (values.percentOff ?? null),
    amountOff: values.offKind === 'amount' ? (values.amountOff ?? null) : null,
    exclusive: values.exclusive ?? false,
    maxUses: values.maxUses ?? null,
    oncePerBuyer: values.oncePerBuyer ?? false,
    ...common,
  };
}

/** What a bulk deal does, in words, for the numbers typed (the general rule until both are whole). */
export function bulkDealText(buy: number | null | undefined, free: number | null | undefined): string {
  const rule =
    'Exclusive licenses are never free; when several deals apply, the buyer gets the one that saves the most.';
  if (!buy || !free || !Number.isInteger(buy) || !Number.isInteger(free) || buy < 1 || free < 1) {
    return `The cheapest leases of a big enough cart cost nothing. ${rule}`;
  }
  return `For every ${buy + free} leases in a cart, ${free} ${free === 1 ? 'is' : 'are'} free: the cart's cheapest. ${rule}`;
}

/**
 * A discount as the edit form starts from: the record's own fields, the other kind's empty (a
 * bulk deal's record has no code, and a code's no buy and free).
 */
export function discountFormValues(discount: DiscountRecord): DiscountFormValues {
  return {
    kind: discount.kind,
    code: discount.code,
    offKind: discount.amountOff === null ? 'percent' : 'amount',
    percentOff: discount.percentOff,
    amountOff: discount.amountOff,
    exclusive: discount.exclusive,
    maxUses: discount.maxUses,
    oncePerBuyer: discount.oncePerBuyer,
    buy: discount.buy,
    free: discount.free,
    active: discount.active,
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
  };
}
