/**
 * The check-out screen's cart summary: the lines to buy, tracks the visitor already owns and
 * their own uploads (neither can be bought), and the Order Summary with the total of the lines
 * to buy. Payment itself is added to this screen by the payment work.
 */
import { useEffect } from 'react';
import { PATHS } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { loadAuth, useAuth } from '../accounts/auth.store.ts';
import { CartLines } from '../cart/CartLine.tsx';
import { OrderSummary } from '../cart/OrderSummary.tsx';
import { useCart } from '../cart/use-cart.ts';
import { checkoutGroups } from './checkout-groups.ts';
import './checkout-summary.css';

export default function CheckoutSummary() {
  const cart = useCart();
  const auth = useAuth();
  useEffect(() => {
    void loadAuth();
  }, []);

  if (cart.items.length === 0) {
    return (
      <p className="empty">
        Your cart is empty
        <br />
        <a href={PATHS.tracks}>Browse tracks</a>
      </p>
    );
  }

  const { toBuy, owned, uploaded, total } = checkoutGroups(cart.items, auth);
  return (
    <OrderSummary
      title="Order Summary"
      rows={[[`${toBuy.length} ${toBuy.length === 1 ? 'license' : 'licenses'}`, total]]}
      total={toBuy.length === 0 ? 'Please add new items to your cart to proceed.' : total}
    >
      <div className="checkout-summary">
        {toBuy.length > 0 && (
          <section aria-labelledby="checkout-to-buy">
            <h2 id="checkout-to-buy">Items to purchase</h2>
            <CartLines items={toBuy} variant="summary" />
          </section>
        )}
        {owned.length > 0 && (
          <section className="checkout-summary__box checkout-summary__box--info" aria-labelledby="checkout-owned">
            <h2 id="checkout-owned">
              <Icon name="info" size={20} /> You already own these tracks
            </h2>
            <p>They are in your orders, ready to download; they are not charged again.</p>
            <CartLines items={owned} variant="summary" />
          </section>
        )}
        {uploaded.length > 0 && (
          <section className="checkout-summary__box checkout-summary__box--own" aria-labelledby="checkout-own">
            <h2 id="checkout-own">
              <Icon name="info" size={20} /> Your own tracks
            </h2>
            <p>You uploaded these tracks, so they cannot be purchased.</p>
            <CartLines items={uploaded} variant="summary" />
          </section>
        )}
      </div>
    </OrderSummary>
  );
}
