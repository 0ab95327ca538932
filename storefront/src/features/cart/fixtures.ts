/** Test data: cart lines as the cart stores them. */
import type { CartItem } from './cart-lines.ts';

/** A Basic-license cart line for a song, as the cart stores it. */
export const cartLine = (songId: number, price = 2999): CartItem => ({
  id: `${songId}-license-1`,
  songId,
  planId: 1,
  songTitle: `Song ${songId}`,
  songThumbnail: null,
  planTier: 'Basic',
  planDescription: 'Basic terms',
  name: `Song ${songId} (Basic)`,
  price,
  quantity: 1,
  totalPrice: price,
  tags: [],
  songPricing: price,
});
