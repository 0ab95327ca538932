/**
 * Live songs to make a preview for with the voice tag, a page at a time by id (a deleted song's
 * preview plays nowhere): those whose preview was made with it, read from their own partial
 * index, or those with an untagged MP3 or WAV whose preview was not, walked along the primary key
 * with the page's limit. Neither sorts nor builds a temporary B-tree.
 */
import { VOICE_TAG_SONGS_PAGE, type VoiceTagSong, type VoiceTagSongsQuery } from '@beats/contract';
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { songs } from '../db/schema.ts';

export async function listVoiceTagSongs(
  db: Db,
  { made, after = 0 }: VoiceTagSongsQuery,
  pageSize = VOICE_TAG_SONGS_PAGE,
): Promise<{ data: VoiceTagSong[]; next: number | null }> {
  const which = made
    ? eq(songs.previewVoiceTag, true)
    : and(eq(songs.previewVoiceTag, false), or(isNotNull(songs.mp3Key), isNotNull(songs.wavKey)));
  const rows = await db
    .select({
      id: songs.id,
      title: songs.title,
      mp3: sql<number>`${songs.mp3Key} IS NOT NULL`,
      wav: sql<number>`${songs.wavKey} IS NOT NULL`,
    })
    .from(songs)
    .where(and(isNull(songs.deletedAt), which, gt(songs.id, after)))
    .orderBy(asc(songs.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    data: page.map(({ id, title, mp3, wav }) => ({ id, title, files: { mp3: mp3 === 1, wav: wav === 1 } })),
    next: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}
