/**
 * A track page's Upgrade (UpgradeButton.astro, drawn hidden: the page is public and cached, the
 * same for everyone). Once the visitor is known to own the track, the API is asked whether a
 * higher plan is offered to them (the order history's rule, on the server); if so the button
 * shows, and a press opens 'Upgrade Your License' as in the order history (upgrade-buttons.ts).
 * The buy buttons' script runs it (buy-buttons.ts), since it already knows who is looking.
 */
import { callApi } from '../../lib/api.ts';
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartSong, Upgrade } from '../cart/cart-lines.ts';
import { upgradeAsker, upgradePath } from './upgrade-asker.ts';
import { startUpgradeButtons, type UpgradeOfferData } from './upgrade-buttons.ts';

/** Upgrade buttons whose offer the page does not know. */
const ASKED_UPGRADE_BUTTONS = 'button[data-upgrade-song]';

async function askUpgrade(songId: number): Promise<Upgrade | null> {
  // `fresh`: what the buyer holds changes with each purchase; the answer is never cached anyway.
  const result = await callApi(upgradePath(songId), { answer: (schemas) => schemas.TrackUpgradeSchema, fresh: true });
  // A failed ask shows no Upgrade: the order history still offers it.
  return result.ok ? result.data.upgrade : null;
}

/**
 * Shows each such button to the visitor it is for: asked once per visitor (`data-upgrade-for`
 * keeps whom for), hidden again when they sign out or another account signs in.
 */
export function syncTrackUpgrades(auth: AuthState): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(ASKED_UPGRADE_BUTTONS)) {
    // The page's own data, written by UpgradeButton.astro from a CartSong.
    const song = JSON.parse(button.dataset.upgradeSong ?? 'null') as CartSong;
    const asker = upgradeAsker(song.id, auth);
    if ((button.dataset.upgradeFor ?? null) === asker) continue;
    button.hidden = true;
    delete button.dataset.upgrade;
    if (asker === null) {
      delete button.dataset.upgradeFor;
      continue;
    }
    button.dataset.upgradeFor = asker;
    void askUpgrade(song.id).then((upgrade) => {
      // The visitor may have changed while the answer was on its way.
      if (!upgrade || button.dataset.upgradeFor !== asker) return;
      const data: UpgradeOfferData = { song, upgrade };
      button.dataset.upgrade = JSON.stringify(data);
      startUpgradeButtons();
      button.hidden = false;
    });
  }
}
