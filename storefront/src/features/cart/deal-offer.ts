/**
 * What the cart tells a buyer of the store's bulk deal: the deal, and how near the cart is to its
 * next free license. Checkout applies the deal on the server (the contract's `applyDiscounts`);
 * this only counts, with the same rule: leases count, exclusive licenses do not, and for every
 * `buy + free` leases the `free` cheapest cost nothing.
 */
import type { Deal } from '@beats/contract';

export interface DealOffer {
  /** 'Buy 2, get 1 free on leases' */
  headline: string;
  /** How the cart stands: 'Add 1 more lease to get 1 free.', '1 of your leases is free at checkout.' */
  progress: string | null;
}

const leases = (count: number) => `${count} more ${count === 1 ? 'lease' : 'leases'}`;

/**
 * The offer of the first deal still in force at `now` (the store lists the most generous first),
 * for a cart with `leaseCount` non-exclusive lines; null when no deal is in force.
 */
export function dealOffer(deals: readonly Deal[], leaseCount: number, now = Date.now()): DealOffer | null {
  // An answer may be a minute old: a deal that has ended since is not offered.
  const deal = deals.find((d) => d.endsAt === null || Date.parse(d.endsAt) > now);
  if (!deal) return null;
  const group = deal.buy + deal.free;
  const freeNow = Math.floor(leaseCount / group) * deal.free;
  const toNext = group - (leaseCount % group);
  const next = `Add ${leases(toNext)} to get ${deal.free} free.`;
  let progress: string | null = null;
  if (freeNow > 0) {
    const free = `${freeNow} of your leases ${freeNow === 1 ? 'is' : 'are'} free at checkout.`;
    progress = toNext < group ? `${free} ${next}` : free;
  } else if (leaseCount > 0) progress = next;
  return { headline: `${deal.label} on leases`, progress };
}
