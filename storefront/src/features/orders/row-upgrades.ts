/**
 * Upgrade beside 'Purchased': on a track page, the catalogue's rows and the home page's, wherever a
 * buy button shows a signed-in visitor a track they own (buy-buttons.ts calls this, since it knows
 * who is looking, and loads it only then). The pages are public and cached, the same for everyone,
 * so they draw no Upgrade: once the visitor is known, ONE request asks for their upgrades of the
 * tracks the page shows them as bought, and each of those with an offer gets an Upgrade button
 * after its 'Purchased', which opens 'Upgrade Your License' as in the order history
 * (upgrade-buttons.ts). 'Purchased' stays as it is, so the row still says the track is theirs;
 * a small ghost button beside it fits a row's width better than a second full-width state would.
 */
import { callApi } from '../../lib/api.ts';
import { iconElement } from '../../ui/icon-element.ts';
import { PAGE_ICONS } from '../../ui/icons.ts';
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartSong, Upgrade } from '../cart/cart-lines.ts';
import { upgradeAsker, upgradesPath } from './upgrade-asker.ts';
import { startUpgradeButtons, type UpgradeOfferData } from './upgrade-buttons.ts';
import { UPGRADE_TEXT, upgradeLabel } from './upgrade-words.ts';

/** A buy button on the page and the track it sells. */
export interface ShownSong {
  button: HTMLButtonElement;
  song: CartSong;
}

/** The Upgrade buttons added here, each with the account it was shown to (`data-upgrade-for`). */
const ADDED_UPGRADES = 'button[data-upgrade-for]';

async function askUpgrades(songIds: readonly number[]): Promise<Map<number, Upgrade>> {
  // `fresh`: what the buyer holds changes with each purchase; the answer is never cached anyway.
  const result = await callApi(upgradesPath(songIds), {
    answer: (schemas) => schemas.TrackUpgradesSchema,
    fresh: true,
  });
  // A failed ask shows no Upgrade: the order history still offers it.
  if (!result.ok) return new Map();
  return new Map(result.data.upgrades.map(({ songId, credit, ownedPlanIds }) => [songId, { credit, ownedPlanIds }]));
}

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

/**
 * Gives the visitor an Upgrade beside each 'Purchased' of the page with an offer: each buy button
 * is asked about once per visitor (`data-upgrades-asked-for` keeps whom for; a page the client
 * router brings in has new buttons), all of them in one request. Signing out, or another account
 * signing in, takes the Upgrades away again.
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
      delete row.button.dataset.upgradesAskedFor;
      continue;
    }
    row.button.dataset.upgradesAskedFor = asker;
    toAsk.push(row);
  }
  if (visitor === null || toAsk.length === 0) return;
  void askUpgrades(toAsk.map(({ song }) => song.id)).then((upgrades) => {
    for (const { button, song } of toAsk) {
      const upgrade = upgrades.get(song.id);
      // The visitor may have changed, or the page gone, while the answer was on its way.
      if (!upgrade || button.dataset.upgradesAskedFor !== visitor || !button.isConnected) continue;
      if (button.nextElementSibling?.matches(ADDED_UPGRADES)) continue;
      startUpgradeButtons();
      button.insertAdjacentElement('afterend', upgradeButton({ song, upgrade }, visitor));
    }
  });
}
