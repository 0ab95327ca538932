/**
 * The shopping cart page: its lines with thumbnail, title, license, first tag and line total;
 * 'Change license' (the license dialog, where another plan replaces this one) and remove, after
 * a confirmation toast that waits for an answer. Checkout goes to /check-out.
 * Mounted client:only under the page's heading (the cart lives in this browser's storage).
 */
import { formatPrice } from '@beats/contract';
import { useRef } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { CoverImage } from '../../ui/TrackCover.tsx';
import { toast } from '../../ui/toasts.store.ts';
import { openLicenseModal } from '../licenses/license-modal.store.ts';
import { removeFromCart } from './cart.store.ts';
import type { CartItem } from './cart-lines.ts';
import { useCart } from './use-cart.ts';
import './cart-page.css';

export default function CartPage() {
  const cart = useCart();
  const count = useRef<HTMLParagraphElement>(null);

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
      <a className="cart-page__back" href="/tracks">
        <Icon name="arrowLeft" size={18} /> Shopping Continue
      </a>
      <p ref={count} className="cart-page__count" tabIndex={-1}>
        You have {cart.totalQuantity} item(s) in your cart
      </p>

      {cart.items.length === 0 ? (
        <p className="empty">Your cart is empty.</p>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-page__items">
            {cart.items.map((item) => (
              <li key={item.id} className="cart-row">
                <CoverImage className="cover cart-row__thumb" src={item.songThumbnail} alt="" size={72} />
                <div className="cart-row__info">
                  <a className="cart-row__title" href={`/products/${item.songId}`}>
                    {item.songTitle}
                  </a>
                  <span className="cart-row__plan">{item.planTier}</span>
                  <span className="cart-row__tag">{item.tags[0] ?? 'N/A'}</span>
                </div>
                <strong className="cart-row__price">{formatPrice(item.totalPrice)}</strong>
                <div className="cart-row__actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    aria-haspopup="dialog"
                    aria-label={`Change license for ${item.songTitle}`}
                    onClick={(event) =>
                      openLicenseModal(
                        {
                          id: item.songId,
                          title: item.songTitle,
                          cover: item.songThumbnail,
                          tags: item.tags,
                          pricing: item.songPricing,
                        },
                        event.currentTarget,
                      )
                    }
                  >
                    Change license
                  </button>
                  <button
                    type="button"
                    className="icon-btn cart-row__remove"
                    aria-label={`Remove ${item.songTitle}`}
                    title="Remove"
                    onClick={() => confirmRemove(item)}
                  >
                    <Icon name="trash" size={20} />
                  </button>
                </div>
              </li>
            ))}
          </ul>

          <aside className="cart-page__summary card" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Summary</h2>
            <p>
              <span>Subtotal</span>
              <span>{formatPrice(cart.totalPrice)}</span>
            </p>
            <p className="cart-page__total">
              <span>Total</span>
              <strong>{formatPrice(cart.totalPrice)}</strong>
            </p>
            <a className="btn btn-primary" href="/check-out">
              Checkout
            </a>
          </aside>
        </div>
      )}
    </div>
  );
}
