import type { Deal } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { dealOffer, dealsHeadline } from './deal-offer.ts';

const buy2get1: Deal = { label: 'Buy 2, get 1 free', buy: 2, free: 1, endsAt: null };
const buy3get2: Deal = { label: 'Buy 3, get 2 free', buy: 3, free: 2, endsAt: null };
const progress = (deals: Deal[], prices: number[]) => dealOffer(deals, prices)?.progress;

describe('dealOffer', () => {
  it('names the deal, what it takes off, and how far the cart is from its next free lease', () => {
    expect(dealOffer([buy2get1], [])).toEqual({
      headline: 'Buy 2, get 1 free on leases',
      progress: 'Add 3 leases to get 1 free.',
      saved: null,
    });
    expect(progress([buy2get1], [2999])).toBe('Add 2 more leases to get 1 free.');
    expect(progress([buy2get1], [2999, 4999])).toBe('Add 1 more lease to get 1 free.');
    expect(dealOffer([buy2get1], [2999, 4999, 3999])).toEqual({
      headline: 'Buy 2, get 1 free on leases',
      progress: '1 of your leases is free at checkout.',
      saved: { kind: 'bulk', label: 'Buy 2, get 1 free', amount: 2999 },
    });
    expect(progress([buy2get1], [1, 2, 3, 4])).toBe(
      '1 of your leases is free at checkout. Add 2 more leases to get 1 more free.',
    );
    expect(progress([buy2get1], [1, 2, 3, 4, 5, 6])).toBe('2 of your leases are free at checkout.');
  });

  it('speaks of the deal checkout applies to this cart, or else of the one nearest to a free lease', () => {
    // Four leases: Buy 2, get 1 frees one now; Buy 3, get 2 frees nothing yet.
    const four = dealOffer([buy3get2, buy2get1], [1000, 2000, 3000, 4000]);
    expect(four?.headline).toBe('Buy 2, get 1 free on leases');
    expect(four?.saved).toEqual({ kind: 'bulk', label: 'Buy 2, get 1 free', amount: 1000 });
    // Five: Buy 3, get 2 frees the two cheapest, more than Buy 2, get 1's one.
    expect(dealOffer([buy3get2, buy2get1], [1000, 2000, 3000, 4000, 5000])?.saved?.label).toBe('Buy 3, get 2 free');
    // One lease: Buy 2, get 1 needs two more, Buy 3, get 2 four more.
    expect(dealOffer([buy3get2, buy2get1], [1000])?.progress).toBe('Add 2 more leases to get 1 free.');
  });

  it('offers only deals still in force', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const ended: Deal = { label: 'Buy 1, get 1 free', buy: 1, free: 1, endsAt: '2026-11-25T11:59:59Z' };
    expect(dealOffer([ended, buy2get1], [1, 2], now)?.headline).toBe('Buy 2, get 1 free on leases');
    expect(dealOffer([ended], [1, 2], now)).toBeNull();
    expect(dealOffer([], [1, 2], now)).toBeNull();
    expect(dealsHeadline([ended, buy2get1, buy3get2], now)).toBe('Buy 2, get 1 free or Buy 3, get 2 free on leases');
    expect(dealsHeadline([ended], now)).toBeNull();
  });
});
