/**
 * Orders as the checkout records them, written by plain inserts: the admin's API and browser
 * tests read orders (lists, CSV, analytics) without going through a payment. Runs in workerd
 * (API tests) and in Node against the local store (browser tests) alike.
 */
import type { Db } from '../src/db/client.ts';
import { orderItems, orders } from '../src/db/schema.ts';

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
  total?: number;
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

/** An order as checkout records it (status, times, PayPal ids, snapshots of the lines). */
export async function insertOrder(db: Db, seed: OrderSeed): Promise<string> {
  const id = `order-${crypto.randomUUID()}`;
  const status = seed.status ?? 'completed';
  const createdAt = seed.createdAt ?? Date.now();
  const total = seed.total ?? seed.lines.reduce((sum, line) => sum + line.price, 0);
  await db.insert(orders).values({
    id,
    userId: seed.userId,
    status,
    total,
    createdAt,
    completedAt:
      seed.completedAt !== undefined
        ? seed.completedAt
        : status === 'pending' || status === 'expired'
          ? null
          : createdAt,
    refundedAt: seed.refundedAt ?? null,
    refundTotal: seed.refundTotal ?? 0,
    buyerName: seed.buyerName ?? '',
    buyerEmail: seed.buyerEmail ?? '',
    paypalOrderId: seed.paypalOrderId === undefined ? `PP-${id}` : seed.paypalOrderId,
    paypalCaptureId: seed.paypalCaptureId === undefined ? `CAP-${id}` : seed.paypalCaptureId,
  });
  await db.insert(orderItems).values(
    seed.lines.map((line, i) => ({
      id: `${id}-item-${i}`,
      orderId: id,
      songId: line.songId,
      planId: line.planId,
      price: line.price,
      songTitle: line.songTitle ?? `Song ${line.songId}`,
      planName: line.planName ?? `Plan ${line.planId}`,
      deliverables: JSON.stringify(Object.keys(line.files ?? { mp3: '' })),
      files: JSON.stringify(line.files ?? {}),
    })),
  );
  return id;
}
