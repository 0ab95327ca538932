/**
 * The store's bulk deal above the cart's lines (use-cart-deal.ts): which deal, and how many more
 * leases bring the next free one, announced as the cart changes.
 */
import type { DealOffer } from './deal-offer.ts';
import './deal-banner.css';

export function DealBanner({ offer }: { offer: DealOffer }) {
  return (
    <section className="deal-banner" aria-label="Deal">
      <p className="deal-banner__headline">{offer.headline}</p>
      <p className="deal-banner__progress" role="status">
        {offer.progress}
      </p>
    </section>
  );
}
