/**
 * The songs whose preview was made with the voice tag, for the admin to make them again when the
 * tag changes: live songs only (a deleted song's preview plays nowhere), oldest first, each with
 * the untagged files it could be made from. Read from their own partial index, so the rest of the
 * catalogue is never walked.
 */
import type { VoiceTaggedSong } from '@beats/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { songs } from '../db/schema.ts';

export async function listVoiceTaggedSongs(db: Db): Promise<VoiceTaggedSong[]> {
  const rows = await db
    .select({
      id: songs.id,
      title: songs.title,
      mp3: sql<number>`${songs.mp3Key} IS NOT NULL`,
      wav: sql<number>`${songs.wavKey} IS NOT NULL`,
    })
    .from(songs)
    .where(and(isNull(songs.deletedAt), eq(songs.previewVoiceTag, true)))
    .orderBy(asc(songs.id));
  return rows.map(({ id, title, mp3, wav }) => ({ id, title, files: { mp3: mp3 === 1, wav: wav === 1 } }));
}
