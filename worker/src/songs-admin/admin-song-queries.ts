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
import { catalogueCounts, songs, users } from '../db/schema.ts';

const adminColumns = {
  ...songColumns,
  createdAt: songs.createdAt,
  mp3Key: songs.mp3Key,
  wavKey: songs.wavKey,
  stemsKey: songs.stemsKey,
};

const selectAdminSongs = (db: Db) => db.select(adminColumns).from(songs).innerJoin(users, eq(users.id, songs.userId));

type AdminSongRow = Awaited<ReturnType<typeof selectAdminSongs>>[number];

/**
 * The same statuses as conditions, for the list's filter. `publishRange` says whether
 * `publish_at` may bound the walk (the list is ordered by it, or only scheduled songs are asked
 * for, which are few); otherwise it is only tested (the unary `+`), or SQLite would walk the
 * publication index and sort every song it passes.
 */
function statusWhere(status: SongStatus | undefined, now: number, publishRange: boolean): SQL {
  const live = isNull(songs.deletedAt);
  switch (status) {
    case 'deleted':
      return isNotNull(songs.deletedAt);
    case 'sold':
      return and(live, isNotNull(songs.exclusiveSoldAt)) as SQL;
    case 'scheduled':
      return and(live, isNull(songs.exclusiveSoldAt), gt(songs.publishAt, now)) as SQL;
    case 'published':
      return and(
        live,
        isNull(songs.exclusiveSoldAt),
        publishRange ? lte(songs.publishAt, now) : sql`+${songs.publishAt} <= ${now}`,
      ) as SQL;
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

/**
 * Each ordering's columns as its index over live songs holds them (schema.ts): the column, then
 * the publication time; the id breaks the last ties.
 */
const SORT_KEYS: Record<AdminSongSort, SQL[]> = {
  createdAt: [sql`${songs.createdAt}`, sql`${songs.publishAt}`],
  publishedAt: [sql`${songs.publishAt}`],
  title: [sql`${songs.title} COLLATE NOCASE`, sql`${songs.publishAt}`],
  playCount: [sql`${songs.playCount}`, sql`${songs.publishAt}`],
  likeCount: [sql`${songs.likeCount}`, sql`${songs.publishAt}`],
  duration: [sql`${songs.durationSeconds}`, sql`${songs.publishAt}`],
  pricing: [sql`${songs.pricing}`, sql`${songs.publishAt}`],
};

/** The full-text query of a search of titles only (the admin's 'Search songs by title...'). */
function titleQuery(q: string | undefined): string | null {
  const fts = q ? toFtsQuery(q) : null;
  return fts ? `title : (${fts})` : null;
}

const titleMatches = (fts: string) => sql`(SELECT rowid FROM songs_fts WHERE songs_fts MATCH ${fts})`;

/** A title search, weighed before its page is read (`weighTitleSearch`). */
export interface TitleSearch {
  fts: string;
  /** Songs whose title matches, deleted ones included (the full-text index alone). */
  matches: number;
}

/** Matches among at least one live song in this many are walked to; rarer ones are read. */
const WALK_DENSITY = 50;

/**
 * How a title search finds its page. With common matches the ordering's index is walked, each
 * song tested against the matches gathered once (the unary `+` keeps SQLite from driving the
 * query from them), and the page comes after a few dozen steps; rare matches are read and
 * sorted, fewer than the walk would pass.
 */
function titleCondition(search: TitleSearch, live: number): SQL {
  const walk = search.matches * WALK_DENSITY >= live;
  return walk ? sql`+${songs.id} IN ${titleMatches(search.fts)}` : sql`${songs.id} IN ${titleMatches(search.fts)}`;
}

/** How many live songs there are: the kept count (catalogue_counts, all tags). */
const liveCount = sql<number>`coalesce((SELECT ${catalogueCounts.liveSongs} FROM ${catalogueCounts} WHERE ${catalogueCounts.tagKey} = ''), 0)`;

/**
 * How many songs a filter without a search matches, from indexes of the few (sold, scheduled and
 * deleted songs) and the kept count of live songs (catalogue_counts): published songs are the
 * live ones less the sold and the scheduled, so no count walks the catalogue.
 */
function statusCount(db: Db, status: SongStatus | undefined, now: number) {
  const counted = (where: SQL) => sql<number>`(SELECT count(*) FROM ${songs} WHERE ${where})`;
  const total =
    status === undefined
      ? liveCount
      : status === 'published'
        ? sql<number>`${liveCount} - ${counted(statusWhere('sold', now, true))} - ${counted(statusWhere('scheduled', now, true))}`
        : counted(statusWhere(status, now, true));
  return db.select({ total }).from(sql`(SELECT 1)`);
}

/**
 * The reads of a page of the admin's song list and of how many songs match (exposed for the
 * benchmark's query plans). The page's ids are found first, walking the ordering's index (the
 * rows skipped by the offset are never read), then joined to the songs and their artists in
 * the same order.
 */
export function adminSongListQueries(db: Db, query: AdminSongListQuery, now: number, weighed: WeighedSearch | null) {
  const search = weighed?.search ?? null;
  const condition = weighed ? titleCondition(weighed.search, weighed.live) : undefined;
  // Sold, scheduled and deleted songs are few, and each kind has an index: they are read from it
  // and sorted (the unary `+` keeps SQLite from walking an ordering's index for them instead).
  const few = query.status === 'sold' || query.status === 'scheduled' || query.status === 'deleted';
  const keys = SORT_KEYS[query._sort].map((key) => (few ? sql`+${key}` : key));
  const publishRange = query._sort === 'publishedAt' || query.status === 'scheduled';
  const where = and(statusWhere(query.status, now, publishRange), condition) as SQL;
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
  // Drizzle names these fields bare in the outer query: their names must not be songs' columns.
  const page = db
    .select({
      id: sql<number>`${songs.id}`.as('page_id'),
      ...Object.fromEntries(keys.map((key, i) => [`key${i}`, key.as(`page_key${i}`)])),
    })
    .from(songs)
    .where(where)
    .orderBy(...keys.map((key) => direction(key)), direction(songs.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  const pageKeys = keys.map((_, i) => sql`${sql.identifier(`page_key${i}`)}`);
  return {
    rows: db
      .select(adminColumns)
      .from(page)
      .innerJoin(songs, eq(songs.id, page.id))
      .innerJoin(users, eq(users.id, songs.userId))
      .orderBy(...pageKeys.map((key) => direction(key)), direction(page.id)),
    total: search ? searchCount(db, search, query.status, where) : statusCount(db, query.status, now),
  };
}

/**
 * How many songs a search matches within a filter: without one, the title matches less the
 * deleted ones among them (deleted songs are few and have an index), so no song row is read;
 * with one, each match is tested.
 */
function searchCount(db: Db, search: TitleSearch, status: SongStatus | undefined, where: SQL) {
  if (status !== undefined) return db.select({ total: count() }).from(songs).where(where);
  // Driven by the deleted songs' index (the unary `+`): each deleted song is looked up in the matches.
  const deleted = sql<number>`(SELECT count(*) FROM ${songs} WHERE ${songs.deletedAt} IS NOT NULL AND +${songs.id} IN ${titleMatches(search.fts)})`;
  return db.select({ total: sql<number>`${search.matches} - ${deleted}` }).from(sql`(SELECT 1)`);
}

/** A title search and how many live songs there are, read before its page. */
export interface WeighedSearch {
  search: TitleSearch;
  live: number;
}

/** What a search weighs before its page is read (null without one). */
export async function weighTitleSearch(db: Db, q: string | undefined): Promise<WeighedSearch | null> {
  const fts = titleQuery(q);
  if (!fts) return null;
  const [row] = await db
    .select({
      matches: sql<number>`(SELECT count(*) FROM songs_fts WHERE songs_fts MATCH ${fts})`,
      live: liveCount,
    })
    .from(sql`(SELECT 1)`);
  return { search: { fts, matches: row?.matches ?? 0 }, live: row?.live ?? 0 };
}

/** A page of the admin's song list and how many songs match. */
export async function listAdminSongs(
  db: Db,
  query: AdminSongListQuery,
  now = Date.now(),
): Promise<{ data: AdminSong[]; total: number }> {
  const weighed = await weighTitleSearch(db, query.q);
  if (weighed?.search.matches === 0) return { data: [], total: 0 };
  const queries = adminSongListQueries(db, query, now, weighed);
  const [rows, totals] = await db.batch([queries.rows, queries.total]);
  return { data: rows.map((row) => toAdminSong(row, now)), total: totals[0]?.total ?? 0 };
}

/** One song as the admin edits it, scheduled and sold ones included; null for unknown or deleted songs. */
export async function getAdminSong(db: Db, id: number, now = Date.now()): Promise<AdminSong | null> {
  const [row] = await selectAdminSongs(db)
    .where(and(eq(songs.id, id), isNull(songs.deletedAt)))
    .limit(1);
  return row ? toAdminSong(row, now) : null;
}
