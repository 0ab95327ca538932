/** Shared test data for the storefront's unit tests. */
import type { Me } from '@beats/contract';
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartItem } from './cart-lines.ts';

/** A signed-in customer who uploaded and owns the given songs. */
export const signedIn = (uploadedSongIds: number[], ownedSongIds: number[]): AuthState => ({
  status: 'signed-in',
  me: {
    user: {
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      phoneNumber: '',
      role: 'user',
      profileImage: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    uploadedSongIds,
    ownedSongIds,
  } satisfies Me,
});

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
