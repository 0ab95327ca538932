/**
 * The sales figures of time slots, read from the orders' covering indexes: a sale counts at its
 * completion (`orders_sales`: completed_at, total), a refund at its time (`orders_refunds`:
 * refunded_at, refund_total, total). One statement reads every slot of a period with correlated
 * subqueries, each a range of an index: no scan of the orders and no sort, at any size.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';

export interface Range {
  start: number;
  end: number;
}

export interface SlotFigures {
  /** Cents: sales less refunds. */
  revenue: number;
  /** Sales less fully refunded orders. */
  purchases: number;
}

/**
 * The statement reading the figures of each range (exposed for the benchmark's query plans).
 * The bounds are whole numbers the server computed, written into the statement as literals: a
 * year of days would pass D1's limit of 100 bound parameters.
 */
export function slotFiguresQuery(ranges: readonly Range[]) {
  const rows = ranges.map((r, i) => `(${i}, ${Math.trunc(r.start)}, ${Math.trunc(r.end)})`).join(', ');
  return sql`WITH b(i, s, e) AS (VALUES ${sql.raw(rows)})
    SELECT b.i AS i,
      (SELECT coalesce(sum(total), 0) FROM orders WHERE completed_at >= b.s AND completed_at < b.e) AS sold,
      (SELECT count(*) FROM orders WHERE completed_at >= b.s AND completed_at < b.e) AS sales,
      (SELECT coalesce(sum(refund_total), 0) FROM orders WHERE refunded_at >= b.s AND refunded_at < b.e) AS refunded,
      (SELECT count(*) FROM orders WHERE refunded_at >= b.s AND refunded_at < b.e AND refund_total >= total) AS refunds
    FROM b`;
}

/** The figures of each range, in the ranges' order. */
export async function slotFigures(db: Db, ranges: readonly Range[]): Promise<SlotFigures[]> {
  if (ranges.length === 0) return [];
  const rows = await db.all<{ i: number; sold: number; sales: number; refunded: number; refunds: number }>(
    slotFiguresQuery(ranges),
  );
  const figures: SlotFigures[] = ranges.map(() => ({ revenue: 0, purchases: 0 }));
  for (const row of rows) {
    figures[row.i] = { revenue: row.sold - row.refunded, purchases: row.sales - row.refunds };
  }
  return figures;
}

/** How many best sellers the page shows. */
const TOP = 5;

/** Order lines of sales completed in a range that were kept (refunded orders left out). */
const keptLines = (range: Range) =>
  and(gte(orders.completedAt, range.start), lt(orders.completedAt, range.end), eq(orders.status, 'completed'));

/** The best-selling tracks and licenses of a range by revenue (exposed for the benchmark's query plans). */
export function topSellersQueries(db: Db, range: Range) {
  const revenue = sql<number>`sum(${orderItems.price})`;
  return {
    tracks: db
      .select({
        songId: orderItems.songId,
        title: sql<string>`max(${orderItems.songTitle})`,
        sales: sql<number>`count(*)`,
        revenue,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(keptLines(range))
      .groupBy(orderItems.songId)
      .orderBy(desc(revenue))
      .limit(TOP),
    licenses: db
      .select({
        planId: orderItems.planId,
        name: sql<string>`max(${orderItems.planName})`,
        sales: sql<number>`count(*)`,
        revenue,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(keptLines(range))
      .groupBy(orderItems.planId)
      .orderBy(desc(revenue))
      .limit(TOP),
  };
}

export async function topSellers(db: Db, range: Range) {
  const { tracks, licenses } = topSellersQueries(db, range);
  const [topTracks, topLicenses] = await db.batch([tracks, licenses]);
  return { topTracks, topLicenses };
}
