/**
 * PayPal writes amounts as decimal strings ("59.99"); the store counts integer cents. Both ways
 * are exact: built from and read as digits, never through floating point (cents to PayPal's
 * text is the contract's `priceAmount`).
 */

/** "59.99" → 5999; "60" → 6000; null for anything that is not a plain amount with at most two decimals. */
export function fromPayPalValue(value: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
