/** The store owner's view of the songs: every song with where it stands, for the admin's list and forms. */
import {
  type AdminSong,
  type AdminSongListQuery,
  type AdminSongSort,
  pageWindow,
  type SongStatus,
} from '@beats/contract';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { toFtsQuery } from '../catalogue/search.ts';
import { songColumns, songStatus, toSong } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { songs, users } from '../db/schema.ts';

const adminColumns = {
  ...songColumns,
  createdAt: songs.createdAt,
  mp3Key: songs.mp3Key,
  wavKey: songs.wavKey,
  stemsKey: songs.stemsKey,
};

const selectAdminSongs = (db: Db) => db.select(adminColumns).from(songs).innerJoin(users, eq(users.id, songs.userId));

type AdminSongRow = Awaited<ReturnType<typeof selectAdminSongs>>[number];

/** The same statuses as conditions, for the list's filter. */
function statusWhere(status: SongStatus | undefined, now: number): SQL {
  const live = isNull(songs.deletedAt);
  switch (status) {
    case 'deleted':
      return isNotNull(songs.deletedAt);
    case 'sold':
      return and(live, isNotNull(songs.exclusiveSoldAt)) as SQL;
    case 'scheduled':
      return and(live, isNull(songs.exclusiveSoldAt), gt(songs.publishAt, now)) as SQL;
    case 'published':
      return and(live, isNull(songs.exclusiveSoldAt), lte(songs.publishAt, now)) as SQL;
    case undefined:
      return live;
  }
}

function toAdminSong(row: AdminSongRow, now: number): AdminSong {
  return {
    ...toSong(row),
    status: songStatus(row, now),
    createdAt: new Date(row.createdAt).toISOString(),
    files: { mp3: row.mp3Key !== null, wav: row.wavKey !== null, stems: row.stemsKey !== null },
  };
}

const SORT_COLUMNS: Record<AdminSongSort, SQL | typeof songs.id> = {
  createdAt: sql`${songs.createdAt}`,
  publishedAt: sql`${songs.publishAt}`,
  title: sql`${songs.title} COLLATE NOCASE`,
  playCount: sql`${songs.playCount}`,
  likeCount: sql`${songs.likeCount}`,
  duration: sql`${songs.durationSeconds}`,
  pricing: sql`${songs.pricing}`,
};

/** A search of titles only (the admin's 'Search songs by title...'), through the full-text index. */
function titleSearch(q: string | undefined): SQL | undefined {
  const fts = q ? toFtsQuery(q) : null;
  if (!fts) return undefined;
  return sql`${songs.id} IN (SELECT rowid FROM songs_fts WHERE songs_fts MATCH ${`title : (${fts})`})`;
}

/** A page of the admin's song list and how many songs match. */
export async function listAdminSongs(
  db: Db,
  query: AdminSongListQuery,
  now = Date.now(),
): Promise<{ data: AdminSong[]; total: number }> {
  const where = and(statusWhere(query.status, now), titleSearch(query.q)) as SQL;
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
  const [rows, totals] = await db.batch([
    selectAdminSongs(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query._sort]), direction(songs.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(songs).where(where),
  ]);
  return { data: rows.map((row) => toAdminSong(row, now)), total: totals[0]?.total ?? 0 };
}

/** One song as the admin edits it, scheduled and sold ones included; null for unknown or deleted songs. */
export async function getAdminSong(db: Db, id: number, now = Date.now()): Promise<AdminSong | null> {
  const [row] = await selectAdminSongs(db)
    .where(and(eq(songs.id, id), isNull(songs.deletedAt)))
    .limit(1);
  return row ? toAdminSong(row, now) : null;
}
