/**
 * What a track's action button says for the person looking at it, checked in the spec's order:
 * their own upload, then a license they bought, then one in their cart, else it is for sale.
 */
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartItem } from './cart-lines.ts';

export type SongStatus = 'uploaded' | 'purchased' | 'in-cart' | 'available';

export const SONG_STATUS_LABELS: Record<SongStatus, string> = {
  uploaded: 'Your Track',
  purchased: 'Purchased',
  'in-cart': 'Added',
  available: 'Buy Now',
};

export function songStatus(
  songId: number,
  auth: AuthState,
  cartItems: readonly Pick<CartItem, 'songId'>[],
): SongStatus {
  if (auth.status === 'signed-in') {
    if (auth.me.uploadedSongIds.includes(songId)) return 'uploaded';
    if (auth.me.ownedSongIds.includes(songId)) return 'purchased';
  }
  if (cartItems.some((item) => item.songId === songId)) return 'in-cart';
  return 'available';
}
