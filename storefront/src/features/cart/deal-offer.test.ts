import type { Deal } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { dealOffer } from './deal-offer.ts';

const buy2get1: Deal = { label: 'Buy 2, get 1 free', buy: 2, free: 1, endsAt: null };

describe('dealOffer', () => {
  it('names the deal, and how far the cart is from its next free lease', () => {
    expect(dealOffer([buy2get1], 0)).toEqual({ headline: 'Buy 2, get 1 free on leases', progress: null });
    expect(dealOffer([buy2get1], 1)?.progress).toBe('Add 2 more leases to get 1 free.');
    expect(dealOffer([buy2get1], 2)?.progress).toBe('Add 1 more lease to get 1 free.');
    expect(dealOffer([buy2get1], 3)?.progress).toBe('1 of your leases is free at checkout.');
    expect(dealOffer([buy2get1], 4)?.progress).toBe(
      '1 of your leases is free at checkout. Add 2 more leases to get 1 free.',
    );
    expect(dealOffer([buy2get1], 6)?.progress).toBe('2 of your leases are free at checkout.');
  });

  it('offers the first deal still in force, and none when every one has ended', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const ended: Deal = { label: 'Buy 1, get 1 free', buy: 1, free: 1, endsAt: '2026-11-25T11:59:59Z' };
    expect(dealOffer([ended, buy2get1], 2, now)?.headline).toBe('Buy 2, get 1 free on leases');
    expect(dealOffer([ended], 2, now)).toBeNull();
    expect(dealOffer([], 2, now)).toBeNull();
  });
});
