/**
 * The books of a race or fault test, balanced against PayPal: every capture PayPal took (the
 * stand-in's own record) must be exactly one recorded order of the store, and every recorded
 * order a capture. The counts go into the test's tally (paid captures, orders recorded, orders
 * lost, orders doubled) and the test fails on any loss or double.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems, orders } from '../../src/db/schema.ts';
import { paypal } from '../api/commerce-fixtures.ts';
import { db } from '../api/fixtures.ts';
import { tally } from './tally.ts';

export interface Books {
  paid: number;
  recorded: number;
  lost: number;
  doubled: number;
}

/** Balances the PayPal orders a test made against the store's orders, and counts them into the test's tally. */
export async function auditPayments(paypalOrderIds: readonly string[]): Promise<Books> {
  const books: Books = { paid: 0, recorded: 0, lost: 0, doubled: 0 };
  for (const id of new Set(paypalOrderIds)) {
    const taken = (await paypal.order(id)).captures.filter((capture) => capture.status !== 'DECLINED');
    const recorded = await db()
      .select({ id: orders.id, userId: orders.userId, captureId: orders.paypalCaptureId })
      .from(orders)
      .where(and(eq(orders.paypalOrderId, id), inArray(orders.status, ['completed', 'refunded'])));
    books.paid += taken.length;
    books.recorded += recorded.length;
    if (taken.length > recorded.length) books.lost += taken.length - recorded.length;
    if (recorded.length > taken.length || taken.length > 1)
      books.doubled += Math.max(recorded.length, taken.length) - 1;
    // Each recorded order is the capture PayPal took for it, not another one.
    for (const order of recorded)
      expect(
        taken.map((capture) => capture.id),
        `order ${order.id}`,
      ).toContain(order.captureId);
  }
  tally('paidCaptures', books.paid);
  tally('ordersRecorded', books.recorded);
  tally('ordersLost', books.lost);
  tally('ordersDoubled', books.doubled);
  return books;
}

/** No buyer was charged twice for one license: one completed order line per buyer and track. */
export async function expectNoLineBoughtTwice(): Promise<void> {
  const lines = await db()
    .select({ userId: orders.userId, songId: orderItems.songId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orders.status, ['completed', 'refunded']));
  const seen = new Set<string>();
  const twice = lines.map((line) => `${line.userId}/${line.songId}`).filter((key) => seen.size === seen.add(key).size);
  expect(twice, 'a buyer charged twice for one track').toEqual([]);
}
