import { UPGRADE_QUERY_MAX_IDS, UpgradeQuerySchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { signedIn, testUser } from '../accounts/fixtures.ts';
import { upgradeAsker, upgradesPaths } from './upgrade-asker.ts';

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

describe("a page's upgrades: the asks for its rows", () => {
  it("names each track once, in a query the contract's schema reads back", () => {
    expect(upgradesPaths([42])).toEqual(['/api/payments/orders/upgrades?songIds=42']);
    expect(upgradesPaths([42]).map(askedIds)).toEqual([[42]]);
    // A track shown twice on a page (featured and in a list) is asked about once.
    expect(upgradesPaths([3, 7, 3])).toEqual(['/api/payments/orders/upgrades?songIds=3,7']);
    expect(upgradesPaths([])).toEqual([]);
  });

  it('splits more tracks than one ask may name into asks the API takes, each track in one of them', () => {
    const ids = Array.from({ length: 2 * UPGRADE_QUERY_MAX_IDS + 5 }, (_, index) => index + 1);
    // Duplicates do not count towards the limit: they are dropped before splitting.
    const paths = upgradesPaths([...ids, ...ids.slice(0, 10)]);
    expect(paths).toHaveLength(3);
    const asked = paths.map(askedIds);
    expect(asked.map((named) => named.length)).toEqual([UPGRADE_QUERY_MAX_IDS, UPGRADE_QUERY_MAX_IDS, 5]);
    expect(asked.flat()).toEqual(ids);
  });
});
