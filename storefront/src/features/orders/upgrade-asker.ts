/**
 * When a track page asks the API for the visitor's upgrade of its track: only for a signed-in
 * visitor the page already shows 'Purchased' to (song-status.ts), so anonymous visitors and those
 * who do not own the track make no request at all.
 */
import type { AuthState } from '../accounts/auth.store.ts';
import { songStatus } from '../cart/song-status.ts';

/** The account that asks for the upgrade of `songId` (its id), or null when nobody should. */
export function upgradeAsker(songId: number, auth: AuthState): string | null {
  // The cart and what the store offers of the track cannot hide 'Purchased': neither is needed.
  return auth.status === 'signed-in' && songStatus(songId, auth, []) === 'purchased' ? auth.me.user.id : null;
}

/** GET /api/payments/orders/upgrades for one track (UpgradeQuerySchema in the contract). */
export const upgradePath = (songId: number): string => `/api/payments/orders/upgrades?songId=${songId}`;
