/**
 * An order refunded through the store's API (POST /api/orders/{id}/refund): PayPal gives the whole
 * payment back, and the store refunds the order. The answer is read through the contract's schema.
 */
import { AdminOrderDetailSchema, ORDER_ADMIN_MESSAGES, readWire } from '@beats/contract';
import { api } from '../api/client.ts';

/** What the owner is told once PayPal has answered. */
export async function refundOrder(id: string): Promise<string> {
  const res = await api.post(`/orders/${encodeURIComponent(id)}/refund`);
  readWire(AdminOrderDetailSchema, res.data);
  // 202: PayPal finishes the refund later, and its event refunds the order then.
  return res.status === 202 ? ORDER_ADMIN_MESSAGES.refundPending : 'Order refunded.';
}
