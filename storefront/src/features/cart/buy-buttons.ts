/**
 * Every buy button of the page works through this one script (BuyButton.astro draws them as
 * plain markup): each shows what its track is for the visitor (their upload, bought, sold, not
 * for sale yet, in their cart, for sale), kept true as they sign in and fill the cart, and a
 * click on one for sale opens 'Choose Your License' for its track. It loads when the page is
 * idle, or on the first press (start-buy-buttons.ts).
 */
import type { SongOffer } from '@beats/contract';
import { $auth, loadAuth } from '../accounts/auth.store.ts';
import { openLicenseModal } from '../licenses/license-modal.store.ts';
import { syncTrackUpgrades } from '../orders/track-upgrades.ts';
import { $cart } from './cart.store.ts';
import type { CartSong } from './cart-lines.ts';
import { buyButtonView, songStatus } from './song-status.ts';
import { BUY_BUTTONS } from './start-buy-buttons.ts';

/** The track a button sells, as the server wrote it (BuyButton.astro, from `toCartSong`). */
function songOf(button: HTMLElement): CartSong {
  // The page's own data, written by BuyButton.astro from a CartSong.
  return JSON.parse(button.dataset.buy ?? 'null') as CartSong;
}

/** What the store offers of a button's track, as the server wrote it (absent: for sale). */
function offerOf(button: HTMLElement): SongOffer {
  const { offer } = button.dataset;
  return offer === 'sold' || offer === 'preview-only' ? offer : 'for-sale';
}

/**
 * Gives every buy button on the page the visitor's state for its track, and beside a 'Purchased'
 * one on a track page, the visitor's Upgrade when they have one (track-upgrades.ts).
 */
function syncBuyButtons(): void {
  const auth = $auth.get();
  const { items } = $cart.get();
  syncTrackUpgrades(auth);
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUY_BUTTONS)) {
    const song = songOf(button);
    const view = buyButtonView(songStatus(song.id, auth, items, offerOf(button)), song.title);
    if (button.className === view.className) continue;
    button.className = view.className;
    button.textContent = view.text;
    button.setAttribute('aria-label', view.label);
    if (view.forSale) {
      button.removeAttribute('aria-disabled');
      button.setAttribute('aria-haspopup', 'dialog');
    } else {
      button.setAttribute('aria-disabled', 'true');
      button.removeAttribute('aria-haspopup');
    }
  }
}

/** Opens 'Choose Your License' for a buy button's track, while it is for sale (start-buy-buttons.ts calls it on a press). */
export function press(button: HTMLButtonElement): void {
  if (button.getAttribute('aria-disabled') !== 'true') openLicenseModal(songOf(button), button);
}

/** Keeps the page's buy buttons true to the visitor, now and on every page the client router brings in. */
export function startBuyButtons(): void {
  $auth.listen(syncBuyButtons);
  $cart.listen(syncBuyButtons);
  // Each page (the first, and each one the client router brings in) was drawn for nobody.
  document.addEventListener('astro:page-load', syncBuyButtons);
  void loadAuth();
  syncBuyButtons();
}
