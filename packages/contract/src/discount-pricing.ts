// Kept apart from the zod schemas (discounts.ts) so the browser's checkout code can use the texts
// without loading the validator.
import { formatPrice } from './money.ts';

/**
 * A bulk deal: in a cart with `buy + free` non-exclusive licenses, `free` of them cost nothing,
 * the cheapest ones; every further `buy + free` frees `free` more.
 */
export interface BulkDeal {
  kind: 'bulk';
  buy: number;
  free: number;
}

/**
 * What a code takes off: a percentage of each license it applies to, or an amount in cents off
 * the order, shared by those licenses in proportion to their prices.
 */
export type CodeOff = { percent: number } | { cents: number };

/** A discount code: `off` the licenses, exclusive ones only when `exclusive`. */
export interface CodeDeal {
  kind: 'code';
  code: string;
  off: CodeOff;
  exclusive: boolean;
}

/** A code's `off` from the columns that keep it: the amount when there is one, else the percentage. */
export const codeOff = (percentOff: number | null, amountOff: number | null): CodeOff =>
  amountOff === null ? { percent: percentOff ?? 0 } : { cents: amountOff };

/**
 * What a discount is called on the checkout page, the receipt and the order: 'SUMMER20 (20% off
 * leases)', 'TENOFF ($10.00 off)'.
 */
