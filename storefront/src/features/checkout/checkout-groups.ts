/**
 * The checkout's groups of cart lines, as the server sees them now (POST /api/checkout/quote):
 * lines to buy, at the price the server will charge; tracks the buyer already owns; their own
 * uploads; and lines that can no longer be bought (off sale, license withdrawn, sold, held by
 * another checkout), with the reason. Only the lines to buy are charged and totalled.
 */
import type { CheckoutQuote, QuotedLine } from '@beats/contract';
import type { CartItem } from '../cart/cart-lines.ts';

export interface UnavailableLine {
  item: CartItem;
  message: string;
}

export interface CheckoutGroups {
  toBuy: CartItem[];
  owned: CartItem[];
  uploaded: CartItem[];
  unavailable: UnavailableLine[];
  /** Cents, for the lines to buy. */
  total: number;
}

const quoted = (quote: CheckoutQuote, item: CartItem): QuotedLine | undefined =>
  quote.lines.find((line) => line.songId === item.songId && line.licenseId === item.planId);

export function checkoutGroups(items: readonly CartItem[], quote: CheckoutQuote): CheckoutGroups {
  const groups: CheckoutGroups = { toBuy: [], owned: [], uploaded: [], unavailable: [], total: 0 };
  for (const item of items) {
    const line = quoted(quote, item);
    if (!line) continue;
    if (line.status === 'available') {
      // The price shown is the price charged: the server's, which may differ from when it was added.
      groups.toBuy.push({ ...item, price: line.price, totalPrice: line.price });
      groups.total += line.price;
    } else if (line.status === 'owned') groups.owned.push(item);
    else if (line.status === 'own-upload') groups.uploaded.push(item);
    else groups.unavailable.push({ item, message: line.message ?? `${item.songTitle} cannot be bought now.` });
  }
  return groups;
}

/** What checkout sends for a cart: which track under which license, nothing else. */
export const checkoutLines = (items: readonly CartItem[]) =>
  items.map((item) => ({ songId: item.songId, licenseId: item.planId }));
