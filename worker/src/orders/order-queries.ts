import type { OrderView } from '@beats/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders, songs } from '../db/schema.ts';
import { mediaUrl } from '../media/keys.ts';

const completedBy = (userId: string) => and(eq(orders.userId, userId), eq(orders.status, 'completed'));

/**
 * A buyer's completed orders, newest first, with what each bought. Titles and plan names are the
 * snapshots taken at purchase, so later edits (or a deleted track) never change a receipt.
 */
export async function listOrdersForUser(db: Db, userId: string): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(completedBy(userId))
    .orderBy(desc(orders.completedAt), desc(orders.createdAt));
  if (rows.length === 0) return [];

  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      planId: orderItems.planId,
      planName: orderItems.planName,
      price: orderItems.price,
      songId: orderItems.songId,
      songTitle: orderItems.songTitle,
      coverKey: songs.coverKey,
      previewKey: songs.previewKey,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(songs, eq(songs.id, orderItems.songId))
    .where(completedBy(userId));

  return rows.map((order) => ({
    id: order.id,
    createdAt: new Date(order.completedAt ?? order.createdAt).toISOString(),
    amount: order.total,
    currency: order.currency,
    transactionId: order.paypalCaptureId,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        id: item.id,
        licenseId: item.planId,
        licenseDetails: { name: item.planName },
        price: item.price,
        song: {
          id: item.songId,
          title: item.songTitle,
          coverImage: item.coverKey ? mediaUrl(item.coverKey) : null,
          audioFile: item.previewKey ? mediaUrl(item.previewKey) : null,
        },
      })),
  }));
}
