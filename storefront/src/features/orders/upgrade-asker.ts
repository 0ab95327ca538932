/**
 * Which tracks a page asks the API about for the visitor's upgrades: only those it already shows
 * 'Purchased' to a signed-in visitor (song-status.ts), so anonymous visitors and those who own none
 * of its tracks make no request at all, and a page of rows makes one.
 */
import { UPGRADE_QUERY_MAX_IDS } from '@beats/contract/upgrade-limits';
import type { AuthState } from '../accounts/auth.store.ts';
import { songStatus } from '../cart/song-status.ts';

/** The account that asks for the upgrade of `songId` (its id), or null when nobody should. */
export function upgradeAsker(songId: number, auth: AuthState): string | null {
  // The cart and what the store offers of the track cannot hide 'Purchased': neither is needed.
  return auth.status === 'signed-in' && songStatus(songId, auth, []) === 'purchased' ? auth.me.user.id : null;
}

/**
 * GET /api/payments/orders/upgrades for these tracks (UpgradeQuerySchema in the contract): each
 * named once, and no more than one ask may name (a page never shows that many rows).
 */
export function upgradesPath(songIds: readonly number[]): string {
  const named = [...new Set(songIds)].slice(0, UPGRADE_QUERY_MAX_IDS);
  return `/api/payments/orders/upgrades?songIds=${named.join(',')}`;
}
