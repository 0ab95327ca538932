/**
 * The cart in the top navigation: an icon with the item count that drops down the cart panel
 * ('your cart (count)', its lines, the total, Clear and Checkout), on the store's one dropdown
 * (ui/Popover.tsx).
 */
import { formatPrice } from '@beats/contract';
import { PATHS } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Popover } from '../../ui/Popover.tsx';
import { toast } from '../../ui/toasts.store.ts';
import { CartLines } from './CartLine.tsx';
import { clearCart } from './cart.store.ts';
import { refreshCartPrices } from './cart-prices.ts';
import { useCart } from './use-cart.ts';
import './cart-button.css';

const PANEL_ID = 'cart-panel';

export default function CartButton() {
  const cart = useCart();
  const count = cart.totalQuantity;

  const clear = () => {
    clearCart();
    toast.success('removed all ');
  };

  return (
    <Popover
      id={PANEL_ID}
      label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      title="Cart"
      triggerClassName="icon-btn cart-button"
      trigger={
        <>
          <Icon name="cart" />
          {count > 0 && (
            <span className="cart-button__count" aria-hidden="true">
              {count}
            </span>
          )}
        </>
      }
      className="cart-panel"
      role="dialog"
      labelledBy="cart-panel-title"
      onOpen={refreshCartPrices}
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
        <CartLines items={cart.items} variant="panel" />
      )}
      <p className="cart-panel__total">
        <span>Total</span>
        <strong>{formatPrice(cart.totalPrice)}</strong>
      </p>
      <div className="cart-panel__actions">
        <button type="button" className="btn btn-sm" disabled={cart.items.length === 0} onClick={clear}>
          Clear
        </button>
        <a className="btn btn-sm btn-primary" href={PATHS.checkout}>
          Checkout
        </a>
      </div>
    </Popover>
  );
}
