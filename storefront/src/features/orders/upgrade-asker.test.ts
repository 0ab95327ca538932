import { UPGRADE_QUERY_MAX_IDS, UpgradeQuerySchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { signedIn, testUser } from '../accounts/fixtures.ts';
import { upgradeAsker, upgradesPath } from './upgrade-asker.ts';

const askedIds = (path: string) =>
  UpgradeQuerySchema.parse(Object.fromEntries(new URL(path, 'https://store.test').searchParams)).songIds;

describe("a page's upgrades: who asks for them", () => {
  it('is the signed-in visitor who owns the track', () => {
    expect(upgradeAsker(7, signedIn([], [3, 7]))).toBe(testUser.id);
  });

  it('is nobody while the visitor is unknown or signed out, or does not own the track', () => {
    expect(upgradeAsker(7, { status: 'loading' })).toBeNull();
    expect(upgradeAsker(7, { status: 'signed-out' })).toBeNull();
    expect(upgradeAsker(7, signedIn([], [3]))).toBeNull();
  });

  it('is nobody for their own upload, which reads "Your Track" rather than "Purchased"', () => {
    expect(upgradeAsker(7, signedIn([7], [7]))).toBeNull();
  });
});

describe("a page's upgrades: the one ask for its rows", () => {
  it("names each track once, in a query the contract's schema reads back", () => {
    expect(upgradesPath([42])).toBe('/api/payments/orders/upgrades?songIds=42');
    expect(askedIds(upgradesPath([42]))).toEqual([42]);
    // A track shown twice on a page (featured and in a list) is asked about once.
    expect(upgradesPath([3, 7, 3])).toBe('/api/payments/orders/upgrades?songIds=3,7');
  });

  it('names no more tracks than one ask may', () => {
    const ids = Array.from({ length: UPGRADE_QUERY_MAX_IDS + 5 }, (_, index) => index + 1);
    expect(askedIds(upgradesPath(ids))).toEqual(ids.slice(0, UPGRADE_QUERY_MAX_IDS));
  });
});
