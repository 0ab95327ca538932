/** Prices travel as integer cents and are shown as dollars with two decimals. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Dollars as typed in a form ("19.99") to cents; null when it is not a price. */
export function dollarsToCents(input: string | number): number | null {
  const value = typeof input === 'number' ? input : Number(String(input).trim());
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}
