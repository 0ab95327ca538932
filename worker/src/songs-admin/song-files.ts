/**
 * A song's licensed files for its owner (admins): the keys in the private FILES bucket and the
 * title they are named for. Deleted songs are included: their files are kept for their buyers,
 * and the owner may still want them.
 */
import type { Deliverable } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { songs } from '../db/schema.ts';

export interface SongFiles {
  title: string;
  keys: Record<Deliverable, string | null>;
}

/** The song's title and file keys (null for a kind it has no file of); null for an unknown song. */
export async function findSongFiles(db: Db, id: number): Promise<SongFiles | null> {
  const [row] = await db
    .select({ title: songs.title, mp3: songs.mp3Key, wav: songs.wavKey, stems: songs.stemsKey })
    .from(songs)
    .where(eq(songs.id, id));
  if (!row) return null;
  return { title: row.title, keys: { mp3: row.mp3, wav: row.wav, stems: row.stems } };
}
