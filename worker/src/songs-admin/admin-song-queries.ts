/**
 * The store owner's view of a song: what the store shows, where it stands and which files it
 * has, for the admin's list (`admin-song-list.ts`) and forms.
 */
import type { AdminSong } from '@beats/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { songColumns, songStatus, toSong } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { songs, users } from '../db/schema.ts';

/** What the admin sees of a song besides what the store shows. */
export const adminOnlyColumns = {
  createdAt: songs.createdAt,
  mp3Key: songs.mp3Key,
  wavKey: songs.wavKey,
  stemsKey: songs.stemsKey,
  previewVoiceTag: songs.previewVoiceTag,
};

const adminColumns = { ...songColumns, ...adminOnlyColumns };

const selectAdminSongs = (db: Db) => db.select(adminColumns).from(songs).innerJoin(users, eq(users.id, songs.userId));

export type AdminSongRow = Awaited<ReturnType<typeof selectAdminSongs>>[number];

export function toAdminSong(row: AdminSongRow, now: number): AdminSong {
  return {
    ...toSong(row),
    status: songStatus(row, now),
    // The owner's switch as set, even while the store cannot offer it (a sold exclusive).
    freeDownload: row.freeDownload,
    createdAt: new Date(row.createdAt).toISOString(),
    files: { mp3: row.mp3Key !== null, wav: row.wavKey !== null, stems: row.stemsKey !== null },
    previewVoiceTag: row.previewVoiceTag,
  };
}

/** One song as the admin edits it, scheduled and sold ones included; null for unknown or deleted songs. */
export async function getAdminSong(db: Db, id: number, now = Date.now()): Promise<AdminSong | null> {
  const [row] = await selectAdminSongs(db)
    .where(and(eq(songs.id, id), isNull(songs.deletedAt)))
    .limit(1);
  return row ? toAdminSong(row, now) : null;
}
