import { describe, expect, it } from 'vitest';
import { signedIn } from '../accounts/fixtures.ts';
import { cartLine } from '../cart/fixtures.ts';
import { checkoutGroups } from './checkout-groups.ts';

describe('checkout groups', () => {
  const items = [cartLine(1, 2999), cartLine(2, 5999), cartLine(3, 14999)];

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
    const groups = checkoutGroups([cartLine(2, 5999)], signedIn([], [2]));
    expect(groups.toBuy).toEqual([]);
    expect(groups.total).toBe(0);
  });
});
