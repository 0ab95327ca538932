import type { CheckoutQuote, LineStatus } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../cart/fixtures.ts';
import { checkoutGroups, checkoutLines } from './checkout-groups.ts';

const quote = (lines: [songId: number, status: LineStatus, price: number][]): CheckoutQuote => ({
  lines: lines.map(([songId, status, price]) => ({
    songId,
    licenseId: 1,
    status,
    price: status === 'available' ? price : 0,
    title: `Song ${songId}`,
    planName: 'Basic',
    exclusive: false,
    ...(status === 'available' ? {} : { message: `Song ${songId} is ${status}.` }),
  })),
  total: lines.reduce((sum, [, status, price]) => sum + (status === 'available' ? price : 0), 0),
  currency: 'USD',
});

describe('checkout groups', () => {
  const items = [cartLine(1, 2999), cartLine(2, 5999), cartLine(3, 14999), cartLine(4, 2999)];

  it('puts the lines the server can sell to buy, at its prices, and totals only those', () => {
    const groups = checkoutGroups(
      items.slice(0, 2),
      quote([
        [1, 'available', 3999],
        [2, 'available', 5999],
      ]),
    );
    expect(groups.toBuy.map((i) => [i.songId, i.price, i.totalPrice])).toEqual([
      [1, 3999, 3999],
      [2, 5999, 5999],
    ]);
    expect(groups.total).toBe(3999 + 5999);
  });

  it('sets apart owned tracks, own uploads and lines that went off sale, none of them charged', () => {
    const groups = checkoutGroups(
      items,
      quote([
        [1, 'available', 2999],
        [2, 'owned', 0],
        [3, 'own-upload', 0],
        [4, 'sold', 0],
      ]),
    );
    expect(groups.toBuy.map((i) => i.songId)).toEqual([1]);
    expect(groups.owned.map((i) => i.songId)).toEqual([2]);
    expect(groups.uploaded.map((i) => i.songId)).toEqual([3]);
    expect(groups.unavailable).toEqual([{ item: items[3], message: 'Song 4 is sold.' }]);
    expect(groups.total).toBe(2999);
  });

  it('has nothing to buy when no line can be bought', () => {
    const groups = checkoutGroups([cartLine(2, 5999)], quote([[2, 'off-sale', 0]]));
    expect(groups.toBuy).toEqual([]);
    expect(groups.total).toBe(0);
  });

  it('sends the server only which track under which license', () => {
    expect(checkoutLines([cartLine(7, 2999)])).toEqual([{ songId: 7, licenseId: 1 }]);
  });
});
