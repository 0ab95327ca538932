/**
 * Objects a song no longer uses are deleted only when nothing else does: public media that no
 * song shows (keys are content hashes, so two songs may share a cover), and licensed files that
 * no song delivers and no order item bought. Buyers' downloads are never lost to an edit.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, songs } from '../db/schema.ts';
import type { Env } from '../env.ts';

async function mediaInUse(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: songs.id })
    .from(songs)
    .where(
      or(
        eq(songs.coverKey, key),
        eq(songs.previewKey, key),
        sql`instr(${songs.coverSizes}, ${JSON.stringify(key)}) > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function fileInUse(db: Db, key: string): Promise<boolean> {
  const [song, item] = await db.batch([
    db
      .select({ id: songs.id })
      .from(songs)
      .where(or(eq(songs.mp3Key, key), eq(songs.wavKey, key), eq(songs.stemsKey, key)))
      .limit(1),
    // Order items keep the keys they delivered (`files`, JSON): an edit must not take a file away.
    db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(sql`instr(${orderItems.files}, ${JSON.stringify(key)}) > 0`)
      .limit(1),
  ]);
  return song.length > 0 || item.length > 0;
}

/** Deletes the MEDIA objects of `keys` that no song uses. */
export async function deleteUnusedMedia(env: Pick<Env, 'MEDIA'>, db: Db, keys: Iterable<string | null>): Promise<void> {
  for (const key of new Set(keys)) {
    if (key && !(await mediaInUse(db, key))) await env.MEDIA.delete(key);
  }
}

/** Deletes the FILES objects of `keys` that no song delivers and no order item bought. */
export async function deleteUnusedFiles(env: Pick<Env, 'FILES'>, db: Db, keys: Iterable<string | null>): Promise<void> {
  for (const key of new Set(keys)) {
    if (key && !(await fileInUse(db, key))) await env.FILES.delete(key);
  }
}
