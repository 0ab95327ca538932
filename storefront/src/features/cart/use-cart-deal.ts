import type { Deal } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $plans, type PlansState } from '../licenses/plans.store.ts';
import type { CartItem } from './cart-lines.ts';
import { type DealOffer, dealOffer } from './deal-offer.ts';
import { $deals, loadDeals } from './deals.store.ts';

/**
 * The bulk deal for the cart's lines, once the plans say which of them are exclusive licenses
 * (which never count): null until then, and when no deal is in force.
 */
export function cartDeal(deals: readonly Deal[], plans: PlansState, items: readonly CartItem[]): DealOffer | null {
  if (plans.status !== 'ready') return null;
  const exclusive = new Set(plans.plans.filter((plan) => plan.exclusive).map((plan) => plan.id));
  return dealOffer(
    deals,
    items.filter((item) => !exclusive.has(item.planId)).map((item) => item.totalPrice),
  );
}

/** `cartDeal` for a view that shows the cart as soon as it mounts: it asks for the deals then. */
export function useCartDeal(items: readonly CartItem[]): DealOffer | null {
  const deals = useStore($deals);
  const plans = useStore($plans);
  useEffect(() => {
    void loadDeals();
  }, []);
  return cartDeal(deals, plans, items);
}
