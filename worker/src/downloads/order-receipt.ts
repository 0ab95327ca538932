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

/**
 * The receipt's answer for order `orderId`, or null (404) when no paid order has that id or, when
 * `buyerId` is given, when that user did not buy it. Admins pass no buyer.
 */
export async function orderReceipt(
  db: Db,
  orderId: string,
  buyerId: string | undefined,
  request: Request,
): Promise<Response | null> {
  // The buyer as the order's snapshot names them (as the agreements do), and its refunds.
  const [[buyer], refunds] = await db.batch([
    db
      .select({ id: orders.userId, name: orders.buyerName, email: orders.buyerEmail })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({ amount: orderRefunds.amount, at: orderRefunds.refundedAt })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.refundedAt), asc(orderRefunds.id)),
  ]);
  if (!buyer || (buyerId !== undefined && buyer.id !== buyerId)) return null;
  // The order as its buyer's history shows it; none when it was never paid.
  const [order] = await listOrdersForUser(db, buyer.id, orderId);
  if (!order) return null;
  const pdf = await receiptPdf({
    storeName: STORE_IDENTITY.name,
    storeEmail: STORE_IDENTITY.email,
    storeAddress: STORE_IDENTITY.address,
    storeTaxId: STORE_IDENTITY.taxId,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    order,
    refunds,
  });
  return pdfAnswer(pdf, receiptFileName(STORE_IDENTITY.name, order.id), request);
}
