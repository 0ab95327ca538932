import { useStore } from '@nanostores/react';
import { $cart, EMPTY_CART } from './cart.store.ts';

const emptyOnServer = () => EMPTY_CART;

/**
 * The cart for a component. The server renders the empty cart (it has no localStorage), so
 * hydration starts from the empty cart as well and shows the saved one on the next render.
 */
export function useCart() {
  return useStore($cart, { ssr: emptyOnServer });
}
