import { type AddedRefund, refundOrder } from './order-state.ts';
import type { OrderDeps } from './settle-order.ts';

/**
 * Counts a refund on an order (refundOrder) and, when it counted one, tells the buyer: once per
 * refund, whichever way it came (the owner's Refund, PayPal's event, a capture found refunded).
 * A notice that fails is logged; the refund stands.
 */
export async function refundOrderAndTell(
  deps: Pick<OrderDeps, 'db' | 'onRefunded'>,
  orderId: string,
  refund: { refunded: number; captureId: string | null },
  now = Date.now(),
): Promise<AddedRefund | null> {
  const added = await refundOrder(deps.db, orderId, refund, now);
  if (added) {
    await deps
      .onRefunded(orderId, added)
      .catch((error: unknown) => console.error('Refund notice not sent', orderId, error));
  }
  return added;
}
