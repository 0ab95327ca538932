/**
 * Likes: a signed-in user likes a track once; the track's count is recounted from the likes in
 * the same batch as the change, so it stays exact however many likes and unlikes race.
 */
import type { LikeState } from '@beats/contract';
import { and, eq, sql } from 'drizzle-orm';
import { isPublished } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { likes, orderItems, orders, songs } from '../db/schema.ts';

/**
 * Whether the user may like the track: it is published, or they bought it (a track deleted or
 * sold later stays in its buyers' order history, where they like it).
 */
async function likeable(db: Db, userId: string, songId: number, now: number): Promise<boolean> {
  const bought = db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.songId, songId), eq(orders.userId, userId), eq(orders.status, 'completed')));
  const [row] = await db
    .select({ id: songs.id })
    .from(songs)
    .where(and(eq(songs.id, songId), sql`(${isPublished(now)} OR EXISTS ${bought})`));
  return row !== undefined;
}

/** Sets whether the user likes the track; null when there is no such track for them. */
export async function setLike(
  db: Db,
  userId: string,
  songId: number,
  liked: boolean,
  now = Date.now(),
): Promise<LikeState | null> {
  if (!(await likeable(db, userId, songId, now))) return null;
  const change = liked
    ? db.insert(likes).values({ userId, songId, createdAt: now }).onConflictDoNothing()
    : db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.songId, songId)));
  const [, , [row]] = await db.batch([
    change,
    db
      .update(songs)
      .set({ likeCount: sql`(SELECT count(*) FROM ${likes} WHERE ${likes.songId} = ${songId})` })
      .where(eq(songs.id, songId)),
    db.select({ likeCount: songs.likeCount }).from(songs).where(eq(songs.id, songId)),
  ]);
  return { liked, likeCount: row?.likeCount ?? 0 };
}
