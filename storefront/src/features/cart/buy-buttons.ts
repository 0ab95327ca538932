/**
 * Every buy button of the page works through this one script (BuyButton.astro draws them as
 * plain markup): each shows what its track is for the visitor (their upload, bought, sold, not
 * for sale yet, in their cart, for sale), kept true as they sign in and fill the cart, and a
 * click on one for sale opens 'Choose Your License' for its track. It loads when the page is
 * idle, or on the first press (start-buy-buttons.ts).
 */
import type { SongOffer } from '@beats/contract';
import { $auth, type AuthState, loadAuth } from '../accounts/auth.store.ts';
import { openLicenseModal } from '../licenses/license-modal.store.ts';
import type { ShownSong } from '../orders/row-upgrades.ts';
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

let rowUpgrades: Promise<typeof import('../orders/row-upgrades.ts')> | null = null;

/**
 * Beside each 'Purchased', the visitor's Upgrade when they have one (row-upgrades.ts). Its code
 * loads only once the visitor owns a track the page shows; once there, it also takes the Upgrades
 * away when they sign out.
 */
function syncUpgrades(auth: AuthState, shown: ShownSong[]): void {
  if (!rowUpgrades && !shown.some(({ song }) => songStatus(song.id, auth, []) === 'purchased')) return;
  rowUpgrades ??= import('../orders/row-upgrades.ts');
  // Each sync after the one before, in order: a later state of the visitor always wins.
  void rowUpgrades.then(({ syncRowUpgrades }) => syncRowUpgrades(auth, shown));
}

/** Gives every buy button on the page the visitor's state for its track, and their Upgrades. */
function syncBuyButtons(): void {
  const auth = $auth.get();
  const { items } = $cart.get();
  const shown: ShownSong[] = [];
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUY_BUTTONS)) {
    const song = songOf(button);
    shown.push({ button, song });
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
  syncUpgrades(auth, shown);
}

/** Opens 'Choose Your License' for a buy button's track, while it is for sale (start-buy-buttons.ts calls it on a press). */
export function press(button: HTMLButtonElement): void {
  if (button.getAttribute('aria-disabled') !== 'true') openLicenseModal(songOf(button), button);
  // Not for sale by the time the script ran (in the cart, bought): nothing opens, nothing waits.
  else button.removeAttribute('aria-busy');
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
