/**
 * The download of an order's receipt (receipt-pdf.ts): for the buyer of an order that was paid,
 * refunded since or not, and for the store's admins (a buyer who asks the owner for it); for
 * anyone else, and for an order never paid, there is nothing.
 */

import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderRefunds, orders } from '../db/schema.ts';
import { listOrdersForUser } from '../orders/order-queries.ts';
import { receiptFileName } from './file-names.ts';
import { pdfAnswer } from './pdf-answer.ts';
import { receiptPdf } from './receipt-pdf.ts';

/** The receipt's answer, or null when this user has no paid order of that id (404). */
export async function orderReceipt(
  db: Db,
  userId: string,
  orderId: string,
  request: Request,
): Promise<Response | null> {
  const [order] = await listOrdersForUser(db, userId, orderId);
  if (!order) return null;
  // The buyer as the order's snapshot names them (as the agreements do), and its refunds.
  const [[buyer], refunds] = await db.batch([
    db.select({ name: orders.buyerName, email: orders.buyerEmail }).from(orders).where(eq(orders.id, order.id)),
    db
      .select({ amount: orderRefunds.amount, at: orderRefunds.refundedAt })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.refundedAt), asc(orderRefunds.id)),
  ]);
  const pdf = await receiptPdf({
    storeName: STORE_IDENTITY.name,
    storeEmail: STORE_IDENTITY.email,
    buyerName: buyer?.name ?? '',
    buyerEmail: buyer?.email ?? '',
    order,
    refunds,
  });
  return pdfAnswer(pdf, receiptFileName(STORE_IDENTITY.name, order.id), request);
}

/** The same receipt for an admin, whoever bought the order; null when no paid order has that id. */
export async function receiptOfAnyOrder(db: Db, orderId: string, request: Request): Promise<Response | null> {
  const [order] = await db.select({ buyer: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return order ? orderReceipt(db, order.buyer, orderId, request) : null;
}
