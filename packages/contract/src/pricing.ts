// Kept apart from the zod schemas so the storefront's browser code can use it without loading zod.

import { formatPrice } from './money.ts';

/**
 * What a plan costs for one track, in cents.
 *
 * A plan's own price is its price for a track at the store's base price (the cheapest plan).
 * A track's `pricing` is what its cheapest license costs, so every plan for that track moves by
 * the same difference: a $39.99 beat in a store whose Basic plan is $29.99 sells Premium for
 * $10 more than the Premium list price. The server charges exactly this; clients show it.
 */
export function planPriceForSong(
  songPricing: number,
  plan: { price: number },
  plans: readonly { price: number }[],
): number {
  if (plans.length === 0) return plan.price;
  const base = Math.min(...plans.map((p) => p.price));
  return Math.max(0, plan.price + (songPricing - base));
}

/**
 * A license upgrade, as every view names it: a buyer who owns a track under a lesser plan pays a
 * higher plan's price less what they paid for the track before (the credit, cents).
 */
export const upgradeNote = (credit: number): string => `Upgrade: ${formatPrice(credit)} already paid`;
