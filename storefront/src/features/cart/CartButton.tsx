/**
 * The cart in the top navigation: an icon with the item count that opens the cart panel
 * ('your cart (count)', its lines, the total, Clear and Checkout). The panel is a native popover:
 * Escape and a click outside close it without extra script.
 */
import { formatPrice } from '@beats/contract';
import { useEffect, useRef } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { CoverImage } from '../../ui/TrackCover.tsx';
import { toast } from '../../ui/toasts.store.ts';
import { clearCart } from './cart.store.ts';
import { useCart } from './use-cart.ts';
import './cart-button.css';

const PANEL_ID = 'cart-panel';

export default function CartButton() {
  const cart = useCart();
  const count = cart.totalQuantity;
  const panel = useRef<HTMLDivElement>(null);

  // The layout keeps this island across page changes: a page change (Checkout, a track link)
  // closes the panel as a full page load would.
  useEffect(() => {
    const hide = () => {
      if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
    };
    document.addEventListener('astro:after-swap', hide);
    return () => document.removeEventListener('astro:after-swap', hide);
  }, []);

  const clear = () => {
    clearCart();
    toast.success('removed all ');
  };

  return (
    <div className="cart-button">
      <button
        type="button"
        className="icon-btn cart-button__toggle"
        popoverTarget={PANEL_ID}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        title="Cart"
      >
        <Icon name="cart" />
        {count > 0 && (
          <span className="cart-button__count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        popover="auto"
        className="cart-panel"
        role="dialog"
        aria-labelledby="cart-panel-title"
      >
        <div className="cart-panel__head">
          <h2 id="cart-panel-title">your cart ({count})</h2>
          <button
            type="button"
            className="icon-btn"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label="Close cart"
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        {cart.items.length === 0 ? (
          <p className="cart-panel__empty">Your cart is empty</p>
        ) : (
          <ul className="cart-panel__items">
            {cart.items.map((item) => (
              <li key={item.id} className="cart-panel__item">
                <CoverImage className="cover cart-panel__thumb" src={item.songThumbnail} alt="" size={44} />
                <span className="cart-panel__name">
                  <a href={`/products/${item.songId}`}>{item.songTitle}</a>
                  <span>{item.planTier}</span>
                </span>
                <span className="cart-panel__price">{formatPrice(item.totalPrice)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="cart-panel__total">
          <span>Total</span>
          <strong>{formatPrice(cart.totalPrice)}</strong>
        </p>
        <div className="cart-panel__actions">
          <button type="button" className="btn btn-sm" disabled={cart.items.length === 0} onClick={clear}>
            Clear
          </button>
          <a className="btn btn-sm btn-primary" href="/check-out">
            Checkout
          </a>
        </div>
      </div>
    </div>
  );
}
