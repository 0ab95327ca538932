/**
 * The store owner gives a buyer their money back (`POST /api/orders/{id}/refund`): PayPal refunds
 * what is left of the payment, then the order is refunded as PayPal's refund event would leave it
 * (`refundOrder`: its downloads stop, an exclusive it sold goes back on sale, the buyer is told).
 * The event itself, arriving after, changes nothing more.
 */
import type { AdminOrder } from '@beats/contract';
import { PayPalError } from '../payments/paypal-orders.ts';
import type { PayPalRefunds } from '../payments/paypal-refunds.ts';
import { getAdminOrder } from './admin-orders.ts';
import { findOrder } from './order-state.ts';
import { refundOrderAndTell } from './refund-and-tell.ts';
import type { OrderDeps } from './settle-order.ts';

export type OwnerRefund =
  | { outcome: 'refunded'; order: AdminOrder }
  /** PayPal took the refund but finishes it later: its event will refund the order. */
  | { outcome: 'pending'; order: AdminOrder }
  | { outcome: 'not-found' }
  /** Not a paid order: pending, expired or refunded already. */
  | { outcome: 'not-refundable' };

/**
 * Refunds what is left of a paid order's payment (all of it, unless part was refunded on PayPal's
 * site). A PayPal failure is thrown (PayPalError) and the order stays as it
 * was; asking again is safe (see `refundCapture`).
 */
export async function refundByOwner(
  { db, onRefunded }: Pick<OrderDeps, 'db' | 'onRefunded'>,
  refunds: PayPalRefunds,
  orderId: string,
  now = Date.now(),
): Promise<OwnerRefund> {
  const order = await findOrder(db, orderId);
  if (!order) return { outcome: 'not-found' };
  const captureId = order.paypalCaptureId;
  if (order.status !== 'completed' || !captureId) return { outcome: 'not-refundable' };

  let refunded: number;
  try {
    const refund = await refunds.refundCapture(captureId, order.id);
    if (refund.status === 'PENDING') {
      const unchanged = await getAdminOrder(db, order.id);
      return unchanged ? { outcome: 'pending', order: unchanged } : { outcome: 'not-found' };
    }
    if (refund.status !== 'COMPLETED') {
      throw new PayPalError(`PayPal's refund ended ${refund.status || 'without a status'}`, 200, refund.status);
    }
    refunded = refund.totalRefunded ?? order.total;
  } catch (error) {
    // Refunded already on PayPal's site, its event not here yet: the order is refunded all the same.
    if (!(error instanceof PayPalError && error.issue === 'CAPTURE_FULLY_REFUNDED')) throw error;
    refunded = order.total;
  }
  await refundOrderAndTell({ db, onRefunded }, order.id, { refunded, captureId }, now);
  const updated = await getAdminOrder(db, order.id);
  return updated ? { outcome: 'refunded', order: updated } : { outcome: 'not-found' };
}
