import type { AppliedDiscount, CheckoutQuote, LineStatus } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../cart/fixtures.ts';
import { checkoutGroups, checkoutLines, summaryRows } from './checkout-groups.ts';

/** A quote as the server answers it: each line's status, price and discount, and the sums of those for sale. */
const quote = (
  lines: [songId: number, status: LineStatus, price: number, discount?: number][],
  discounts: AppliedDiscount[] = [],
): CheckoutQuote => {
  const subtotal = lines.reduce((sum, [, status, price]) => sum + (status === 'available' ? price : 0), 0);
  return {
    lines: lines.map(([songId, status, price, discount = 0]) => ({
      songId,
      licenseId: 1,
      status,
      price: status === 'available' ? price : 0,
      credit: 0,
      discount,
      title: `Song ${songId}`,
      planName: 'Basic',
      exclusive: false,
      ...(status === 'available' ? {} : { message: `Song ${songId} is ${status}.` }),
    })),
    subtotal,
    discounts,
    code: null,
    total: subtotal - discounts.reduce((sum, d) => sum + d.amount, 0),
    currency: 'USD',
  };
};

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
    expect(groups.subtotal).toBe(3999 + 5999);
    expect(groups.total).toBe(3999 + 5999);
    expect(groups.free.size).toBe(0);
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

  it("marks the lines a bulk deal makes free, and takes the server's discounts and total", () => {
    const bulk = { kind: 'bulk', label: 'Buy 2, get 1 free', amount: 2999 } as const;
    const code = { kind: 'code', label: 'SUMMER20 (20% off)', amount: 1200 + 3000 } as const;
    const groups = checkoutGroups(
      items.slice(0, 3),
      quote(
        [
          [1, 'available', 2999, 2999],
          [2, 'available', 5999, 1200],
          [3, 'available', 14999, 3000],
        ],
        [bulk, code],
      ),
    );
    // The code's share of a line is not a free line: only one whose whole price is taken.
    expect([...groups.free]).toEqual([items[0]?.id]);
    expect(groups.toBuy.map((i) => i.price)).toEqual([2999, 5999, 14999]);
    expect(groups.subtotal).toBe(23997);
    expect(groups.discounts).toEqual([bulk, code]);
    expect(groups.total).toBe(23997 - 2999 - 4200);
    expect(summaryRows(groups)).toEqual([
      { label: 'Subtotal (3 licenses)', cents: 23997 },
      { label: 'Buy 2, get 1 free', cents: 2999, discount: true },
      { label: 'SUMMER20 (20% off)', cents: 4200, discount: true },
    ]);
  });

  it('sums one license without discounts as the spec does', () => {
    const groups = checkoutGroups([cartLine(1, 2999)], quote([[1, 'available', 2999]]));
    expect(summaryRows(groups)).toEqual([{ label: 'Subtotal (1 license)', cents: 2999 }]);
  });

  it('sends the server only which track under which license, and whether as an upgrade', () => {
    const upgrade = { ...cartLine(8, 3000), upgrade: { credit: 2999, ownedPlanIds: [2] } };
    expect(checkoutLines([cartLine(7, 2999), upgrade])).toEqual([
      { songId: 7, licenseId: 1 },
      { songId: 8, licenseId: 1, upgrade: true },
    ]);
  });

  it("shows an upgrade at the server's price and credit", () => {
    const item = { ...cartLine(8, 3000), upgrade: { credit: 2999, ownedPlanIds: [2] } };
    const answer = quote([[8, 'available', 2500]]);
    const [line] = answer.lines;
    if (!line) throw new Error('no line quoted');
    const groups = checkoutGroups([item], { ...answer, lines: [{ ...line, credit: 3499 }] });
    expect(groups.toBuy).toEqual([
      { ...item, price: 2500, totalPrice: 2500, upgrade: { credit: 3499, ownedPlanIds: [2] } },
    ]);
  });
});
