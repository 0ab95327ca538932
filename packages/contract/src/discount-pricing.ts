// Kept apart from the zod schemas (discounts.ts) so the browser's checkout code can use the texts
// without loading the validator.

/**
 * A bulk deal: in a cart with `buy + free` non-exclusive licenses, `free` of them cost nothing,
 * the cheapest ones; every further `buy + free` frees `free` more.
 */
export interface BulkDeal {
  kind: 'bulk';
  buy: number;
  free: number;
}

/** A discount code: `percentOff` off each license, exclusive ones only when `exclusive`. */
export interface CodeDeal {
  kind: 'code';
  code: string;
  percentOff: number;
  exclusive: boolean;
}

/** What a discount is called on the checkout page, the receipt and the order: 'SUMMER20 (20% off leases)'. */
export function discountLabel(deal: BulkDeal | CodeDeal): string {
  if (deal.kind === 'bulk') return `Buy ${deal.buy}, get ${deal.free} free`;
  // A code that leaves exclusive licenses alone says so: its amount is a share of the leases only.
  return `${deal.code} (${deal.percentOff}% off${deal.exclusive ? '' : ' leases'})`;
}

/** The discount code's answers: why a code the buyer typed takes nothing off. */
export const DISCOUNT_MESSAGES = {
  unknown: 'This discount code is not valid.',
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
 * What the cart costs with the store's discounts: the bulk deal that saves the most, then the
 * code on what is left of each line it applies to (rounded to the cent per line). A code never
 * takes a line to zero, so an order with anything for sale always has something to pay.
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
    lines.forEach((line, index) => {
      const left = line.price - (lineDiscounts[index] ?? 0);
      if (!line.available || left <= 0 || (line.exclusive && !code.exclusive)) return;
      const off = Math.min(Math.round((left * code.percentOff) / 100), left - 1);
      lineDiscounts[index] = (lineDiscounts[index] ?? 0) + off;
      codeAmount += off;
    });
    if (codeAmount > 0) discounts.push({ kind: 'code', label: discountLabel(code), amount: codeAmount });
  }

  const taken = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return { lineDiscounts, subtotal, discounts, total: subtotal - taken, codeApplied: codeAmount > 0 };
}
