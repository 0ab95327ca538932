import { describe, expect, it } from 'vitest';
import type { AuthState } from '../accounts/auth.store.ts';
import { signedIn } from '../accounts/fixtures.ts';
import { buyButtonView, SONG_STATUS_LABELS, songStatus } from './song-status.ts';

const inCart = (...songIds: number[]) => songIds.map((songId) => ({ songId }));

/** What the track's button says for this visitor, as buy-buttons.ts shows it. */
const buttonText = (songId: number, auth: AuthState, cart: { songId: number }[]) =>
  SONG_STATUS_LABELS[songStatus(songId, auth, cart)];

describe("song status: what a track's button says", () => {
  it('says "Buy Now" to anyone when the track is not in the cart', () => {
    expect(buttonText(1, { status: 'signed-out' }, [])).toBe('Buy Now');
    expect(buttonText(1, { status: 'loading' }, inCart(2))).toBe('Buy Now');
    expect(buttonText(1, signedIn([2], [3]), inCart(4))).toBe('Buy Now');
  });

  it('says "Added" when any license of the track is in the cart, signed in or not', () => {
    expect(buttonText(1, { status: 'signed-out' }, inCart(1))).toBe('Added');
    expect(buttonText(1, signedIn([], []), inCart(1))).toBe('Added');
  });

  it('says "Purchased" for a track the user owns, even when it is also in the cart', () => {
    expect(buttonText(1, signedIn([], [1]), [])).toBe('Purchased');
    expect(buttonText(1, signedIn([], [1]), inCart(1))).toBe('Purchased');
  });

  it('says "Your Track" for the user\'s own upload, before every other state', () => {
    expect(buttonText(1, signedIn([1], [1]), inCart(1))).toBe('Your Track');
  });

  it('says "Sold" for a track whose exclusive license sold, except to its buyer (and uploader)', () => {
    expect(SONG_STATUS_LABELS[songStatus(1, { status: 'signed-out' }, [], 'sold')]).toBe('Sold');
    expect(SONG_STATUS_LABELS[songStatus(1, signedIn([], []), inCart(1), 'sold')]).toBe('Sold');
    expect(SONG_STATUS_LABELS[songStatus(1, signedIn([], [1]), [], 'sold')]).toBe('Purchased');
    expect(SONG_STATUS_LABELS[songStatus(1, signedIn([1], []), [], 'sold')]).toBe('Your Track');
  });

  it('says "Preview Only" for a track with no licensed file yet, even when a line of it is still in the cart', () => {
    expect(SONG_STATUS_LABELS[songStatus(1, { status: 'signed-out' }, [], 'preview-only')]).toBe('Preview Only');
    expect(SONG_STATUS_LABELS[songStatus(1, signedIn([], []), inCart(1), 'preview-only')]).toBe('Preview Only');
    expect(SONG_STATUS_LABELS[songStatus(1, signedIn([], [1]), [], 'preview-only')]).toBe('Purchased');
    expect(SONG_STATUS_LABELS[songStatus(1, signedIn([1], []), [], 'preview-only')]).toBe('Your Track');
  });

  it('only offers the license dialog while the track is for sale', () => {
    expect(songStatus(1, { status: 'signed-out' }, [])).toBe('available');
    for (const auth of [signedIn([1], []), signedIn([], [1])]) expect(songStatus(1, auth, [])).not.toBe('available');
    expect(songStatus(1, { status: 'signed-out' }, inCart(1))).not.toBe('available');
    expect(songStatus(1, { status: 'signed-out' }, [], 'sold')).not.toBe('available');
    expect(songStatus(1, { status: 'signed-out' }, [], 'preview-only')).not.toBe('available');
  });
});

describe('buyButtonView: how the button shows a status', () => {
  it('opens the license dialog only for a track for sale, and is named for its state and track', () => {
    expect(buyButtonView('available', 'Night Drive')).toEqual({
      text: 'Buy Now',
      className: 'btn btn-sm buy-button buy-button--available',
      forSale: true,
      label: 'Buy Now: Night Drive',
    });
    for (const status of ['uploaded', 'purchased', 'sold', 'preview-only', 'in-cart'] as const) {
      const view = buyButtonView(status, 'Night Drive');
      expect(view.forSale).toBe(false);
      expect(view.label).toBe(`${SONG_STATUS_LABELS[status]}: Night Drive`);
      expect(view.className).toContain(`buy-button--${status}`);
    }
  });
});
