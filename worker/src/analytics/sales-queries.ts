/**
 * The sales figures of time slots, read from covering indexes: a sale counts at its completion
 * (`orders_sales`: completed_at, total), each refund at its own time (`order_refunds_sales`:
 * refunded_at, amount, whole), an order refunded in two parts in two periods. One statement reads
 * every slot of a period with correlated subqueries, each a range of an index: no scan of the
 * orders and no sort, at any size.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { licensePlans, orderItems, orders, songs } from '../db/schema.ts';

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
      (SELECT coalesce(sum(amount), 0) FROM order_refunds WHERE refunded_at >= b.s AND refunded_at < b.e) AS refunded,
      (SELECT count(*) FROM order_refunds WHERE refunded_at >= b.s AND refunded_at < b.e AND whole) AS refunds
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

/**
 * What was sold in a range and kept (refunded orders left out), by song and plan: one pass over
 * the range's orders and their lines' covering index (`order_items_sales`), which both rankings
 * are summed from (exposed for the benchmark's query plans).
 */
export function soldPairsQuery(db: Db, range: Range) {
  return db
    .select({
      songId: orderItems.songId,
      planId: orderItems.planId,
      sales: sql<number>`count(*)`,
      revenue: sql<number>`sum(${orderItems.price})`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(gte(orders.completedAt, range.start), lt(orders.completedAt, range.end), eq(orders.status, 'completed')))
    .groupBy(orderItems.songId, orderItems.planId);
}

interface Ranked {
  id: number;
  sales: number;
  revenue: number;
}

/** The `TOP` ids by revenue (then sales, then id, for a stable order). */
function rank(pairs: { songId: number; planId: number; sales: number; revenue: number }[], key: 'songId' | 'planId') {
  const totals = new Map<number, Ranked>();
  for (const pair of pairs) {
    const id = pair[key];
    const total = totals.get(id) ?? { id, sales: 0, revenue: 0 };
    total.sales += pair.sales;
    total.revenue += pair.revenue;
    totals.set(id, total);
  }
  return [...totals.values()].sort((a, b) => b.revenue - a.revenue || b.sales - a.sales || a.id - b.id).slice(0, TOP);
}

/**
 * The best-selling tracks and licenses of a range by revenue, named as they are called now (a
 * renamed track is found under its new name; receipts keep the old one).
 */
export async function topSellers(db: Db, range: Range) {
  const pairs = await soldPairsQuery(db, range);
  const tracks = rank(pairs, 'songId');
  const licenses = rank(pairs, 'planId');
  const [songNames, planNames] = await db.batch([
    db
      .select({ id: songs.id, name: songs.title })
      .from(songs)
      .where(
        inArray(
          songs.id,
          tracks.map((t) => t.id),
        ),
      ),
    db
      .select({ id: licensePlans.id, name: licensePlans.name })
      .from(licensePlans)
      .where(
        inArray(
          licensePlans.id,
          licenses.map((l) => l.id),
        ),
      ),
  ]);
  const nameOf = (names: { id: number; name: string }[], id: number) => names.find((n) => n.id === id)?.name ?? '';
  return {
    topTracks: tracks.map(({ id, sales, revenue }) => ({ songId: id, title: nameOf(songNames, id), sales, revenue })),
    topLicenses: licenses.map(({ id, sales, revenue }) => ({
      planId: id,
      name: nameOf(planNames, id),
      sales,
      revenue,
    })),
  };
}
