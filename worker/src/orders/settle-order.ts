/**
 * Turning an approved PayPal payment into a recorded order, exactly once. The return from
 * PayPal, the older clients' POST /api/payments/orders, the webhook and the reconciliation all
 * end here, in any order and at the same time:
 *
 *   1. the lines are checked again (the exclusive holds claimed, nothing sold or bought since);
 *      a buyer who can no longer get what they chose is not charged;
 *   2. the capture, with a PayPal-Request-Id derived from our order: a retry gets the first
 *      answer, never a second charge;
 *   3. the capture must be COMPLETED for exactly the order's amount and currency;
 *   4. the order is completed in one guarded batch (order-state.ts).
 *
 * If recording fails after PayPal captured, the order stays pending with its exclusive tracks
 * held: the webhook and the reconciliation record it later. Nothing paid is lost.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { ALERTS, type StoreAlert } from '../alerts/store-alerts.ts';
import type { Db } from '../db/client.ts';
import { orderItems, songs } from '../db/schema.ts';
import { PayPalError, type PayPalOrder, type PayPalOrders } from '../payments/paypal-orders.ts';
import { claimHoldForCapture } from './exclusive-holds.ts';
import {
  type AddedRefund,
  completeOrder,
  expireOrder,
  findOrder,
  markCaptureRequested,
  type OrderRow,
} from './order-state.ts';
import { ownedLicenses, payingSongIds } from './quote-lines.ts';
import { refundOrderAndTell } from './refund-and-tell.ts';

export interface OrderDeps {
  db: Db;
  paypal: PayPalOrders;
  /** Called once, by whoever completed the order: sends its receipt. */
  onCompleted: (orderId: string) => Promise<void>;
  /** Called once per refund the store counts, by whoever counted it: tells the buyer. */
  onRefunded: (orderId: string, refund: AddedRefund) => Promise<void>;
  /** Tells the store owner (alerts/store-alerts.ts): a capture not recorded, or not matching its order. */
  alert: (alert: StoreAlert) => Promise<void>;
}

/**
 * How settling ended: `completed` (recorded now or before), `pending` (PayPal is still checking
 * the payment), `expired` (not charged: cancelled, or what was chosen is gone), `declined`
 * (PayPal refused the capture: nothing was taken, and the order ended), `capture-failed` (no
 * clear answer from PayPal, or a capture that does not match the order: the order stays pending,
 * since money may have moved), `unsaved` (captured, but the store could not record it yet).
 */
/**
 * How settling ended. `taken`: a line was no longer free to sell (bought by the buyer in another
 * order, sold, its hold taken by another checkout), so nothing was captured and the order expired.
 */
export type Settlement = 'completed' | 'pending' | 'expired' | 'taken' | 'declined' | 'capture-failed' | 'unsaved';

/**
 * Whether the order's lines can still be captured: every exclusive line's hold claimed for it,
 * no track sold meanwhile, none bought by the buyer in another order (an upgrade only while what
 * the buyer holds of the track is what it was priced against: same credit, plan not bought since),
 * none in another payment of theirs that PayPal has not settled yet (asked for before this one).
 */
