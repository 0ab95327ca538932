/**
 * The checkout's three groups of cart lines for the visitor: lines to buy, tracks they already
 * own, and their own uploads (which cannot be bought). The total counts only the lines to buy.
 */
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartItem } from '../cart/cart-lines.ts';
import { songStatus } from '../cart/song-status.ts';

export interface CheckoutGroups {
  toBuy: CartItem[];
  owned: CartItem[];
  uploaded: CartItem[];
  /** Cents, for the lines to buy. */
  total: number;
}

export function checkoutGroups(items: readonly CartItem[], auth: AuthState): CheckoutGroups {
  const groups: CheckoutGroups = { toBuy: [], owned: [], uploaded: [], total: 0 };
  for (const item of items) {
    const status = songStatus(item.songId, auth, items);
    if (status === 'uploaded') groups.uploaded.push(item);
    else if (status === 'purchased') groups.owned.push(item);
    else {
      groups.toBuy.push(item);
      groups.total += item.totalPrice;
    }
  }
  return groups;
}
