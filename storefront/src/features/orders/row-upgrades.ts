/**
 * Upgrade beside 'Purchased': on a track page, the catalogue's rows and the home page's, wherever a
 * buy button shows a signed-in visitor a track they own (buy-buttons.ts calls this, since it knows
 * who is looking, and loads it only then). The pages are public and cached, the same for everyone,
 * so they draw no Upgrade: once the visitor is known, one request asks for their upgrades of the
 * tracks the page shows them as bought (more, side by side, past the API's 60 ids: upgrade-asker.ts),
 * and each of those with an offer gets an Upgrade button
 * after its 'Purchased', which opens 'Upgrade Your License' as in the order history
 * (upgrade-buttons.ts). 'Purchased' stays as it is, so the row still says the track is theirs;
 * a small ghost button beside it fits a row's width better than a second full-width state would.
 */
import { iconElement } from '../../ui/icon-element.ts';
import { PAGE_ICONS } from '../../ui/icons.ts';
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartSong } from '../cart/cart-lines.ts';
import { askUpgrades, upgradeAsker } from './upgrade-asker.ts';
import { startUpgradeButtons, type UpgradeOfferData } from './upgrade-buttons.ts';
import { UPGRADE_TEXT, upgradeLabel } from './upgrade-words.ts';

/** A buy button on the page and the track it sells. */
export interface ShownSong {
  button: HTMLButtonElement;
  song: CartSong;
}

/** The Upgrade buttons added here, each with the account it was shown to (`data-upgrade-for`). */
const ADDED_UPGRADES = 'button[data-upgrade-for]';

function upgradeButton(data: UpgradeOfferData, asker: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-sm btn-ghost';
  button.dataset.upgrade = JSON.stringify(data);
  button.dataset.upgradeFor = asker;
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-label', upgradeLabel(data.song.title));
  button.appendChild(iconElement(PAGE_ICONS.upgrade, 18));
  button.appendChild(document.createTextNode(UPGRADE_TEXT));
  return button;
}

/** The Upgrade this file added after a buy button, if any. */
function upgradeAfter(button: HTMLButtonElement): HTMLButtonElement | null {
  const next = button.nextElementSibling;
  return next instanceof HTMLButtonElement && next.matches(ADDED_UPGRADES) ? next : null;
}

/**
 * Gives the visitor an Upgrade beside each 'Purchased' of the page with an offer: each buy button
 * is asked about once per visitor (`data-upgrades-asked-for` keeps whom for; a page the client
 * router brings in, back or forth, is fetched and drawn anew, with new buttons), all of them in
 * one request (upgrade-asker.ts). Signing out, or another account signing in, takes the Upgrades
 * away again; an answer replaces what an earlier one showed.
 */
export function syncRowUpgrades(auth: AuthState, shown: readonly ShownSong[]): void {
  const visitor = auth.status === 'signed-in' ? auth.me.user.id : null;
  for (const added of document.querySelectorAll<HTMLButtonElement>(ADDED_UPGRADES)) {
    if (added.dataset.upgradeFor !== visitor) added.remove();
  }
  const toAsk: ShownSong[] = [];
  for (const row of shown) {
    const asker = upgradeAsker(row.song.id, auth);
    if ((row.button.dataset.upgradesAskedFor ?? null) === asker) continue;
    if (asker === null) {
      // No longer theirs (a refund): no Upgrade beside what is for sale again.
      delete row.button.dataset.upgradesAskedFor;
      upgradeAfter(row.button)?.remove();
      continue;
    }
    row.button.dataset.upgradesAskedFor = asker;
    toAsk.push(row);
  }
  if (visitor === null || toAsk.length === 0) return;
  void askUpgrades(toAsk.map(({ song }) => song.id)).then((upgrades) => {
    for (const { button, song } of toAsk) {
      // The visitor may have changed, or the page gone, while the answer was on its way.
      if (button.dataset.upgradesAskedFor !== visitor || !button.isConnected) continue;
      const upgrade = upgrades.get(song.id);
      const shownBefore = upgradeAfter(button);
      const data = upgrade ? JSON.stringify({ song, upgrade } satisfies UpgradeOfferData) : null;
      // The same offer stays as it is (and keeps focus); another, or none, takes its place.
      if (shownBefore && shownBefore.dataset.upgrade === data) continue;
      shownBefore?.remove();
      if (!upgrade) continue;
      startUpgradeButtons();
      button.insertAdjacentElement('afterend', upgradeButton({ song, upgrade }, visitor));
    }
  });
}

/**
 * A page the browser brings back from its back/forward cache (Back to it after a full load, such
 * as the order history PayPal returns to) is the page as it was left: its Upgrades are those of
 * before, while the buyer may have bought one meanwhile. Its buttons are asked about
 * again once the visitor is known anew (auth.store.ts asks on the same event).
 */
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-upgrades-asked-for]')) {
    delete button.dataset.upgradesAskedFor;
  }
});
