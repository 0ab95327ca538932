/**
 * The store's bulk deal on the cart page: what it is, and how many more leases bring the next
 * free one. The deals come from deals.store.ts; which lines are leases, from the plans
 * the cart was priced with (before they arrive, every line counts as one). Nothing shows when no
 * deal is in force.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $plans } from '../licenses/plans.store.ts';
import type { CartItem } from './cart-lines.ts';
import { dealOffer } from './deal-offer.ts';
import { $deals, loadDeals } from './deals.store.ts';
import './deal-banner.css';

export function DealBanner({ items }: { items: readonly CartItem[] }) {
  const deals = useStore($deals);
  const plans = useStore($plans);
  useEffect(() => {
    void loadDeals();
  }, []);

  const exclusive = new Set(plans.status === 'ready' ? plans.plans.filter((p) => p.exclusive).map((p) => p.id) : []);
  const offer = dealOffer(deals, items.filter((item) => !exclusive.has(item.planId)).length);
  if (!offer) return null;
  return (
    <section className="deal-banner" aria-label="Deal">
      <p className="deal-banner__headline">{offer.headline}</p>
      <p className="deal-banner__progress" role="status">
        {offer.progress ?? 'The cheapest leases are free at checkout.'}
      </p>
    </section>
  );
}
