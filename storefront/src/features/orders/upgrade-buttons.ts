/**
 * The Upgrade buttons (UpgradeButton.astro draws them as plain markup): a press opens 'Upgrade
 * Your License' for the button's track. One listener on the document serves every button, on this
 * page and on any the client router brings in: the order history's, written with their offer,
 * and those added beside 'Purchased' once the visitor's are known (row-upgrades.ts).
 */
import type { CartSong, Upgrade } from '../cart/cart-lines.ts';
import { openLicenseModal } from '../licenses/license-modal.store.ts';

const UPGRADE_BUTTONS = 'button[data-upgrade]';

/** What a button offers (`data-upgrade`), as UpgradeButton.astro or row-upgrades.ts wrote it. */
export interface UpgradeOfferData {
  song: CartSong;
  upgrade: Upgrade;
}

let started = false;

export function startUpgradeButtons(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(UPGRADE_BUTTONS) : null;
    if (!button) return;
    // The page's own data, written by UpgradeButton.astro or row-upgrades.ts from an UpgradeOfferData.
    const { song, upgrade } = JSON.parse(button.dataset.upgrade ?? 'null') as UpgradeOfferData;
    openLicenseModal(song, button, upgrade);
  });
}
