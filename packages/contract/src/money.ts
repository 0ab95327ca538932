/**
 * Money is integer cents in the database and in the code, and dollars in the API's answers and
 * bodies (24.99, never 2499). The conversion happens once, in the contract's schemas (the money
 * codec in money-schema.ts); this module holds the exact arithmetic behind it and the display,
 * without zod, so the browser code that only shows prices stays small.
 */

/** The largest amount the store takes: $1,000,000.00. */
export const MONEY_MAX_CENTS = 100_000_000;

/** Cents as a price people read: 2499 → $24.99. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** An amount in dollars and cents: digits, then at most two decimals. */
const DOLLARS = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The whole cents of an amount in dollars, or null when it has more than two decimals (24.999,
 * 0.1 + 0.2) or is not a plain non-negative number. It works from the number's shortest decimal
 * text, which JavaScript guarantees to read back as the same number, so 24.99 gives 2499
 * exactly; multiplying by 100 would give 2498.9999999999995.
 */
export function dollarsToCents(dollars: number): number | null {
  const match = DOLLARS.exec(String(dollars));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The amount in dollars for whole cents: 2499 gives 24.99. Built as decimal text and read as a
 * number, which yields the number closest to that decimal, the one JSON prints as "24.99".
 */
export function centsToDollars(cents: number): number {
  const whole = Math.floor(cents / 100);
  return Number(`${whole}.${String(cents - whole * 100).padStart(2, '0')}`);
}
