/** Prices travel as integer cents and are shown as dollars with two decimals. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
