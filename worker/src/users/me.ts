import type { Me } from '@beats/contract';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders, songs } from '../db/schema.ts';
import { toUser } from './to-user.ts';

/**
 * GET /api/users/me: the user, the songs they own (from completed orders) and the songs they
 * uploaded, which decide each track's status ('Purchased', 'Your Track') in the storefront.
 */
export async function loadMe(db: Db, user: SessionUser): Promise<Me> {
  const [owned, uploaded] = await db.batch([
    db
      .selectDistinct({ songId: orderItems.songId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, user.id), eq(orders.status, 'completed')))
      .orderBy(orderItems.songId),
    db.select({ id: songs.id }).from(songs).where(eq(songs.userId, user.id)).orderBy(songs.id),
  ]);
  return {
    user: toUser(user),
    ownedSongIds: owned.map((row) => row.songId),
    uploadedSongIds: uploaded.map((row) => row.id),
  };
}
