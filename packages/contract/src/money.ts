/**
 * Money is integer cents in the database and in the code, and dollars in the API's answers and
 * bodies (24.99, never 2499). The conversion happens once, in the contract's money codec
 * (money-schema.ts). This module only shows prices, without zod or the conversion, because the
 * browser loads it with every page while the codec loads with the first API call.
 */

/** The one currency the store sells in (PayPal orders, receipts, structured data). */
export const STORE_CURRENCY = 'USD' as const;

/**
 * Cents as a decimal amount of dollars, as PayPal and search engines' data write it: 2499 →
 * '24.99'. Built from digits, never through floating point, so every cent value is exact.
 */
export function priceAmount(cents: number): string {
  const size = Math.abs(cents);
  const whole = Math.floor(size / 100);
  return `${cents < 0 ? '-' : ''}${whole}.${String(size - whole * 100).padStart(2, '0')}`;
}

/** Cents as a price people read: 2499 → $24.99. */
export function formatPrice(cents: number): string {
  return `$${priceAmount(cents)}`;
}
