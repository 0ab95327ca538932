/**
 * The bulk deals in force: what checkout applies by itself, and what the storefront tells buyers
 * of (GET /api/discounts/deals, and the track pages and catalogue, drawn on the server). Codes are
 * never among them.
 */
import { type BulkDeal, type Deal, discountLabel } from '@beats/contract';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { sharedRead } from '../catalogue/shared-reads.ts';
import { type Db, getDb } from '../db/client.ts';
import { discounts } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { bulkDealOf } from './discount-queries.ts';

/** The bulk deals switched on, started at `now` (a scheduled sale waits for its start), and `ending`. */
const bulkDeals = (db: Db, now: number, ending: SQL | undefined) =>
  db
    .select({ buy: discounts.buy, free: discounts.free, endsAt: discounts.endsAt })
    .from(discounts)
    .where(
      and(
        eq(discounts.kind, 'bulk'),
        eq(discounts.active, true),
        or(isNull(discounts.startsAt), lte(discounts.startsAt, now)),
        ending,
      ),
    );

/**
 * The bulk deals in force at `now`, as rows: those ending later, then those with no end. Two seeks
 * of discounts_bulk_live (migration 0023), where `ends_at IS NULL OR ends_at > now` would scan it:
 * deals that ended but were never switched off are not read.
 */
export const dealsInForce = (db: Db, now: number) =>
  bulkDeals(db, now, gt(discounts.endsAt, now)).unionAll(bulkDeals(db, now, isNull(discounts.endsAt)));

/**
 * The bulk deals in force, as the storefront tells buyers of them: the one that frees the largest
 * share of a cart first.
 */
export async function publicDeals(db: Db, now = Date.now()): Promise<Deal[]> {
  const share = (deal: BulkDeal) => deal.free / (deal.buy + deal.free);
  return (await dealsInForce(db, now))
    .map((row) => ({ deal: bulkDealOf(row), endsAt: row.endsAt }))
    .sort((a, b) => share(b.deal) - share(a.deal) || a.deal.buy - b.deal.buy)
    .map(({ deal, endsAt }) => ({
      label: discountLabel(deal),
      buy: deal.buy,
      free: deal.free,
      endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    }));
}

/**
 * The deals as every page shares them (`sharedRead`): one read per isolate while the catalogue's
 * state stands. A deal's change moves the catalogue's version (migrations/0013) and its start and
 * end are in the state (http/catalogue-state.ts), so the copy never outlives any of them.
 */
export const sharedDeals = (env: Pick<Env, 'DB' | 'CATALOGUE_RECHECK_MS'>): Promise<Deal[]> =>
  sharedRead(env, 'deals', () => publicDeals(getDb(env.DB)));
