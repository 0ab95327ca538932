import type { Me } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../src/lib/cart-lines.ts';
import { checkoutGroups } from '../src/lib/checkout-groups.ts';
import type { AuthState } from '../src/stores/auth.ts';

const line = (songId: number, price: number): CartItem => ({
  id: `${songId}-license-1`,
  songId,
  planId: 1,
  songTitle: `Song ${songId}`,
  songThumbnail: null,
  planTier: 'Basic',
  planDescription: '',
  name: `Song ${songId} (Basic)`,
  price,
  quantity: 1,
  totalPrice: price,
  tags: [],
  songPricing: price,
});

const signedIn = (uploadedSongIds: number[], ownedSongIds: number[]): AuthState => ({
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

describe('checkout groups', () => {
  const items = [line(1, 2999), line(2, 5999), line(3, 14999)];

  it('puts every line to buy for a visitor, the total is their sum', () => {
    const groups = checkoutGroups(items, { status: 'signed-out' });
    expect(groups.toBuy.map((i) => i.songId)).toEqual([1, 2, 3]);
    expect(groups.owned).toEqual([]);
    expect(groups.uploaded).toEqual([]);
    expect(groups.total).toBe(2999 + 5999 + 14999);
  });

  it('sets apart owned tracks and own uploads, and leaves them out of the total', () => {
    const groups = checkoutGroups(items, signedIn([3], [2]));
    expect(groups.toBuy.map((i) => i.songId)).toEqual([1]);
    expect(groups.owned.map((i) => i.songId)).toEqual([2]);
    expect(groups.uploaded.map((i) => i.songId)).toEqual([3]);
    expect(groups.total).toBe(2999);
  });

  it('has nothing to buy when every line is owned or uploaded', () => {
    const groups = checkoutGroups([line(2, 5999)], signedIn([], [2]));
    expect(groups.toBuy).toEqual([]);
    expect(groups.total).toBe(0);
  });
});
