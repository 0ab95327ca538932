/**
 * Money is integer cents in the database and in the code, and dollars in the API's answers and
 * bodies (24.99, never 2499). The conversion happens once, in the contract's money codec
 * (money-schema.ts). This module only shows prices, without zod or the conversion, because the
 * browser loads it with every page while the codec loads with the first API call.
 */

/** Cents as a price people read: 2499 → $24.99. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
