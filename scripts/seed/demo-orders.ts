import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../worker/src/db/client.ts';
import { licensePlans, orders, songs } from '../../worker/src/db/schema.ts';
import { completeOrder } from '../../worker/src/orders/order-state.ts';
import { type Buyer, placePendingOrder } from '../../worker/src/orders/place-order.ts';
import { quoteLines } from '../../worker/src/orders/quote-lines.ts';

/**
 * A completed order for the demo customer, so the order history shows real downloads and license
 * agreements from the start: the two newest tracks under the second and third plans, priced and
 * placed by the checkout's own code and recorded as paid by the same code a PayPal capture goes
 * through. Skipped when the customer already has an order (or the store is not set up yet).
 */
export async function seedDemoOrder(db: Db, customer: Buyer, now = Date.now()): Promise<boolean> {
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.id)).limit(1);
  if (existing) return false;
  const newest = await db
    .select({ id: songs.id })
    .from(songs)
    .where(and(isNull(songs.deletedAt), lte(songs.publishAt, now)))
    .orderBy(desc(songs.publishAt))
    .limit(2);
  const plans = await db
    .select({ id: licensePlans.id })
    .from(licensePlans)
    .where(and(isNull(licensePlans.deletedAt), eq(licensePlans.exclusive, false)))
    .orderBy(asc(licensePlans.position));
  const picks = newest.map((song, i) => ({ songId: song.id, licenseId: plans[i + 1]?.id ?? plans[0]?.id ?? 0 }));
  if (picks.length === 0 || plans.length === 0) return false;

  const lines = await quoteLines(db, customer.id, picks, now);
  if (lines.some((line) => line.status !== 'available')) return false;
  const { orderId } = await placePendingOrder(db, customer, lines, now);
  return completeOrder(
    db,
    orderId,
    { captureId: `DEMO${orderId.slice(4).toUpperCase()}`, payerEmail: customer.email, payerId: 'DEMOPAYER' },
    now,
  );
}
