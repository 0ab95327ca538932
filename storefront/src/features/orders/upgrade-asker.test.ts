import { TrackUpgradesSchema, UPGRADE_QUERY_MAX_IDS, UpgradeQuerySchema } from '@beats/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, testUser } from '../accounts/fixtures.ts';
import { askUpgrades, upgradeAsker, upgradesPaths } from './upgrade-asker.ts';

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

describe("a page's upgrades: what the asks answer", () => {
  const asked: string[] = [];

  /** The API as it answers (worker/src/routes/payments.ts): 400 past the contract's limit, else the buyer's upgrades. */
  function storeApi(owned: Map<number, number>, failing: ReadonlySet<number> = new Set()) {
    return async (input: string | URL | Request): Promise<Response> => {
      const url = new URL(String(input), 'https://store.test');
      asked.push(url.search);
      const query = UpgradeQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return Response.json({ message: 'Validation failed', errors: {} }, { status: 400 });
      if (query.data.songIds.some((id) => failing.has(id))) return Response.json({ message: 'Down' }, { status: 503 });
      const upgrades = query.data.songIds.flatMap((songId) => {
        const credit = owned.get(songId);
        return credit === undefined ? [] : [{ songId, credit, ownedPlanIds: [1] }];
      });
      return Response.json(TrackUpgradesSchema.encode({ upgrades }));
    };
  }

  beforeEach(() => {
    asked.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for every owned track of a page with more than one ask may name, and merges the answers', async () => {
    const ids = Array.from({ length: UPGRADE_QUERY_MAX_IDS + 12 }, (_, index) => index + 1);
    // The buyer can upgrade every third track, on both sides of the split.
    const owned = new Map(ids.filter((id) => id % 3 === 0).map((id) => [id, 2999]));
    vi.stubGlobal('fetch', vi.fn(storeApi(owned)));

    const upgrades = await askUpgrades([...ids, 3, 63]);

    expect(asked).toHaveLength(2);
    expect([...upgrades.keys()].sort((a, b) => a - b)).toEqual([...owned.keys()]);
    expect(upgrades.get(63)).toEqual({ credit: 2999, ownedPlanIds: [1] });
  });

  it('keeps the upgrades of the asks that were answered when one fails', async () => {
    const ids = Array.from({ length: UPGRADE_QUERY_MAX_IDS + 1 }, (_, index) => index + 1);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        storeApi(
          new Map([
            [1, 2999],
            [UPGRADE_QUERY_MAX_IDS + 1, 4999],
          ]),
          new Set([1]),
        ),
      ),
    );

    const upgrades = await askUpgrades(ids);

    expect(asked).toHaveLength(2);
    expect([...upgrades.entries()]).toEqual([[UPGRADE_QUERY_MAX_IDS + 1, { credit: 4999, ownedPlanIds: [1] }]]);
  });
});
