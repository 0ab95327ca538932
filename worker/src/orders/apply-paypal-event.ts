/**
 * What a verified PayPal webhook event does to our orders:
 *   PAYMENT.CAPTURE.COMPLETED   records a capture whose return never came (or failed to record);
 *   PAYMENT.CAPTURE.REFUNDED,
 *   PAYMENT.CAPTURE.REVERSED    the order becomes refunded: its downloads stop, its buyer is told;
 *                               a reversal (chargeback) is also an alert for the owner to answer;
 *   anything else               is acknowledged and changes nothing.
 * Each event is handled once (paypal_events); duplicates and events arriving out of order change
 * nothing twice, since every state change is guarded (order-state.ts).
 */
import { eq } from 'drizzle-orm';
import { ALERTS } from '../alerts/store-alerts.ts';
import { paypalEvents } from '../db/schema.ts';
import type { PayPalOrder } from '../payments/paypal-orders.ts';
import type { WebhookEvent } from '../payments/webhook-event.ts';
import { findOrder, findOrderByCaptureId, findOrderByPayPalId, type OrderRow } from './order-state.ts';
import { refundOrderAndTell } from './refund-and-tell.ts';
import { type OrderDeps, recordCapture } from './settle-order.ts';

export type EventOutcome = 'duplicate' | 'applied' | 'ignored';

async function orderOf(deps: OrderDeps, event: WebhookEvent): Promise<OrderRow | null> {
  if (event.orderId) {
    const order = await findOrder(deps.db, event.orderId);
    if (order) return order;
  }
  if (event.paypalOrderId) return findOrderByPayPalId(deps.db, event.paypalOrderId);
  if (event.captureId) return findOrderByCaptureId(deps.db, event.captureId);
  return null;
}

/** The capture event as PayPal's order would show it; PayPal's own read of the order when it answers. */
async function capturedState(deps: OrderDeps, order: OrderRow, event: WebhookEvent): Promise<PayPalOrder> {
  if (order.paypalOrderId) {
    try {
      return await deps.paypal.get(order.paypalOrderId);
    } catch {
      // The signed event says enough to record the capture; only the payer's details are missing.
    }
  }
  return {
    id: order.paypalOrderId ?? '',
    status: 'COMPLETED',
    approvalUrl: null,
    customId: order.id,
    capture: { id: event.resourceId ?? '', status: event.status ?? '', amount: event.amount, currency: event.currency },
    payerEmail: null,
    payerId: null,
  };
}

export async function applyPayPalEvent(deps: OrderDeps, event: WebhookEvent, now = Date.now()): Promise<EventOutcome> {
  const [seen] = await deps.db.select({ id: paypalEvents.id }).from(paypalEvents).where(eq(paypalEvents.id, event.id));
  if (seen) return 'duplicate';

  let outcome: EventOutcome = 'ignored';
  const order = await orderOf(deps, event);
  if (order && event.type === 'PAYMENT.CAPTURE.COMPLETED' && order.status === 'pending') {
    const settled = await recordCapture(deps, order, await capturedState(deps, order, event), now);
    // Not recorded yet: answering with an error makes PayPal deliver the event again later.
    if (settled === 'unsaved') throw new Error(`Capture of order ${order.id} not recorded yet`);
    outcome = 'applied';
  } else if (order && (event.type === 'PAYMENT.CAPTURE.REFUNDED' || event.type === 'PAYMENT.CAPTURE.REVERSED')) {
    // A reversal states no running total: it takes back the amount it names (the whole capture).
    const refunded = event.refundedTotal ?? event.amount ?? order.total;
    const added = await refundOrderAndTell(deps, order.id, { refunded, captureId: event.captureId }, now);
    // A chargeback is the owner's to answer (PayPal's case); a refund they or PayPal made is not news.
    if (added && event.type === 'PAYMENT.CAPTURE.REVERSED') await deps.alert(ALERTS.paymentReversed(order, added));
    outcome = 'applied';
  }

  await deps.db
    .insert(paypalEvents)
    .values({ id: event.id, type: event.type, resourceId: event.resourceId, receivedAt: now })
    .onConflictDoNothing();
  return outcome;
}
