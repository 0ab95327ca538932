/**
 * The cart in the top navigation: an icon with the item count that drops down the cart panel
 * ('your cart (count)', its lines, the total, Clear and Checkout), on the store's one dropdown
 * (ui/Popover.tsx). Its total is what checkout will charge before a discount code, as the cart
 * page's: a line it will not charge says why and counts for nothing, and a bulk deal in force is
 * taken off. Opening the panel prices the lines again and asks for the deals.
 */
import { formatPrice } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { PATHS } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Popover } from '../../ui/Popover.tsx';
import { toast } from '../../ui/toasts.store.ts';
import { $plans } from '../licenses/plans.store.ts';
import { CartLines, NotChargedState } from './CartLine.tsx';
import { clearCart } from './cart.store.ts';
import { refreshCartPrices } from './cart-prices.ts';
import { $deals, loadDeals } from './deals.store.ts';
import { cartDeal } from './use-cart-deal.ts';
import { useChargedCart } from './use-charged-cart.ts';
import './cart-button.css';

const PANEL_ID = 'cart-panel';

export default function CartButton() {
  const { cart, notChargedLines, charged, subtotal } = useChargedCart();
  // The deals are asked for when the panel opens, not on every page the header is on.
  const deal = cartDeal(useStore($deals), useStore($plans), charged);
  const total = subtotal - (deal?.saved?.amount ?? 0);
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
      onOpen={() => {
        void refreshCartPrices();
        void loadDeals();
      }}
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
        <CartLines
          items={cart.items}
          variant="panel"
          actions={(item) => {
            const state = notChargedLines.get(item.id);
            return state && <NotChargedState state={state} />;
          }}
        />
      )}
      {deal?.saved && (
        <p className="cart-panel__deal">
          <span>{deal.saved.label}</span>
          {/* A true minus sign, which screen readers read as "minus". */}
          <span>{`\u2212${formatPrice(deal.saved.amount)}`}</span>
        </p>
      )}
      <p className="cart-panel__total">
        <span>Total</span>
        <strong>{formatPrice(total)}</strong>
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
