/**
 * 'Choose Your License': the one dialog, mounted in the layout, opened by any Buy Now button
 * through stores/license-modal.ts. A native modal <dialog> (the page behind is inert, Escape
 * closes it), with Tab kept inside and focus given back to the button that opened it.
 *
 * The plans are radio cards: the plan already in the cart for this track is marked Added and
 * cannot be chosen again; any other plan can be, and adding it replaces the one in the cart
 * (one license per track). The spec's locked cards belonged to the old cart, where a second
 * plan would have been a second line.
 */
import { formatPrice, type License, planPriceForSong } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { trapTab } from '../../ui/modal.ts';
import { toast } from '../../ui/toasts.store.ts';
import { addToCart } from '../cart/cart.store.ts';
import { type CartSong, cartItemId } from '../cart/cart-lines.ts';
import { useCart } from '../cart/use-cart.ts';
import { $licenseModal, closeLicenseModal } from './license-modal.store.ts';
import { $plans, loadPlans } from './plans.store.ts';
import './license-modal.css';

export default function LicenseModal() {
  // Hydrate from the server's state even if the store changed before this island loaded.
  const modal = useStore($licenseModal, { ssr: 'initial' });
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (modal && !el.open) {
      void loadPlans();
      el.showModal();
    } else if (!modal && el.open) {
      el.close();
    }
  }, [modal]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, el);
    // A click on the backdrop (the dialog box itself, outside the panel) closes, as Escape does.
    const onClick = (event: MouseEvent) => {
      if (event.target === el) el.close();
    };
    // Escape and close() both end here: the store follows, and focus goes back to the opener.
    const onClose = () => {
      const opener = $licenseModal.get()?.opener;
      closeLicenseModal();
      if (opener?.isConnected) opener.focus();
    };
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('click', onClick);
    el.addEventListener('close', onClose);
    return () => {
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('click', onClick);
      el.removeEventListener('close', onClose);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="license-modal modal"
      aria-labelledby="license-modal-title"
      aria-describedby={modal ? 'license-modal-song' : undefined}
    >
      {modal && <LicenseChooser key={modal.song.id} song={modal.song} close={() => dialog.current?.close()} />}
    </dialog>
  );
}

function LicenseChooser({ song, close }: { song: CartSong; close: () => void }) {
  const plansState = useStore($plans, { ssr: 'initial' });
  const cart = useCart();
  const [selected, setSelected] = useState<number | null>(null);
  const plans = plansState.status === 'ready' ? plansState.plans : [];
  const chosen = plans.find((plan) => plan.id === selected);

  const add = (plan: License) => {
    const outcome = addToCart(song, plan, plans);
    if (outcome === 'invalid-price') return;
    toast.success(`✅ Added: ${song.title} (${plan.name})`);
    close();
  };

  return (
    <div className="license-modal__panel">
      <header className="license-modal__head">
        <div>
          <h2 id="license-modal-title">Choose Your License</h2>
          <p id="license-modal-song" className="license-modal__song">
            {song.title}
          </p>
        </div>
        <button type="button" className="icon-btn" aria-label="Close" onClick={close}>
          <Icon name="close" />
        </button>
      </header>

      {plansState.status === 'error' ? (
        <div className="license-modal__message" role="alert">
          <p>Failed to load licenses. Please try again.</p>
          <button type="button" className="btn btn-sm" onClick={() => void loadPlans()}>
            Try again
          </button>
        </div>
      ) : plansState.status !== 'ready' ? (
        <p className="license-modal__message">Loading...</p>
      ) : plans.length === 0 ? (
        <p className="license-modal__message">No licenses available</p>
      ) : (
        <fieldset className="license-modal__plans">
          <legend className="visually-hidden">License for {song.title}</legend>
          {plans.map((plan) => {
            const added = cart.items.some((item) => item.id === cartItemId(song.id, plan.id));
            const state = added ? 'added' : plan.id === selected ? 'selected' : undefined;
            return (
              <label key={plan.id} className="license-card" data-state={state} data-popular={plan.popular || undefined}>
                {/* Named by its plan and price; the rest of the card describes it. */}
                <input
                  type="radio"
                  name="license-plan"
                  className="visually-hidden"
                  aria-labelledby={`plan-${plan.id}-name plan-${plan.id}-price`}
                  aria-describedby={`plan-${plan.id}-details`}
                  value={plan.id}
                  checked={plan.id === selected}
                  disabled={added}
                  onChange={() => setSelected(plan.id)}
                />
                <span className="license-card__top">
                  <span className="license-card__name" id={`plan-${plan.id}-name`}>
                    {plan.name}
                  </span>
                  {added ? (
                    <span className="badge license-card__added">
                      <Icon name="check" size={14} /> Added
                    </span>
                  ) : (
                    plan.popular && <span className="badge">Popular</span>
                  )}
                </span>
                <span className="license-card__price" id={`plan-${plan.id}-price`}>
                  {formatPrice(planPriceForSong(song.pricing, plan, plans))}
                </span>
                <span className="license-card__details" id={`plan-${plan.id}-details`}>
                  <span className="license-card__description">{plan.description}</span>
                  {plan.features.length > 0 && (
                    <span className="license-card__features">
                      {plan.features.map((feature) => (
                        <span key={feature}>{feature}</span>
                      ))}
                    </span>
                  )}
                  {plan.note && <span className="license-card__note">{plan.note}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}

      <footer className="license-modal__foot">
        <button type="button" className="btn btn-ghost" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!chosen}
          onClick={() => {
            if (chosen) add(chosen);
          }}
        >
          Add to Cart
        </button>
      </footer>
    </div>
  );
}
