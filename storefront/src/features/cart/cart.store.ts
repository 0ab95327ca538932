/**
 * The shopping cart, kept in localStorage so it survives reloads and is shared by open tabs.
 * Prices here are for display: the server prices every line again at checkout.
 *
 * On the server and during hydration the cart is empty (there is no localStorage there), so
 * components read it with `useCart()`, which renders the empty cart first and the saved one
 * right after hydration, never a mismatch.
 */
import { type License, planPriceForSong } from '@beats/contract';
import { persistentAtom } from '@nanostores/persistent';
import { raiseNeed } from '../../ui/island-needs.ts';
import {
  type AddOutcome,
  addLine,
  type CartSong,
  type CartState,
  decodeCart,
  EMPTY_CART,
  type Holdings,
  newLine,
  removeLine,
  type Upgrade,
  withoutOwned,
} from './cart-lines.ts';
import { dropDiscountCode } from './discount-code.store.ts';
import { CART_STORAGE_KEY } from './saved-cart.ts';

export type { AddOutcome, CartItem, CartSong, CartState } from './cart-lines.ts';
export { EMPTY_CART } from './cart-lines.ts';

export const $cart = persistentAtom<CartState>(CART_STORAGE_KEY, EMPTY_CART, {
  encode: JSON.stringify,
  decode: decodeCart,
});

// The header's cart wakes when the cart gets lines, here or in another tab (ui/island-needs.ts).
$cart.listen((cart) => {
  if (cart.items.length > 0) raiseNeed('cart');
});

/**
 * Adds `plan` for `song` to the cart at the price the server will charge for it (for an upgrade,
 * less its credit). A price that is not a number aborts, as the spec says ('Invalid price').
 */
export function addToCart(song: CartSong, plan: License, plans: readonly License[], upgrade?: Upgrade): AddOutcome {
  const price = Number(planPriceForSong(Number(song.pricing), { price: Number(plan.price) }, plans));
  if (!Number.isFinite(price)) {
    console.error('Invalid price');
    return 'invalid-price';
  }
  const { cart, outcome } = addLine($cart.get(), newLine(song, plan, Math.round(price), upgrade));
  if (outcome !== 'unchanged') $cart.set(cart);
  return outcome;
}

export function removeFromCart(id: string): void {
  $cart.set(removeLine($cart.get(), id));
}

/** Empties the cart, and its discount code with it (a code is for the lines it was applied to). */
export function clearCart(): void {
  $cart.set(EMPTY_CART);
  dropDiscountCode();
}

/**
 * After a purchase: the lines of every track the buyer now owns leave the cart (an upgrade to a
 * plan they do not hold yet stays), and its discount code with them (it was for the lines it was
 * applied to). A line of another track stays: one added in another tab while PayPal was open, or
 * the whole cart when an old purchase's address (`/order-history?purchased=`) is opened again
 * from the browser's history.
 */
export function clearBought(held: Holdings): void {
  $cart.set(withoutOwned($cart.get(), held));
  dropDiscountCode();
}
