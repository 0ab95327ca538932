/**
 * The check-out screen (signed-in buyers; the page guard sends others to log in and back): the
 * cart as the server would charge it now, in the spec's groups (items to purchase; tracks already
 * owned, in an info box; own uploads, which cannot be purchased) and the store's own (lines that
 * can no longer be bought), the Order Summary with the new items' subtotal, the discounts taken
 * off it (a bulk deal frees lines by itself; a code is typed in the summary) and the total, the
 * PayPal button, and what became of a payment that went to PayPal (`?payment=`).
 * Mounted client:only under the page's heading (the cart lives in this browser's storage).
 */
import { isPaymentOutcome, PAYMENT_MESSAGES, type PaymentOutcome } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { PATHS } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { CartLines } from '../cart/CartLine.tsx';
import { removeFromCart } from '../cart/cart.store.ts';
import { OrderSummary } from '../cart/OrderSummary.tsx';
import { useCart } from '../cart/use-cart.ts';
import { $quote, loadQuote, resetPayment } from './checkout.store.ts';
import { checkoutGroups, checkoutLines, summaryRows } from './checkout-groups.ts';
import { DiscountCodeForm } from './DiscountCodeForm.tsx';
import { PaymentNotice } from './PaymentNotice.tsx';
import { PayPalButton } from './PayPalButton.tsx';
import './checkout-page.css';

/** Reads the outcome PayPal's return or cancel left in the address, once, and takes it off the address. */
function useReturnedOutcome(): PaymentOutcome | null {
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const value = url.searchParams.get('payment');
    if (isPaymentOutcome(value)) setOutcome(value);
    if (url.searchParams.has('payment')) {
      url.searchParams.delete('payment');
      window.history.replaceState(window.history.state, '', url);
    }
    // Back from PayPal's page through the browser's history: the button starts over.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetPayment();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return outcome;
}

export default function CheckoutPage() {
  const cart = useCart();
  const quote = useStore($quote);
  const outcome = useReturnedOutcome();

  // The server's view of the cart, asked again whenever its lines change.
  const lineKey = cart.items.map((item) => item.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines are what `lineKey` names.
  useEffect(() => {
    void loadQuote(checkoutLines(cart.items));
  }, [lineKey]);

  const notice = outcome && <PaymentNotice outcome={outcome} />;

  if (cart.items.length === 0) {
    return (
      <>
        {notice}
        <p className="empty">
          {PAYMENT_MESSAGES.emptyCart}
          <br />
          <a href={PATHS.tracks}>Browse tracks</a>
        </p>
      </>
    );
  }
  if (quote.state === 'loading') {
    return (
      <>
        {notice}
        <p className="muted" role="status">
          Checking your order...
        </p>
      </>
    );
  }
  if (quote.state === 'failed') {
    return (
      <>
        {notice}
        <div className="checkout-notice checkout-notice--error" role="alert">
          <p>{quote.message}</p>
          <button type="button" className="btn btn-sm" onClick={() => void loadQuote(checkoutLines(cart.items))}>
            Try again
          </button>
        </div>
      </>
    );
  }

  const groups = checkoutGroups(cart.items, quote.quote);
  const { toBuy, free, owned, uploaded, unavailable, total } = groups;
  return (
    <>
      {notice}
      <OrderSummary
        title="Order Summary"
        rows={summaryRows(groups)}
        total={toBuy.length === 0 ? PAYMENT_MESSAGES.addNewItems : total}
        action={
          <>
            {toBuy.length > 0 && <DiscountCodeForm />}
            <PayPalButton lines={checkoutLines(toBuy)} />
          </>
        }
      >
        <div className="checkout-groups">
          {toBuy.length > 0 && (
            <section aria-labelledby="checkout-to-buy">
              <h2 id="checkout-to-buy">Items to purchase</h2>
              <CartLines items={toBuy} variant="summary" free={free} />
            </section>
          )}
          {owned.length > 0 && (
            <section className="checkout-groups__box checkout-groups__box--info" aria-labelledby="checkout-owned">
              <h2 id="checkout-owned">
                <Icon name="info" size={20} /> You already own these tracks
              </h2>
              <p>They are in your orders, ready to download; they are not charged again.</p>
              <CartLines items={owned} variant="summary" />
            </section>
          )}
          {uploaded.length > 0 && (
            <section className="checkout-groups__box checkout-groups__box--own" aria-labelledby="checkout-own">
              <h2 id="checkout-own">
                <Icon name="info" size={20} /> Your own tracks
              </h2>
              <p>You uploaded these tracks, so they cannot be purchased.</p>
              <CartLines items={uploaded} variant="summary" />
            </section>
          )}
          {unavailable.length > 0 && (
            <section className="checkout-groups__box checkout-groups__box--gone" aria-labelledby="checkout-gone">
              <h2 id="checkout-gone">
                <Icon name="info" size={20} /> No longer available
              </h2>
              <p>These licenses cannot be bought any more; they are not charged.</p>
              <CartLines
                items={unavailable.map((line) => line.item)}
                variant="summary"
                actions={(item) => (
                  <>
                    <span className="checkout-groups__reason">
                      {unavailable.find((line) => line.item === item)?.message}
                    </span>
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      aria-label={`Remove ${item.songTitle} from the cart`}
                      onClick={() => removeFromCart(item.id)}
                    >
                      Remove
                    </button>
                  </>
                )}
              />
            </section>
          )}
        </div>
      </OrderSummary>
    </>
  );
}
