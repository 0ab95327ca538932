import { describe, expect, it } from 'vitest';
import { signedIn } from './fixtures.ts';
import { SONG_STATUS_LABELS, songStatus } from './song-status.ts';

const inCart = (...songIds: number[]) => songIds.map((songId) => ({ songId }));

describe('song status', () => {
  it('is "Buy Now" for anyone when the track is not in the cart', () => {
    expect(songStatus(1, { status: 'signed-out' }, [])).toBe('available');
    expect(songStatus(1, { status: 'loading' }, inCart(2))).toBe('available');
    expect(songStatus(1, signedIn([2], [3]), inCart(4))).toBe('available');
  });

  it('is "Added" when any license of the track is in the cart, signed in or not', () => {
    expect(songStatus(1, { status: 'signed-out' }, inCart(1))).toBe('in-cart');
    expect(songStatus(1, signedIn([], []), inCart(1))).toBe('in-cart');
  });

  it('is "Purchased" for a track the user owns, even when it is also in the cart', () => {
    expect(songStatus(1, signedIn([], [1]), [])).toBe('purchased');
    expect(songStatus(1, signedIn([], [1]), inCart(1))).toBe('purchased');
  });

  it('is "Your Track" for the user\'s own upload, before every other state', () => {
    expect(songStatus(1, signedIn([1], [1]), inCart(1))).toBe('uploaded');
  });

  it('uses the spec labels', () => {
    expect(SONG_STATUS_LABELS).toEqual({
      uploaded: 'Your Track',
      purchased: 'Purchased',
      'in-cart': 'Added',
      available: 'Buy Now',
    });
  });
});
