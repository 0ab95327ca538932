/**
 * The checkout's groups of cart lines, as the server sees them now (POST /api/checkout/quote):
 * lines to buy, at the price the server will charge; tracks the buyer already owns; their own
 * uploads; and lines that can no longer be bought (off sale, license withdrawn, sold, held by
 * another checkout), with the reason. Only the lines to buy are charged: their sum, the
 * discounts taken off it (a bulk deal, the buyer's code) and the total are the server's.
 */
import type { AppliedDiscount, CheckoutQuote, QuotedLine } from '@beats/contract';
import type { CartItem } from '../cart/cart-lines.ts';
import type { SummaryRow } from '../cart/OrderSummary.tsx';

export interface UnavailableLine {
  item: CartItem;
  message: string;
}

export interface CheckoutGroups {
  toBuy: CartItem[];
  /** Ids of the lines to buy that a bulk deal makes free. */
  free: Set<string>;
  owned: CartItem[];
  uploaded: CartItem[];
  unavailable: UnavailableLine[];
  /** Cents: the lines to buy at their prices. */
  subtotal: number;
  /** What the discounts take off the subtotal, bulk deal first. */
  discounts: AppliedDiscount[];
  /** Cents: what the buyer pays. */
  total: number;
}

const quoted = (quote: CheckoutQuote, item: CartItem): QuotedLine | undefined =>
  quote.lines.find((line) => line.songId === item.songId && line.licenseId === item.planId);

/**
 * Whether the discounts take a line's whole price: only a bulk deal does (a code always leaves
 * something to pay).
 */
const isFree = (line: QuotedLine) => line.price > 0 && line.discount >= line.price;

export function checkoutGroups(items: readonly CartItem[], quote: CheckoutQuote): CheckoutGroups {
  const groups: CheckoutGroups = {
    toBuy: [],
    free: new Set(),
    owned: [],
    uploaded: [],
    unavailable: [],
    subtotal: quote.subtotal,
    discounts: quote.discounts,
    total: quote.total,
  };
  for (const item of items) {
    const line = quoted(quote, item);
    if (!line) continue;
    if (line.status === 'available') {
      // The price shown is the price charged: the server's, which may differ from when it was added
      // (an upgrade's credit included: the server reckons what the buyer paid for the track).
      const { upgrade, ...rest } = item;
      groups.toBuy.push({
        ...rest,
        price: line.price,
        totalPrice: line.price,
        ...(line.credit > 0 ? { upgrade: { credit: line.credit, ownedPlanIds: upgrade?.ownedPlanIds ?? [] } } : {}),
      });
      if (isFree(line)) groups.free.add(item.id);
    } else if (line.status === 'owned') groups.owned.push(item);
    else if (line.status === 'own-upload') groups.uploaded.push(item);
    else groups.unavailable.push({ item, message: line.message ?? `${item.songTitle} cannot be bought now.` });
  }
  return groups;
}

/** The Order Summary's sums above the total: the lines to buy, then each discount taken off them. */
export function summaryRows({ toBuy, subtotal, discounts }: CheckoutGroups): SummaryRow[] {
  const count = `${toBuy.length} ${toBuy.length === 1 ? 'license' : 'licenses'}`;
  return [
    { label: `Subtotal (${count})`, cents: subtotal },
    ...discounts.map((discount) => ({ label: discount.label, cents: discount.amount, discount: true })),
  ];
}

/** What checkout sends for a cart: which track under which license, and whether as an upgrade; nothing else. */
export const checkoutLines = (items: readonly CartItem[]) =>
  items.map((item) => ({ songId: item.songId, licenseId: item.planId, ...(item.upgrade ? { upgrade: true } : {}) }));
