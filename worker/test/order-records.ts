/**
 * Orders for the admin's tests, which read them (lists, CSV, analytics) at known times and
 * prices, without going through a payment. Runs in workerd (API tests) and in Node against the
 * local store (browser tests) alike.
 */
import { DEFAULT_USAGE_TERMS, DELIVERABLES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { orders } from '../src/db/schema.ts';
import { completeOrder, expireOrder, refundOrder } from '../src/orders/order-state.ts';
import { placePendingOrder } from '../src/orders/place-order.ts';
import type { PricedLine } from '../src/orders/quote-lines.ts';

export interface OrderLine {
  songId: number;
  planId: number;
  price: number;
  songTitle?: string;
  planName?: string;
  files?: Record<string, string>;
}

export interface OrderSeed {
  userId: string;
  status?: 'pending' | 'completed' | 'refunded' | 'expired';
  createdAt?: number;
  completedAt?: number | null;
  refundedAt?: number | null;
  refundTotal?: number;
  buyerName?: string;
  buyerEmail?: string;
  paypalOrderId?: string | null;
  paypalCaptureId?: string | null;
  lines: OrderLine[];
}

/**
 * An order recorded through the checkout's own code: placed pending with its lines' snapshots
 * (as `POST /api/checkout` does once the lines are priced), given its PayPal order id, then
 * completed, refunded or expired as a capture, a refund or the reconciliation would, at the
 * seed's times. Only the pricing is the test's: each line costs what the seed says.
 */
export async function insertOrder(db: Db, seed: OrderSeed): Promise<string> {
  const status = seed.status ?? 'completed';
  const createdAt = seed.createdAt ?? Date.now();
  const lines: PricedLine[] = seed.lines.map((line) => ({
    songId: line.songId,
    licenseId: line.planId,
    status: 'available',
    price: line.price,
    credit: 0,
    discount: 0,
    title: line.songTitle ?? `Song ${line.songId}`,
    planName: line.planName ?? `Plan ${line.planId}`,
    exclusive: false,
    deliverables: DELIVERABLES.filter((kind) => kind in (line.files ?? { mp3: '' })),
    terms: DEFAULT_USAGE_TERMS,
    files: line.files ?? {},
  }));
  const buyer = { id: seed.userId, name: seed.buyerName ?? '', email: seed.buyerEmail ?? '' };
  const { orderId, total } = await placePendingOrder(db, buyer, lines, createdAt);
  const paypalOrderId = seed.paypalOrderId === undefined ? `PP-${orderId}` : seed.paypalOrderId;
  if (paypalOrderId) await db.update(orders).set({ paypalOrderId }).where(eq(orders.id, orderId));
  if (status === 'expired') await expireOrder(db, orderId, createdAt);
  if (status === 'completed' || status === 'refunded') {
    const captureId = seed.paypalCaptureId === undefined ? `CAP-${orderId}` : seed.paypalCaptureId;
    const completedAt = seed.completedAt ?? createdAt;
    await completeOrder(db, orderId, { captureId: captureId ?? '', payerEmail: null, payerId: null }, completedAt);
    if (status === 'refunded') {
      await refundOrder(
        db,
        orderId,
        { refunded: seed.refundTotal ?? total, captureId },
        seed.refundedAt ?? completedAt,
      );
    }
  }
  return orderId;
}
