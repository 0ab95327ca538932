/**
 * What a track's action button says for the person looking at it, checked in the spec's order:
 * their own upload, then a license they bought, then (the store's own) a track whose exclusive
 * license sold, or that has no licensed file to sell yet, then one in their cart, else it is for
 * sale.
 */
import type { SongOffer } from '@beats/contract';
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartItem } from './cart-lines.ts';

export type SongStatus = 'uploaded' | 'purchased' | 'sold' | 'preview-only' | 'in-cart' | 'available';

export const SONG_STATUS_LABELS: Record<SongStatus, string> = {
  uploaded: 'Your Track',
  purchased: 'Purchased',
  sold: 'Sold',
  'preview-only': 'Preview Only',
  'in-cart': 'Added',
  available: 'Buy Now',
};

export function songStatus(
  songId: number,
  auth: AuthState,
  cartItems: readonly Pick<CartItem, 'songId'>[],
  /**
   * What the store offers of the track (`songOffer`): once its exclusive license sold, or while it
   * has no licensed file, nothing can be bought, though its buyer still sees 'Purchased'.
   */
  offer: SongOffer = 'for-sale',
): SongStatus {
  if (auth.status === 'signed-in') {
    if (auth.me.uploadedSongIds.includes(songId)) return 'uploaded';
    if (auth.me.ownedSongIds.includes(songId)) return 'purchased';
  }
  if (offer !== 'for-sale') return offer;
  if (cartItems.some((item) => item.songId === songId)) return 'in-cart';
  return 'available';
}

/** How a track's button shows a status: the server draws it (BuyButton.astro), buy-buttons.ts keeps it. */
export interface BuyButtonView {
  text: string;
  className: string;
  /** Only a track for sale opens 'Choose Your License'; the other states read as states. */
  forSale: boolean;
  /** Its accessible name: the state and the track ('Buy Now: Night Drive'). */
  label: string;
}

export function buyButtonView(status: SongStatus, title: string): BuyButtonView {
  const text = SONG_STATUS_LABELS[status];
  return {
    text,
    className: `btn btn-sm buy-button buy-button--${status}`,
    forSale: status === 'available',
    label: `${text}: ${title}`,
  };
}
