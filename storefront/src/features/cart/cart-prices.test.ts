import { describe, expect, it } from 'vitest';
import { repriceLines, withTotals } from './cart-lines.ts';
import { cartLine } from './fixtures.ts';

// Plan 1 is the cheapest (Basic, $29.99), plan 2 Premium ($59.99): a track's price is its Basic's.
const basic = { id: 1, price: 2999 };
const plans = [basic, { id: 2, price: 5999 }];
const premiumLine = (songId: number, price: number, songPricing: number) => ({
  ...cartLine(songId, price),
  id: `${songId}-license-2`,
  planId: 2,
  songPricing,
});

describe('repriceLines', () => {
  it('gives each line the price the store charges today, and the cart its new total', () => {
    // Added at $29.99 (Basic) and $59.99 (Premium); the owner has since raised track 7 to $39.99.
    const cart = withTotals([cartLine(7, 2999), premiumLine(8, 5999, 2999)]);
    const repriced = repriceLines(
      cart,
      new Map([
        [7, 3999],
        [8, 2999],
      ]),
      plans,
    );
    expect(repriced.items.map((item) => [item.songId, item.price, item.totalPrice, item.songPricing])).toEqual([
      [7, 3999, 3999, 3999],
      [8, 5999, 5999, 2999],
    ]);
    expect(repriced.totalPrice).toBe(3999 + 5999);
  });

  it('follows a plan whose price changed', () => {
    const cart = withTotals([premiumLine(8, 5999, 2999)]);
    const repriced = repriceLines(cart, new Map([[8, 2999]]), [basic, { id: 2, price: 6499 }]);
    expect(repriced.items[0]?.price).toBe(6499);
    expect(repriced.totalPrice).toBe(6499);
  });

  it('keeps a line whose track or plan it was not told of, for checkout to explain', () => {
    const cart = withTotals([cartLine(7, 2999), premiumLine(9, 5999, 2999)]);
    const repriced = repriceLines(cart, new Map([[7, 3499]]), [basic]);
    expect(repriced.items.map((item) => item.price)).toEqual([3499, 5999]);
    expect(repriced.totalPrice).toBe(3499 + 5999);
  });

  it('answers the same cart when no price moved, so nothing is saved again', () => {
    const cart = withTotals([cartLine(7, 2999), premiumLine(8, 5999, 2999)]);
    const same = repriceLines(
      cart,
      new Map([
        [7, 2999],
        [8, 2999],
      ]),
      plans,
    );
    expect(same).toBe(cart);
  });
});
