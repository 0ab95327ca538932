/**
 * The reconciliation, run by the Cron Trigger every few minutes: pending orders older than a few
 * minutes are looked up with PayPal, so that nothing paid is ever left pending and nothing
 * abandoned holds an exclusive track.
 *   COMPLETED (captured; the return or its recording failed)  → recorded
 *   APPROVED (the buyer paid, but never came back)            → captured and recorded
 *   VOIDED, unknown to PayPal, or never approved in time      → expired
 *   anything else, or no answer from PayPal                   → looked at again next time
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { ALERTS } from '../alerts/store-alerts.ts';
import { orders } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { paypalFor } from '../payments/paypal.ts';
import { PayPalError, type PayPalOrder } from '../payments/paypal-orders.ts';
import { pruneLapsedHolds } from './exclusive-holds.ts';
import { orderDeps } from './order-deps.ts';
import { expireOrder } from './order-state.ts';
import { type OrderDeps, recordCapture, type Settlement, settleOrder } from './settle-order.ts';

/** Orders younger than this are left to their buyer, who may still be on PayPal's page. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** An order its buyer has not approved after this long is abandoned. */
export const APPROVAL_WINDOW_MS = 60 * 60_000;
/** Orders looked at per run, oldest first (the Cron Trigger runs every few minutes). */
export const RECONCILE_BATCH = 50;

export interface ReconcileCounts {
  completed: number;
  expired: number;
  /** Still pending: awaiting approval, capture pending, or PayPal did not answer. */
  waiting: number;
  holdsPruned: number;
}

type Verdict = 'completed' | 'expired' | 'waiting';

const verdictOf = (settled: Settlement): Verdict =>
  settled === 'completed'
    ? 'completed'
    : settled === 'expired' || settled === 'taken' || settled === 'declined'
      ? 'expired'
      : 'waiting';

async function reconcileOne(deps: OrderDeps, order: typeof orders.$inferSelect, now: number): Promise<Verdict> {
  const expire = async (): Promise<Verdict> => ((await expireOrder(deps.db, order.id, now)) ? 'expired' : 'waiting');
  // Its PayPal order was never made: nobody could have paid it.
  if (!order.paypalOrderId) return expire();
  let state: PayPalOrder;
  try {
    state = await deps.paypal.get(order.paypalOrderId);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.status === 404) return expire();
    console.warn('Reconciliation: no answer from PayPal for', order.id, error.message);
    return 'waiting';
  }
  if (state.status === 'COMPLETED') return verdictOf(await recordCapture(deps, order, state, now));
  if (state.status === 'APPROVED') return verdictOf(await settleOrder(deps, order, state, now));
  if (state.status === 'VOIDED' || order.createdAt <= now - APPROVAL_WINDOW_MS) return expire();
  return 'waiting';
}

export async function reconcilePendingOrders(base: OrderDeps, now = Date.now()): Promise<ReconcileCounts> {
  // An order only the reconciliation completed means the return and the webhook both missed it:
  // the owner hears of it (its buyer gets the receipt as from any other way).
  const deps: OrderDeps = {
    ...base,
    onCompleted: async (orderId) => {
      await base.onCompleted(orderId);
      await base.alert(ALERTS.orderReconciled(orderId));
    },
  };
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.createdAt, now - RECONCILE_AFTER_MS)))
    .orderBy(asc(orders.createdAt))
    .limit(RECONCILE_BATCH);
  const counts: ReconcileCounts = { completed: 0, expired: 0, waiting: 0, holdsPruned: 0 };
  for (const order of due) counts[await reconcileOne(deps, order, now)] += 1;
  counts.holdsPruned = await pruneLapsedHolds(deps.db, now);
  return counts;
}

/** The Cron Trigger's run: null when this deployment takes no payments. */
export async function reconcileOrders(env: Env, now = Date.now()): Promise<ReconcileCounts | null> {
  const paypal = paypalFor(env);
  return paypal ? reconcilePendingOrders(orderDeps(env, paypal, null), now) : null;
}
