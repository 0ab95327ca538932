/**
 * 'Choose Your License', loaded by LicenseModal.tsx the first time a Buy Now button opens it
 * (through license-modal.store.ts). It is the store's modal (ui/Modal.tsx): the page behind is
 * inert, Escape or the backdrop closes it, Tab stays inside and focus goes back to the button
 * that opened it.
 *
 * The plans are radio cards: the plan already in the cart for this track is marked Added and
 * cannot be chosen again; any other plan can be, and adding it replaces the one in the cart
 * (one license per track). The spec's locked cards belonged to the old cart, where a second
 * plan would have been a second line. A bulk deal in force is named above the cards.
 *
 * Opened as an upgrade (the order history's Upgrade, for a track the buyer owns), it is 'Upgrade
 * Your License': the plans they hold are marked Yours, each plan above costs its price less what
 * they paid for the track (struck beside it), and one that costs no more than that cannot be picked.
 */
import { type Deliverable, formatPrice, type License, planPriceForSong } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { toast } from '../../ui/toasts.store.ts';
import { addToCart } from '../cart/cart.store.ts';
import {
  type CartSong,
  cartItemId,
  missingFiles,
  missingFilesText,
  type Upgrade,
  upgradePrice,
} from '../cart/cart-lines.ts';
import { dealsHeadline } from '../cart/deal-offer.ts';
import { $deals } from '../cart/deals.store.ts';
import { useCart } from '../cart/use-cart.ts';
import { $licenseModal, closeLicenseModal } from './license-modal.store.ts';
import { $plans, loadPlans } from './plans.store.ts';
import './license-dialog.css';

export default function LicenseDialog() {
  const modal = useStore($licenseModal);
  const plansState = useStore($plans);
  const deals = dealsHeadline(useStore($deals));
  const cart = useCart();
  // The plan picked for the track the dialog is open for (a new track starts with none).
  const [choice, setChoice] = useState<{ songId: number; planId: number } | null>(null);
  const song = modal?.song;
  const upgrade = modal?.upgrade;
  const plans = plansState.status === 'ready' ? plansState.plans : [];
  const selected = song && choice?.songId === song.id ? choice.planId : null;
  const chosen = plans.find((plan) => plan.id === selected);

  const close = () => {
    setChoice(null);
    closeLicenseModal();
  };

  const add = (plan: License) => {
    if (!song || addToCart(song, plan, plans, upgrade) === 'invalid-price') return;
    toast.success(`✅ Added: ${song.title} (${plan.name})`);
    close();
  };

  return (
    <Modal
      open={modal !== null}
      onClose={close}
      title={upgrade ? 'Upgrade Your License' : 'Choose Your License'}
      subtitle={song?.title}
      className="license-modal"
      returnFocusTo={modal?.opener}
      footer={
        <>
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
        </>
      }
    >
      {song &&
        (plansState.status === 'error' ? (
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
          <>
            {upgrade && (
              <p className="license-modal__deal">
                You paid <strong>{formatPrice(upgrade.credit)}</strong> for {song.title}: each license above yours costs
                that much less.
              </p>
            )}
            {deals && (
              <p className="license-modal__deal">
                <strong>{deals}</strong>: the cheapest leases in your cart are free at checkout.
              </p>
            )}
            <PlanCards
              song={song}
              upgrade={upgrade}
              plans={plans}
              selected={selected}
              added={(plan) => cart.items.some((item) => item.id === cartItemId(song.id, plan.id))}
              onSelect={(planId) => setChoice({ songId: song.id, planId })}
            />
          </>
        ))}
    </Modal>
  );
}

interface PlanCardsProps {
  song: CartSong;
  upgrade: Upgrade | undefined;
  plans: License[];
  selected: number | null;
  added: (plan: License) => boolean;
  onSelect: (planId: number) => void;
}

/** Why a plan is listed but cannot be picked; null when it can. */
function refusal(missing: readonly Deliverable[], planPrice: number, price: number): string | null {
  if (missing.length > 0) return missingFilesText(missing);
  if (planPrice <= 0) return 'This license has no price on this track.';
  if (price <= 0) return 'It costs no more than you paid for this track.';
  return null;
}

function PlanCards({ song, upgrade, plans, selected, added, onSelect }: PlanCardsProps) {
  return (
    <fieldset className="license-modal__plans">
      <legend className="visually-hidden">License for {song.title}</legend>
      {plans.map((plan) => {
        // A plan the buyer holds is theirs already (an upgrade), one in the cart is added.
        const yours = upgrade?.ownedPlanIds.includes(plan.id) ?? false;
        const inCart = yours || added(plan);
        // A plan whose files the track lacks, or that comes to $0.00 on it (checkout takes no $0
        // payment; for an upgrade, no more than the buyer paid), stays listed, so the choice is
        // clear, but cannot be picked.
        const planPrice = planPriceForSong(song.pricing, plan, plans);
        const price = upgradePrice(planPrice, upgrade);
        const refused = inCart ? null : refusal(missingFiles(song, plan), planPrice, price);
        const offered = refused === null;
        const state = inCart ? 'added' : !offered ? 'unavailable' : plan.id === selected ? 'selected' : undefined;
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
              disabled={inCart || !offered}
              onChange={() => onSelect(plan.id)}
            />
            <span className="license-card__top">
              <span className="license-card__name" id={`plan-${plan.id}-name`}>
                {plan.name}
              </span>
              {inCart ? (
                <span className="badge license-card__added">
                  <Icon name="check" size={14} /> {yours ? 'Yours' : 'Added'}
                </span>
              ) : !offered ? (
                <span className="badge license-card__unavailable">Not available</span>
              ) : (
                plan.popular && <span className="badge">Popular</span>
              )}
            </span>
            <span className="license-card__price" id={`plan-${plan.id}-price`}>
              {upgrade && offered && !yours ? (
                <>
                  {/* A strike-through is not read out: the words say what it shows. */}
                  <s className="license-card__was">
                    <span className="visually-hidden">Was </span>
                    {formatPrice(planPrice)}
                  </s>{' '}
                  <span className="visually-hidden">now </span>
                  {formatPrice(price)}
                </>
              ) : (
                formatPrice(planPrice)
              )}
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
              {refused && <span className="license-card__note">{refused}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
