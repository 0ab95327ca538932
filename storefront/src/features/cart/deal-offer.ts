/**
 * What the cart tells a buyer of the store's bulk deals: the one checkout would apply to this
 * cart (or, while none frees a lease yet, the one nearest to it), what it takes off, and how near
 * the cart is to its next free lease. It runs checkout's own rule (the contract's
 * `applyDiscounts`) over the cart's leases; checkout applies it again on the server.
 */
import { type AppliedDiscount, applyDiscounts, type Deal } from '@beats/contract';

export interface DealOffer {
  /** 'Buy 2, get 1 free on leases' */
  headline: string;
  /** How the cart stands: 'Add 1 more lease to get 1 free.', '1 of your leases is free at checkout.' */
  progress: string;
  /** What the deal takes off this cart (null while it frees nothing). */
  saved: AppliedDiscount | null;
}

/** The deals still in force at `now` (an answer may be a minute old), most generous first as listed. */
const inForce = (deals: readonly Deal[], now: number) =>
  deals.filter((deal) => deal.endsAt === null || Date.parse(deal.endsAt) > now);

/** The deals in force, for a page without a cart in view: 'Buy 2, get 1 free on leases'. */
export function dealsHeadline(deals: readonly Deal[], now = Date.now()): string | null {
  const live = inForce(deals, now);
  return live.length === 0 ? null : `${live.map((deal) => deal.label).join(' or ')} on leases`;
}

/** The offer for a cart whose leases (its lines that are not exclusive licenses) cost `leasePrices`. */
export function dealOffer(deals: readonly Deal[], leasePrices: readonly number[], now = Date.now()): DealOffer | null {
  const live = inForce(deals, now);
  if (live.length === 0) return null;
  const count = leasePrices.length;
  const cart = applyDiscounts(
    leasePrices.map((price) => ({ price, exclusive: false, available: true })),
    live.map((deal) => ({ kind: 'bulk', buy: deal.buy, free: deal.free })),
    null,
  );
  const saved = cart.discounts[0] ?? null;
  const toNext = (deal: Deal) => deal.buy + deal.free - (count % (deal.buy + deal.free));
  const deal =
    live.find((d) => d.label === saved?.label) ??
    live.reduce((nearest, d) => (toNext(d) < toNext(nearest) ? d : nearest));

  const freeNow = Math.floor(count / (deal.buy + deal.free)) * deal.free;
  const more = toNext(deal);
  // 'Add 3 leases', 'Add 1 more lease', then 'to get 1 free' (or '1 more free' beside those already free).
  const add = `Add ${more} ${count > 0 ? 'more ' : ''}${more === 1 ? 'lease' : 'leases'} to get ${deal.free} ${freeNow > 0 ? 'more ' : ''}free.`;
  let progress = add;
  if (freeNow > 0) {
    const free = `${freeNow} of your leases ${freeNow === 1 ? 'is' : 'are'} free at checkout.`;
    progress = more < deal.buy + deal.free ? `${free} ${add}` : free;
  }
  return { headline: `${deal.label} on leases`, progress, saved };
}
