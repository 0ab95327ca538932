/**
 * An order's states and the only ways between them, each one guarded write:
 *
 *   pending ──complete──> completed ──refund──> refunded
 *      ├──────refund────────────────────────────^   (a capture refunded before it was recorded)
 *      └──expire──> expired                         (cancelled, refused at capture, never paid)
 *
 * Completion is one D1 batch guarded by `status = 'pending'`: the order, the sale of its
 * exclusive tracks and the end of their holds. Whoever records a capture first (the return from
 * PayPal, the webhook, the reconciliation, racing each other) records it; the others change
 * nothing and learn that the order is already complete. Ownership needs no write of its own:
 * a user owns the tracks of their completed orders.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exclusiveHolds, orderItems, orderRefunds, orders, songs } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByPayPalId(db: Db, paypalOrderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId));
  return row ?? null;
}

export async function findOrderByCaptureId(db: Db, captureId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.paypalCaptureId, captureId));
  return row ?? null;
}

export interface RecordedCapture {
  captureId: string;
  payerEmail: string | null;
  payerId: string | null;
}

/**
 * Records a verified capture: the order completes, its exclusive tracks are sold to it and their
 * holds end, in one batch. True when this call completed it; false when it was not pending
 * (already recorded by someone else, or expired).
 */
export async function completeOrder(
  db: Db,
  orderId: string,
  capture: RecordedCapture,
  now = Date.now(),
): Promise<boolean> {
  const exclusives = db
    .select({ songId: orderItems.songId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.exclusive, true)));
  const [completed] = await db.batch([
    db
      .update(orders)
      .set({
        status: 'completed',
        completedAt: now,
        paypalCaptureId: capture.captureId,
        payerEmail: capture.payerEmail,
        payerId: capture.payerId,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id }),
    // Only after the guarded update above took effect, in this same transaction.
    db
      .update(songs)
      .set({ exclusiveSoldAt: now, exclusiveOrderId: orderId })
      .where(
        and(
          inArray(songs.id, exclusives),
          isNull(songs.exclusiveSoldAt),
          sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = 'completed')`,
        ),
      ),
    db.delete(exclusiveHolds).where(eq(exclusiveHolds.orderId, orderId)),
  ]);
  return completed.length > 0;
}

/**
 * Notes that the store is asking PayPal to capture a pending order (the first time counts): from
 * now on its lines may be paid, and are not sold to its buyer again until it is settled.
 */
export async function markCaptureRequested(db: Db, orderId: string, now = Date.now()): Promise<void> {
  await db
    .update(orders)
    .set({ captureRequestedAt: sql`coalesce(${orders.captureRequestedAt}, ${now})` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** Ends a pending order that will not be paid (cancelled, refused at capture, abandoned); true when it was pending. */
export async function expireOrder(db: Db, orderId: string, now = Date.now()): Promise<boolean> {
  const [expired] = await db.batch([
    db
      .update(orders)
      .set({ status: 'expired', expiredAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id }),
    db.delete(exclusiveHolds).where(eq(exclusiveHolds.orderId, orderId)),
  ]);
  return expired.length > 0;
}

/**
 * A refund counted on an order: what it gave back, whether the whole payment is back with it, and
 * whether the order had given licenses by then (false for a capture refunded before the store
 * recorded it: the buyer never had them).
 */
export interface AddedRefund {
  amount: number;
  whole: boolean;
  licensed: boolean;
}

/**
 * PayPal refunded (or reversed) the order's capture, `refunded` cents of it so far. `refunded` is
 * PayPal's running total, so a repeated or late event never counts a refund twice; what it adds
 * is kept as a refund of its own (`order_refunds`), which analytics subtract at its time.
 * - The whole payment back: the order is refunded (its downloads stop) and an exclusive it sold
 *   goes back on sale. A capture refunded before the store recorded it counts as completed and
 *   refunded at the same moment, so sales and refunds still add up.
 * - Part of it (a goodwill refund on PayPal's site): the buyer keeps the licenses; the order keeps
 *   its status and says what was given back.
 * Returns the refund this call counted (the buyer is told of it), or null when it counted none: a
 * repeated event, a total already known, an order that cannot be refunded.
 */
export async function refundOrder(
  db: Db,
  orderId: string,
  refund: { refunded: number; captureId: string | null },
  now = Date.now(),
): Promise<AddedRefund | null> {
  const refundTotal = sql`min(${orders.total}, max(${orders.refundTotal}, ${refund.refunded}))`;
  const whole = sql`${refundTotal} >= ${orders.total}`;
  // What PayPal's total says was given back, at most the order's total.
  const given = sql`min(${orders.total}, ${refund.refunded})`;
  const refundable = and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'completed', 'refunded']));
  // Read after the order's own update in the same batch (D1 runs a batch's statements in order).
  const refundedWhole = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = 'refunded')`;
  const [before, added] = await db.batch([
    // The order as it stood before this refund (a batch runs as one transaction, in order).
    db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)),
    // This refund's own row, only when the total grew: what it adds, read before the update below.
    // (An insert from a select names every column: the id is left for SQLite to number.)
    db
      .insert(orderRefunds)
      .select((qb) =>
        qb
          .select({
            id: sql<number>`NULL`.as('id'),
            orderId: orders.id,
            amount: sql<number>`${given} - ${orders.refundTotal}`.as('amount'),
            whole: sql<boolean>`${given} >= ${orders.total}`.as('whole'),
            refundedAt: sql<number>`${now}`.as('refunded_at'),
          })
          .from(orders)
          .where(and(refundable, sql`${given} > ${orders.refundTotal}`)),
      )
      .returning({ amount: orderRefunds.amount, whole: orderRefunds.whole }),
    db
      .update(orders)
      .set({
        status: sql`CASE WHEN ${whole} THEN 'refunded' ELSE ${orders.status} END`,
        refundedAt: sql`coalesce(${orders.refundedAt}, ${now})`,
        completedAt: sql`CASE WHEN ${whole} THEN coalesce(${orders.completedAt}, ${now}) ELSE ${orders.completedAt} END`,
        paypalCaptureId: sql`coalesce(${orders.paypalCaptureId}, ${refund.captureId})`,
        refundTotal,
      })
      .where(refundable),
    db
      .update(songs)
      .set({ exclusiveSoldAt: null, exclusiveOrderId: null })
      .where(and(eq(songs.exclusiveOrderId, orderId), refundedWhole)),
    db.delete(exclusiveHolds).where(and(eq(exclusiveHolds.orderId, orderId), refundedWhole)),
  ]);
  const row = added[0];
  return row ? { ...row, licensed: before[0]?.status !== 'pending' } : null;
}