export function discountLabel(deal: BulkDeal | CodeDeal): string {
  if (deal.kind === 'bulk') return `Buy ${deal.buy}, get ${deal.free} free`;
  const off = 'cents' in deal.off ? formatPrice(deal.off.cents) : `${deal.off.percent}%`;
  // A code that leaves exclusive licenses alone says so: its amount is a share of the leases only.
  return `${deal.code} (${off} off${deal.exclusive ? '' : ' leases'})`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A code's start as a buyer reads it, in UTC: 'Nov 27, 2026, 17:00 UTC'. Written out rather than
 * through Intl, whose spacing differs between runtimes (the Worker's and a browser's).
 */
function codeStartText(startsAt: number): string {
  const at = new Date(startsAt);
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}, ${time} UTC`;
}

/** The discount code's answers: why a code the buyer typed takes nothing off. */
export const DISCOUNT_MESSAGES = {
  unknown: 'This discount code is not valid.',
  /**
   * A code switched on whose start (a scheduled sale) has not come: when it starts, in UTC (the
   * buyer may be anywhere; the server knows no zone of theirs), so they know when to come back.
   */
  notStarted: (startsAt: number) => `This discount code is not active yet: it starts on ${codeStartText(startsAt)}.`,
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has been used up.',
  usedOnce: 'You have already used this discount code.',
  exclusiveOnly: 'This discount code does not apply to exclusive licenses.',
  nothingToDiscount: 'This discount code takes nothing off these licenses.',
  applied: (code: string) => `Discount code ${code} applied.`,
  /** `wait` says when to come back: 'in 12 minutes'. */
  tooManyTries: (wait: string) => `Too many discount codes tried. Please try again ${wait}.`,
  codeTaken: 'Another discount already has this code.',
  notFound: 'Discount not found.',
} as const;

/** A line as the discounts see it: its price now, whether it is an exclusive, and whether it is for sale. */
export interface DiscountableLine {
  price: number;
  exclusive: boolean;
  available: boolean;
}

export interface AppliedDiscount {
  kind: 'bulk' | 'code';
  label: string;
  /** Cents taken off the order. */
  amount: number;
}

export interface DiscountedCart {
  /** Cents each line's discounts take off it, in the lines' order (0 for lines not for sale). */
  lineDiscounts: number[];
  /** The lines for sale at their prices. */
  subtotal: number;
  /** The discounts that took something off, bulk deal first. */
  discounts: AppliedDiscount[];
  total: number;
  /** Whether the code (when one was given) took anything off. */
  codeApplied: boolean;
}

/**
 * The lines' bulk deal: which lines the best of `deals` makes free. Exclusive licenses never are;
 * of the others, the cheapest `free` of every `buy + free` (ties: the later line).
 */
function freeLines(
  lines: readonly DiscountableLine[],
  deals: readonly BulkDeal[],
): { deal: BulkDeal; free: Set<number> } | null {
  const eligible = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.available && !line.exclusive && line.price > 0)
    .sort((a, b) => a.line.price - b.line.price || b.index - a.index);
  let best: { deal: BulkDeal; free: Set<number>; saved: number } | null = null;
  for (const deal of deals) {
    const count = Math.floor(eligible.length / (deal.buy + deal.free)) * deal.free;
    const free = eligible.slice(0, count);
    const saved = free.reduce((sum, { line }) => sum + line.price, 0);
    if (saved > 0 && (!best || saved > best.saved))
      best = { deal, free: new Set(free.map(({ index }) => index)), saved };
  }
  return best && { deal: best.deal, free: best.free };
}

/**
 * An amount off shared by lines that have `left` cents each to pay: in proportion to each line's
 * part (whole cents, the cents rounding leaves going to the lines with the largest fractions), at
 * most the amount, and never a line's whole (each keeps a cent, as with a percentage).
 */
function shareOf(cents: number, left: readonly number[]): number[] {
  const room = left.map((owed) => owed - 1);
  const total = Math.min(
    cents,
    room.reduce((sum, r) => sum + r, 0),
  );
  const whole = left.reduce((sum, owed) => sum + owed, 0);
  if (total <= 0 || whole === 0) return left.map(() => 0);
  // Exact in floating point: an amount off is at most $10,000.00 and a line at most $1,000,000.00,
  // so `total * owed` stays far below 2^53.
  const exact = left.map((owed) => (total * owed) / whole);
  const shares = exact.map((share, i) => Math.min(Math.floor(share), room[i] ?? 0));
  let rest = total - shares.reduce((sum, share) => sum + share, 0);
  // Largest fraction first; a line with no room left is passed over, so the rest always finds one.
  const order = exact
    .map((share, i) => ({ i, fraction: share - Math.floor(share) }))
    .sort((a, b) => b.fraction - a.fraction);
  while (rest > 0) {
    for (const { i } of order) {
      if (rest === 0) break;
      if ((shares[i] ?? 0) < (room[i] ?? 0)) {
        shares[i] = (shares[i] ?? 0) + 1;
        rest -= 1;
      }
    }
  }
  return shares;
}

/**
 * What the cart costs with the store's discounts: the bulk deal that saves the most, then the
 * code on what is left of each line it applies to (a percentage rounded to the cent per line, or
 * an amount shared by those lines). A code never takes a line to zero, so an order with anything
 * for sale always has something to pay.
 */
export function applyDiscounts(
  lines: readonly DiscountableLine[],
  deals: readonly BulkDeal[],
  code: CodeDeal | null,
): DiscountedCart {
  const lineDiscounts = lines.map(() => 0);
  const discounts: AppliedDiscount[] = [];
  const subtotal = lines.reduce((sum, line) => sum + (line.available ? line.price : 0), 0);

  const bulk = freeLines(lines, deals);
  if (bulk) {
    for (const index of bulk.free) lineDiscounts[index] = lines[index]?.price ?? 0;
    const amount = [...bulk.free].reduce((sum, index) => sum + (lines[index]?.price ?? 0), 0);
    discounts.push({ kind: 'bulk', label: discountLabel(bulk.deal), amount });
  }

  let codeAmount = 0;
  if (code) {
    // The lines the code applies to, with what is left of each after the bulk deal.
    const applies = lines.flatMap((line, index) => {
      const left = line.price - (lineDiscounts[index] ?? 0);
      return !line.available || left <= 0 || (line.exclusive && !code.exclusive) ? [] : [{ index, left }];
    });
    const off = code.off;
    const lefts = applies.map(({ left }) => left);
    const offs =
      'cents' in off
        ? shareOf(off.cents, lefts)
        : lefts.map((left) => Math.min(Math.round((left * off.percent) / 100), left - 1));
    applies.forEach(({ index }, i) => {
      const lineOff = offs[i] ?? 0;
      lineDiscounts[index] = (lineDiscounts[index] ?? 0) + lineOff;
      codeAmount += lineOff;
    });
    if (codeAmount > 0) discounts.push({ kind: 'code', label: discountLabel(code), amount: codeAmount });
  }

  const taken = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return { lineDiscounts, subtotal, discounts, total: subtotal - taken, codeApplied: codeAmount > 0 };
}
