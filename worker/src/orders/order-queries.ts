import { DELIVERABLES, type Deliverable, type DownloadKind, type DownloadLink, type OrderView } from '@beats/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { coverOf } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { likes, orderItems, orders, songs, users } from '../db/schema.ts';
import { storedDiscounts } from '../discounts/stored-discounts.ts';
import { downloadFileName, downloadPath, receiptPath } from '../downloads/file-names.ts';
import { mediaUrl } from '../media/keys.ts';

/** The orders a buyer sees: paid ones, and paid back ones (whose downloads stopped). */
const VISIBLE = ['completed', 'refunded'] as const;

/** What an item's files snapshot says it delivers. */
export function deliveredFiles(deliverables: string, files: string): Partial<Record<Deliverable, string>> {
  const kinds = JSON.parse(deliverables) as Deliverable[];
  const keys = JSON.parse(files) as Partial<Record<Deliverable, string>>;
  const delivered: Partial<Record<Deliverable, string>> = {};
  for (const kind of DELIVERABLES) {
    const key = keys[kind];
    if (kinds.includes(kind) && key) delivered[kind] = key;
  }
  return delivered;
}

/** An item's downloads: each file it delivers, then its license agreement. */
function downloadsOf(item: { id: string; songTitle: string; planName: string; deliverables: string; files: string }) {
  const delivered = deliveredFiles(item.deliverables, item.files);
  const kinds: DownloadKind[] = [...DELIVERABLES.filter((kind) => delivered[kind] !== undefined), 'agreement'];
  return kinds.map(
    (kind): DownloadLink => ({
      kind,
      url: downloadPath(item.id, kind),
      fileName: downloadFileName(item.songTitle, item.planName, kind),
    }),
  );
}

/**
 * A buyer's orders, newest first, with what each bought and where to download it. Titles and
 * plan names are the snapshots taken at purchase, so later edits (or a deleted track) never
 * change a receipt. `orderId` narrows it to one order.
 */
export async function listOrdersForUser(db: Db, userId: string, orderId?: string): Promise<OrderView[]> {
  const mine = and(
    eq(orders.userId, userId),
    inArray(orders.status, [...VISIBLE]),
    orderId === undefined ? undefined : eq(orders.id, orderId),
  );
  // The orders and their lines in one round trip: the lines' filter is the orders' own.
  const [rows, items] = await db.batch([
    db.select().from(orders).where(mine).orderBy(desc(orders.completedAt), desc(orders.createdAt)),
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        planId: orderItems.planId,
        planName: orderItems.planName,
        price: orderItems.price,
        listPrice: orderItems.listPrice,
        credit: orderItems.credit,
        exclusive: orderItems.exclusive,
        deliverables: orderItems.deliverables,
        files: orderItems.files,
        songId: orderItems.songId,
        songTitle: orderItems.songTitle,
        coverKey: songs.coverKey,
        coverSizes: songs.coverSizes,
        previewKey: songs.previewKey,
        likeCount: songs.likeCount,
        artist: users.name,
        liked: likes.userId,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(songs, eq(songs.id, orderItems.songId))
      .innerJoin(users, eq(users.id, songs.userId))
      .leftJoin(likes, and(eq(likes.songId, orderItems.songId), eq(likes.userId, userId)))
      .where(mine)
      // In the order the lines were bought.
      .orderBy(sql`${orderItems}.rowid`),
  ]);

  return rows.map((order) => ({
    id: order.id,
    createdAt: new Date(order.completedAt ?? order.createdAt).toISOString(),
    amount: order.total,
    currency: order.currency,
    discounts: storedDiscounts(order.discounts),
    status: order.status === 'refunded' ? 'refunded' : 'completed',
    refunded: order.refundTotal,
    transactionId: order.paypalCaptureId,
    receiptUrl: receiptPath(order.id),
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => {
        const cover = coverOf(item);
        return {
          id: item.id,
          licenseId: item.planId,
          licenseDetails: { name: item.planName },
          price: item.price,
          listPrice: item.listPrice ?? item.price,
          credit: item.credit,
          exclusive: item.exclusive,
          song: {
            id: item.songId,
            title: item.songTitle,
            artist: item.artist,
            coverImage: cover.image,
            coverSizes: cover.sizes,
            audioFile: item.previewKey ? mediaUrl(item.previewKey) : null,
            likeCount: item.likeCount,
            liked: item.liked !== null,
          },
          downloads: order.status === 'completed' ? downloadsOf(item) : [],
        };
      }),
  }));
}
