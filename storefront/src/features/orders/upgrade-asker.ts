/**
 * Which tracks a page asks the API about for the visitor's upgrades, and the asking: only those it
 * already shows 'Purchased' to a signed-in visitor (song-status.ts), so anonymous visitors and
 * those who own none of its tracks make no request at all, and a page of rows makes one.
 */
import { UPGRADE_QUERY_MAX_IDS } from '@beats/contract/upgrade-limits';
import { callApi } from '../../lib/api.ts';
import type { AuthState } from '../accounts/auth.store.ts';
import type { Upgrade } from '../cart/cart-lines.ts';
import { songStatus } from '../cart/song-status.ts';

/** The account that asks for the upgrade of `songId` (its id), or null when nobody should. */
export function upgradeAsker(songId: number, auth: AuthState): string | null {
  // The cart and what the store offers of the track cannot hide 'Purchased': neither is needed.
  return auth.status === 'signed-in' && songStatus(songId, auth, []) === 'purchased' ? auth.me.user.id : null;
}

/**
 * GET /api/payments/orders/upgrades for these tracks (UpgradeQuerySchema in the contract): each
 * named once, in as few asks as the API's limit of ids per ask allows. A page of rows needs one;
 * a page showing more owned tracks than one ask may name (the API refuses it whole, 400) needs more.
 */
export function upgradesPaths(songIds: readonly number[]): string[] {
  const named = [...new Set(songIds)];
  const paths: string[] = [];
  for (let start = 0; start < named.length; start += UPGRADE_QUERY_MAX_IDS) {
    paths.push(`/api/payments/orders/upgrades?songIds=${named.slice(start, start + UPGRADE_QUERY_MAX_IDS).join(',')}`);
  }
  return paths;
}

/**
 * The visitor's upgrades of these tracks, by track id: the asks go together and their answers are
 * merged. An ask that fails leaves its tracks without an Upgrade (the order history still offers
 * it); the others keep theirs.
 */
export async function askUpgrades(songIds: readonly number[]): Promise<Map<number, Upgrade>> {
  const answers = await Promise.all(
    upgradesPaths(songIds).map((path) =>
      // `fresh`: what the buyer holds changes with each purchase; the answer is never cached anyway.
      callApi(path, { answer: (schemas) => schemas.TrackUpgradesSchema, fresh: true }),
    ),
  );
  const upgrades = new Map<number, Upgrade>();
  for (const answer of answers) {
    if (!answer.ok) continue;
    for (const { songId, credit, ownedPlanIds } of answer.data.upgrades) upgrades.set(songId, { credit, ownedPlanIds });
  }
  return upgrades;
}
