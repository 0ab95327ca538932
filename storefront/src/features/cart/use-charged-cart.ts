import { useStore } from '@nanostores/react';
import { $auth } from '../accounts/auth.store.ts';
import { $soldInCart } from './cart-prices.ts';
import { type NotCharged, notCharged } from './not-charged.ts';
import { useCart } from './use-cart.ts';

/**
 * The cart as checkout will charge it, for every view that totals it (the cart panel, the cart
 * page): the lines it will not charge (not-charged.ts) by line id with what they say instead, the
 * lines it will, and their sum before any deal.
 */
export function useChargedCart() {
  const cart = useCart();
  const auth = useStore($auth);
  const sold = useStore($soldInCart);
  const notChargedLines: ReadonlyMap<string, NotCharged> = new Map(
    cart.items.flatMap((item) => {
      const state = notCharged(item, auth, sold);
      return state ? [[item.id, state] as const] : [];
    }),
  );
  const charged = cart.items.filter((item) => !notChargedLines.has(item.id));
  const subtotal = charged.reduce((sum, item) => sum + item.totalPrice, 0);
  return { cart, notChargedLines, charged, subtotal };
}
