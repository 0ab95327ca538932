/**
 * A buyer's download of what an item delivers: the licensed files from the private FILES bucket
 * (the keys snapshotted at purchase, so a file replaced or a track deleted later changes nothing),
 * and the item's license agreement. Only the buyer of a completed order gets anything; for
 * everyone else, and for a refunded order, there is nothing here.
 */
import { DELIVERABLES, type DownloadKind, UsageTermsSchema } from '@beats/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { PRIVATE_FILE, serveObject } from '../media/serve-object.ts';
import { deliveredFiles } from '../orders/order-queries.ts';
import { STORE_ADDRESS, STORE_NAME } from '../store-identity.ts';
import { agreementPdf } from './agreement-pdf.ts';
import { attachmentHeader, downloadFileName } from './file-names.ts';
import { pdfAnswer } from './pdf-answer.ts';

async function boughtItem(db: Db, userId: string, itemId: string) {
  const [row] = await db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.userId, userId), eq(orders.status, 'completed')));
  return row ?? null;
}

/** The answer to a download, or null when this user has nothing of that kind under that id (404). */
export async function itemDownload(
  db: Db,
  files: R2Bucket,
  userId: string,
  itemId: string,
  kind: DownloadKind,
  request: Request,
): Promise<Response | null> {
  const bought = await boughtItem(db, userId, itemId);
  if (!bought) return null;
  const { item, order } = bought;
  const delivered = deliveredFiles(item.deliverables, item.files);
  const fileName = downloadFileName(item.songTitle, item.planName, kind);

  if (kind === 'agreement') {
    const pdf = await agreementPdf({
      storeName: STORE_NAME,
      storeAddress: STORE_ADDRESS,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      trackTitle: item.songTitle,
      planName: item.planName,
      exclusive: item.exclusive,
      terms: UsageTermsSchema.parse(JSON.parse(item.terms)),
      deliverables: DELIVERABLES.filter((file) => delivered[file] !== undefined),
      price: item.price,
      credit: item.credit,
      currency: order.currency,
      purchasedAt: order.completedAt ?? order.createdAt,
      orderId: order.id,
      itemId: item.id,
      transactionId: order.paypalCaptureId,
    });
    return pdfAnswer(pdf, fileName, request);
  }

  const key = delivered[kind];
  if (!key) return null;
  return serveObject(files, key, request, {
    cacheControl: PRIVATE_FILE,
    headers: { 'Content-Disposition': attachmentHeader(fileName) },
  });
}
