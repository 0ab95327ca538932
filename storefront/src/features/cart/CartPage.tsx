/**
 * The shopping cart page: its lines with thumbnail, title, license, first tag and line total;
 * 'Change license' (the license dialog, where another plan replaces this one) and remove, after
 * a confirmation toast that waits for an answer; the store's bulk deal, if one is in force, named
 * above the lines and taken off the total as checkout will. A line checkout will not charge (the
 * buyer's own track, one they bought, one sold since: use-charged-cart.ts) says so where 'Change
 * license' was, and the totals leave it out. Checkout goes to the check-out page.
 * Mounted client:only under the page's heading (the cart lives in this browser's storage).
 */
import { useEffect, useRef } from 'react';
import { PATHS } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { toast } from '../../ui/toasts.store.ts';
import { loadAuth } from '../accounts/auth.store.ts';
import { openLicenseModal } from '../licenses/license-modal.store.ts';
import { CartLines, NotChargedState } from './CartLine.tsx';
import { removeFromCart } from './cart.store.ts';
import { type CartItem, songOfLine } from './cart-lines.ts';
import { refreshCartPrices } from './cart-prices.ts';
import { DealBanner } from './DealBanner.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { useCartDeal } from './use-cart-deal.ts';
import { useChargedCart } from './use-charged-cart.ts';
import './cart-page.css';

export default function CartPage() {
  const { cart, notChargedLines, charged, subtotal } = useChargedCart();
  const deal = useCartDeal(charged);
  const dealSaved = deal?.saved ?? null;
  const count = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    void refreshCartPrices();
    void loadAuth();
  }, []);

  const confirmRemove = (item: CartItem) => {
    toast.custom(`Are you sure you want to remove ${item.songTitle}?`, {
      duration: Number.POSITIVE_INFINITY,
      actions: [
        {
          label: 'Yes, remove',
          primary: true,
          onSelect: () => {
            removeFromCart(item.id);
            toast.success(`${item.songTitle} removed from cart!`);
            // The row and its button are gone: keep the keyboard user's place on the page.
            count.current?.focus();
          },
        },
        { label: 'Cancel', onSelect: () => undefined },
      ],
    });
  };

  return (
    <div className="cart-page">
      <a className="back-link" href={PATHS.tracks}>
        <Icon name="arrowLeft" size={18} /> Shopping Continue
      </a>
      <p ref={count} className="cart-page__count" tabIndex={-1}>
        You have {cart.totalQuantity} item(s) in your cart
      </p>

      {cart.items.length === 0 ? (
        <p className="empty">Your cart is empty.</p>
      ) : (
        <>
          {deal && <DealBanner offer={deal} />}
          <OrderSummary
            title="Summary"
            rows={[
              { label: 'Subtotal', cents: subtotal },
              ...(dealSaved ? [{ label: dealSaved.label, cents: dealSaved.amount, discount: true }] : []),
            ]}
            total={subtotal - (dealSaved?.amount ?? 0)}
            action={
              <a className="btn btn-primary" href={PATHS.checkout}>
                Checkout
              </a>
            }
          >
            <CartLines
              items={cart.items}
              variant="page"
              actions={(item) => {
                const state = notChargedLines.get(item.id);
                return (
                  <>
                    {state ? (
                      // Not charged at checkout: no license of it is offered here either.
                      <NotChargedState state={state} />
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-ghost"
                        aria-haspopup="dialog"
                        aria-label={`Change license for ${item.songTitle}`}
                        onClick={(event) => openLicenseModal(songOfLine(item), event.currentTarget, item.upgrade)}
                      >
                        Change license
                      </button>
                    )}
                    <button
                      type="button"
                      className="icon-btn cart-line__remove"
                      aria-label={`Remove ${item.songTitle}`}
                      title="Remove"
                      onClick={() => confirmRemove(item)}
                    >
                      <Icon name="trash" size={20} />
                    </button>
                  </>
                );
              }}
            />
          </OrderSummary>
        </>
      )}
    </div>
  );
}
