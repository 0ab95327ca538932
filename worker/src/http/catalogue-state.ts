/**
 * What every public answer depends on besides its URL: the catalogue's version (a row that
 * triggers move on with every catalogue write, a bulk deal's included; migrations/0010, 0013) and
 * the next time the store changes with no write at all: a scheduled release, or the start or the
 * end of a bulk deal switched on (the track pages and the catalogue name the deal in force). The
 * page cache keys its copies by both (http/edge-cache.ts); the release cap keeps browsers' and
 * CDNs' copies no longer than until that time (http/release-cache.ts).
 *
 * Read in one query, and trusted by the isolate for `CATALOGUE_RECHECK_MS` (a second unless set):
 * reading it on every request would cost a cached page a round trip to D1, which is most of what
 * a cached answer costs and, at the edge, may be the database's whole distance away. The copy is
 * dropped sooner when the change it names arrives, so a scheduled track shows at its time, a
 * scheduled deal comes and an ended deal goes, and when this isolate answers a write, so whoever
 * changes the catalogue sees the change on their next request. Writes made elsewhere (another
 * isolate, the seed, a console) show within the recheck time.
 */
import { and, eq, gt, isNull, min, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { type Db, getDb } from '../db/client.ts';
import { catalogueVersion, discounts, songs } from '../db/schema.ts';
import type { Env } from '../env.ts';

export interface CatalogueState {
  version: number;
  /**
   * When the public store next changes by the clock alone (ms): the next scheduled song becomes
   * public, or a bulk deal switched on starts or ends. Null with none of them coming.
   */
  nextChange: number | null;
}

/** The state as one key: what copies made in it (pages, shared reads) are filed under. */
export const stateKey = (state: CatalogueState): string => `${state.version}-${state.nextChange ?? 'none'}`;

/** How long an isolate trusts the state it read when `CATALOGUE_RECHECK_MS` is not set. */
export const DEFAULT_RECHECK_MS = 1000;

let known: (CatalogueState & { readAt: number }) | null = null;

/** `CATALOGUE_RECHECK_MS` as a number of milliseconds (0 reads the state on every request). */
function recheckMs(env: Pick<Env, 'CATALOGUE_RECHECK_MS'>): number {
  const value = Number(env.CATALOGUE_RECHECK_MS);
  return env.CATALOGUE_RECHECK_MS !== undefined && Number.isFinite(value) && value >= 0 ? value : DEFAULT_RECHECK_MS;
}

const stillTrusted = (state: typeof known, now: number, recheck: number): state is NonNullable<typeof known> =>
  state !== null &&
  now - state.readAt < recheck &&
  now >= state.readAt &&
  (state.nextChange === null || state.nextChange > now);

/** The earliest of times that may be missing; null when all are. */
function earliest(...times: (number | null | undefined)[]): number | null {
  const present = times.filter((time): time is number => time != null);
  return present.length === 0 ? null : Math.min(...present);
}

/**
 * The query of the state at `now`: the version, the next release, and the next end and start of a
 * bulk deal switched on, in one round trip. Each time is one seek of a partial index
 * (songs_live_publish; discounts_bulk_live, migration 0023; discounts_bulk_starts, 0024), however
 * many codes the store has made. A deal not started yet names its start, which comes before its
 * end, so its end needs no exception.
 */
export function stateQuery(db: Db, now: number) {
  const nextRelease = db
    .select({ at: min(songs.publishAt) })
    .from(songs)
    .where(and(isNull(songs.deletedAt), gt(songs.publishAt, now)));
  const bulkLive = and(eq(discounts.kind, 'bulk'), eq(discounts.active, true));
  const nextDealEnd = db
    .select({ at: min(discounts.endsAt) })
    .from(discounts)
    .where(and(bulkLive, gt(discounts.endsAt, now)));
  const nextDealStart = db
    .select({ at: min(discounts.startsAt) })
    .from(discounts)
    .where(and(bulkLive, gt(discounts.startsAt, now)));
  return db
    .select({
      version: catalogueVersion.version,
      nextRelease: sql<number | null>`(${nextRelease})`,
      nextDealEnd: sql<number | null>`(${nextDealEnd})`,
      nextDealStart: sql<number | null>`(${nextDealStart})`,
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
}

/** The catalogue's state at `now`: the isolate's copy while it is trusted, else read from D1. */
export async function catalogueState(
  env: Pick<Env, 'DB' | 'CATALOGUE_RECHECK_MS'>,
  now: number,
): Promise<CatalogueState> {
  if (stillTrusted(known, now, recheckMs(env))) return known;
  const [row] = await stateQuery(getDb(env.DB), now);
  known = {
    version: row?.version ?? 0,
    nextChange: earliest(row?.nextRelease, row?.nextDealEnd, row?.nextDealStart),
    readAt: now,
  };
  return known;
}

/** Methods that never write; after any other request the isolate reads the state again. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The Worker's middleware: once this isolate has answered a request that may have written (a
 * publish, an edit, a sale), its copy of the state is dropped, so the writer's next page is new.
 */
export const forgetStateAfterWrites = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    known = null;
  }
});
