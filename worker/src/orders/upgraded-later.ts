/**
 * Which tracks of paid orders the same buyer upgraded later (a later paid order's line with a
 * credit for the track), for the owner's orders list: refunding such an order gives its money
 * back, yet the upgrade keeps the credit it counted, so the refund dialog warns about it.
 */
import type { AdminOrder } from '@beats/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';

type UpgradedLater = AdminOrder['upgradedLater'][number];

/**
 * The upgrades after the orders `orderIds` (at most 100: D1's bound parameters), read by indexes
 * (scripts/bench/analytics.ts prints the plan): each order by its id, its lines
 * (order_items_order), the upgrade lines of each line's track (order_items_upgrades: only lines
 * with a credit, few, where order_items_song would read every sale of the track), and their order
 * by its id, kept when the same buyer paid it after this one. Orders never paid have no
 * `completed_at`, so they match nothing.
 */
export function upgradedLaterQuery(db: Db, orderIds: readonly string[]) {
  const earlierLine = alias(orderItems, 'earlier_line');
  const earlier = alias(orders, 'earlier');
  const upgrade = alias(orders, 'upgrade');
  return (
    db
      .select({
        orderId: earlierLine.orderId,
        songId: earlierLine.songId,
        songTitle: earlierLine.songTitle,
        planName: orderItems.planName,
        credit: orderItems.credit,
      })
      .from(earlierLine)
      .innerJoin(earlier, eq(earlier.id, earlierLine.orderId))
      // CROSS JOIN keeps this order of the loops whatever the planner's statistics say (with some,
      // it walked every paid order of the store after this one, by orders_completed).
      .crossJoin(orderItems)
      .crossJoin(upgrade)
      .where(
        and(
          inArray(earlierLine.orderId, [...orderIds]),
          eq(orderItems.songId, earlierLine.songId),
          // `credit > 0` as order_items_upgrades is written, so that index can answer it.
          sql`${orderItems.credit} > 0`,
          eq(upgrade.id, orderItems.orderId),
          eq(upgrade.userId, earlier.userId),
          gt(upgrade.completedAt, earlier.completedAt),
          eq(upgrade.status, 'completed'),
        ),
      )
      .orderBy(asc(upgrade.completedAt), asc(upgrade.id))
  );
}

/** The upgrades after each of the orders, by order id (an order upgraded by none is not in it). */
export async function upgradedLater(db: Db, orderIds: readonly string[]): Promise<Map<string, UpgradedLater[]>> {
  const byOrder = new Map<string, UpgradedLater[]>();
  if (orderIds.length === 0) return byOrder;
  for (const { orderId, ...upgrade } of await upgradedLaterQuery(db, orderIds)) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), upgrade]);
  }
  return byOrder;
}