async function linesStillFree(db: Db, order: OrderRow, now: number): Promise<boolean> {
  const items = await db
    .select({
      songId: orderItems.songId,
      planId: orderItems.planId,
      exclusive: orderItems.exclusive,
      credit: orderItems.credit,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const songIds = items.map((item) => item.songId);
  if (songIds.length === 0) return false;
  for (const item of items.filter((line) => line.exclusive)) {
    if (!(await claimHoldForCapture(db, { songId: item.songId, orderId: order.id, userId: order.userId }, now))) {
      return false;
    }
  }
  const [sold] = await db
    .select({ id: songs.id })
    .from(songs)
    .innerJoin(orderItems, eq(orderItems.songId, songs.id))
    .where(
      and(eq(orderItems.orderId, order.id), isNotNull(songs.exclusiveOrderId), ne(songs.exclusiveOrderId, order.id)),
    )
    .limit(1);
  if (sold) return false;
  if ((await payingSongIds(db, order.userId, songIds, order.id)).size > 0) return false;
  const owned = await ownedLicenses(db, order.userId, songIds);
  return items.every((item) => {
    const held = owned.get(item.songId);
    // Priced against what the buyer held then: nothing (credit 0), or the same credit. A track
    // bought meanwhile changes the credit (or, bought free, leaves 0: the full price, as quoted).
    if (!held) return item.credit === 0;
    return held.credit === item.credit && !held.planIds.has(item.planId) && !held.exclusive;
  });
}

async function readOrder(paypal: PayPalOrders, paypalOrderId: string): Promise<PayPalOrder | null> {
  try {
    return await paypal.get(paypalOrderId);
  } catch (error) {
    console.warn('Could not read a PayPal order', paypalOrderId, String(error));
    return null;
  }
}

/** What an order that was not pending any more (someone else got there first) has become. */
async function settledMeanwhile(db: Db, orderId: string): Promise<Settlement> {
  const now = await findOrder(db, orderId);
  return now?.status === 'completed' || now?.status === 'refunded' ? 'completed' : 'expired';
}

/**
 * Records a captured PayPal order: its capture must be COMPLETED for exactly the stored amount
 * and currency. `state` is PayPal's answer (to the capture, or a read of the order).
 */
export async function recordCapture(
  deps: OrderDeps,
  order: OrderRow,
  state: PayPalOrder,
  now = Date.now(),
): Promise<Settlement> {
  const capture = state.capture;
  if (state.status !== 'COMPLETED' || !capture) return 'capture-failed';
  if (capture.status === 'PENDING') return 'pending';
  if (capture.status === 'REFUNDED') {
    await refundOrderAndTell(deps, order.id, { refunded: order.total, captureId: capture.id }, now);
    return settledMeanwhile(deps.db, order.id);
  }
  // Partly refunded before the store recorded it: the payment was taken and the rest kept, so the
  // order completes (PayPal's refund event counts the part given back).
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
    // DECLINED or FAILED: nothing was taken.
    await expireOrder(deps.db, order.id, now);
    return 'declined';
  }
  if (capture.amount !== order.total || capture.currency !== order.currency) {
    await deps.alert(ALERTS.captureMismatch(order, capture));
    return 'capture-failed';
  }
  let completed: boolean;
  try {
    completed = await completeOrder(
      deps.db,
      order.id,
      { captureId: capture.id, payerEmail: state.payerEmail, payerId: state.payerId },
      now,
    );
  } catch (error) {
    console.error('PayPal captured an order the store could not record yet', order.id, capture.id, error);
    await deps.alert(ALERTS.captureUnrecorded(order, capture.id));
    return 'unsaved';
  }
  if (!completed) return settledMeanwhile(deps.db, order.id);
  await deps.onCompleted(order.id).catch((error: unknown) => console.error('Receipt not sent', order.id, error));
  return 'completed';
}

/**
 * Captures and records a pending order whose buyer approved the payment (the return from PayPal,
 * the reconciliation of an approved order). `known` is PayPal's state of the order when the
 * caller has already read it.
 */
export async function settleOrder(
  deps: OrderDeps,
  order: OrderRow,
  known?: PayPalOrder,
  now = Date.now(),
): Promise<Settlement> {
  if (order.status === 'completed' || order.status === 'refunded') return 'completed';
  if (order.status === 'expired' || !order.paypalOrderId) return 'expired';
  if (known?.status === 'COMPLETED') return recordCapture(deps, order, known, now);

  // Noted first: of two payments of the buyer's for the same tracks, the first asked for goes ahead.
  await markCaptureRequested(deps.db, order.id, now);
  if (!(await linesStillFree(deps.db, order, now))) {
    // A retry after a capture whose recording failed finds the lines taken by that very
    // capture's order only if something else went wrong: PayPal says whether money moved.
    const state = known ?? (await readOrder(deps.paypal, order.paypalOrderId));
    if (state?.status === 'COMPLETED') return recordCapture(deps, order, state, now);
    await expireOrder(deps.db, order.id, now);
    return 'taken';
  }

  let state: PayPalOrder;
  try {
    state = await deps.paypal.capture(order.paypalOrderId, order.id);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED') {
      const read = await readOrder(deps.paypal, order.paypalOrderId);
      return read ? recordCapture(deps, order, read, now) : 'capture-failed';
    }
    if (error.status !== null && error.status < 500) {
      // PayPal refused (declined, not approved): nothing was taken, and this order is done.
      console.warn('PayPal refused a capture', order.id, error.message);
      await expireOrder(deps.db, order.id, now);
      return 'declined';
    }
    // No answer, or PayPal failed: it may have captured. The webhook or the reconciliation will tell.
    console.warn('A PayPal capture gave no clear answer', order.id, error.message);
    return 'capture-failed';
  }
  return recordCapture(deps, order, state, now);
}
