/**
 * The discount code the buyer applied at checkout, kept with the cart in localStorage: it
 * survives a reload and the round trip to PayPal, and goes when the cart is cleared (a purchase,
 * or Clear). One code at a time; '' is none. The server judges it on every quote and checkout,
 * so what is kept here is only what to send.
 */
import { persistentAtom } from '@nanostores/persistent';

export const DISCOUNT_CODE_STORAGE_KEY = 'store:cart-code';

/** A saved code as sent: storage is outside our control, so it is trimmed and kept to one line. */
export function decodeDiscountCode(raw: string): string {
  const code = raw.trim();
  return /^\S+$/.test(code) ? code : '';
}

export const $discountCode = persistentAtom<string>(DISCOUNT_CODE_STORAGE_KEY, '', {
  // No code, no key: storage holds a code only while there is one.
  encode: (code) => code || undefined,
  decode: decodeDiscountCode,
});

export function keepDiscountCode(code: string): void {
  $discountCode.set(decodeDiscountCode(code));
}

export function dropDiscountCode(): void {
  $discountCode.set('');
}
