/**
 * The admin's song list: a page of every song with where it stands, sorted, filtered by status
 * and searched by title, and how many songs match. Its reads are shaped once per isolate
 * (`db/prepared.ts`), as the catalogue's are, and a search is one statement that chooses its
 * own way to the page from what it counts (the catalogue's `searchBranches`).
 */
import type { AdminSong, AdminSongListQuery, AdminSongSort, SongStatus } from '@beats/contract';
import { pageWindow } from '@beats/contract';
import { and, asc, desc, gt, isNotNull, isNull, lte, type SQL, type Subquery, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import { at } from '../catalogue/placeholders.ts';
import {
  chosenWay,
  figuresMatches,
  hasPrefixIndex,
  markedMatches,
  matching,
  type SearchFigures,
  type SearchStrategy,
  type SearchWays,
  searchBranches,
  searchFigures,
  searchWords,
  toFtsQuery,
} from '../catalogue/search.ts';
import { songsOfPage } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { type Bound, runBatch, runBound, shapes } from '../db/prepared.ts';
import { catalogueCounts, songs } from '../db/schema.ts';
import { type AdminSongRow, adminOnlyColumns, toAdminSong } from './admin-song-queries.ts';

/**
 * The statuses as conditions, for the list's filter, at the time `at.now`. `publishRange` says
 * whether `publish_at` may bound the walk (the list is ordered by it, or only scheduled songs are
 * asked for, which are few); otherwise it is only tested (the unary `+`), or SQLite would walk
 * the publication index and sort every song it passes.
 */
function statusWhere(status: SongStatus | undefined, publishRange: boolean): SQL {
  const live = isNull(songs.deletedAt);
  switch (status) {
    case 'deleted':
      return isNotNull(songs.deletedAt);
    case 'sold':
      return and(live, isNotNull(songs.exclusiveSoldAt)) as SQL;
    case 'scheduled':
      return and(live, isNull(songs.exclusiveSoldAt), gt(songs.publishAt, at.now)) as SQL;
    case 'published':
      return and(
        live,
        isNull(songs.exclusiveSoldAt),
        publishRange ? lte(songs.publishAt, at.now) : sql`+${songs.publishAt} <= ${at.now}`,
      ) as SQL;
    case undefined:
      return live;
  }
}

/** Sold, scheduled and deleted songs are few, and each kind has an index: a list of them is read from it and sorted. */
const isFew = (status: SongStatus | undefined) => status === 'sold' || status === 'scheduled' || status === 'deleted';

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

/** What decides a page's SQL: its ordering, its direction and its status filter. */
interface ListShape {
  sort: AdminSongSort;
  order: 'asc' | 'desc';
  status: SongStatus | undefined;
}

const listKey = (s: ListShape) => `${s.sort} ${s.order} ${s.status}`;

/**
 * The ids of one page, with the ordering's keys, found one way: the ordering's index walked
 * (the rows skipped by the offset are never read) or, for the few statuses, their index read and
 * sorted (the unary `+` keeps SQLite from walking an ordering instead); with a search, each song
 * tested the search's way (`matching`).
 */
function pageIds(db: Db, s: ListShape, search: SearchStrategy | null, limit: SQL | typeof at.limit) {
  const keys = SORT_KEYS[s.sort].map((key) => (isFew(s.status) ? sql`+${key}` : key));
  const publishRange = s.sort === 'publishedAt' || s.status === 'scheduled';
  const where = and(statusWhere(s.status, publishRange), search ? matching(songs.id, search) : undefined) as SQL;
  const direction = s.order === 'asc' ? asc : desc;
  // Drizzle names these fields bare in the outer query: their names must not be songs' columns.
  return (
    db
      .select({
        id: sql<number>`${songs.id}`.as('page_id'),
        ...Object.fromEntries(keys.map((key, i) => [`key${i}`, key.as(`page_key${i}`)])),
      })
      .from(songs)
      .where(where)
      .orderBy(...keys.map((key) => direction(key)), direction(songs.id))
      // A branch's LIMIT is SQL (`searchBranches`), which drizzle writes out though it types a number.
      .limit(limit as typeof at.limit)
      .offset(at.offset)
  );
}

/** The page's songs with their artists (and `extra` columns), in the order its ids were found. */
function pageRows<Extra extends Record<string, SQL.Aliased>>(
  db: Pick<Db, 'select'>,
  s: ListShape,
  page: Subquery,
  extra: Extra,
) {
  const direction = s.order === 'asc' ? asc : desc;
  const keys = SORT_KEYS[s.sort].map((_, i) => sql`${sql.identifier(`page_key${i}`)}`);
  const id = sql`${sql.identifier('page_id')}`;
  return songsOfPage(db, page, id, { ...adminOnlyColumns, ...extra }).orderBy(
    ...keys.map((key) => direction(key)),
    direction(id),
  );
}

/** How many live songs there are: the kept count (catalogue_counts, all tags). */
const liveCount = sql<number>`coalesce((SELECT ${catalogueCounts.liveSongs} FROM ${catalogueCounts} WHERE ${catalogueCounts.tagKey} = ''), 0)`;

/** A page without a search. */
const listShape = shapes(listKey, (db, s: ListShape) => pageRows(db, s, pageIds(db, s, null, at.limit).as('page'), {}));

/**
 * How many songs a status has, from indexes of the few (sold, scheduled and deleted songs) and
 * the kept count of live songs: published songs are the live ones less the sold and the
 * scheduled, so no count walks the catalogue.
 */
const statusCountShape = shapes(
  (status: SongStatus | undefined) => `${status}`,
  (db, status) => {
    const counted = (which: SongStatus) =>
      sql<number>`(SELECT count(*) FROM ${songs} WHERE ${statusWhere(which, true)})`;
    const total =
      status === undefined
        ? liveCount
        : status === 'published'
          ? sql<number>`${liveCount} - ${counted('sold')} - ${counted('scheduled')}`
          : counted(status);
    return db.select({ total }).from(sql`(SELECT 1)`);
  },
);

/**
 * How many songs of a status match a search, from the figures and the indexes of the few: the
 * live ones are the matches less the deleted among them; the published ones, less the deleted
 * or unreleased and the sold; a sold, scheduled or deleted song is each tested against the
 * matches (read from its status's index).
 */
function searchTotal(status: SongStatus | undefined, figures: SearchFigures): SQL<number> {
  const matches = figuresMatches(figures);
  const tested = (where: SQL) =>
    sql<number>`(SELECT count(*) FROM ${songs} WHERE ${where} AND ${matching(songs.id, 'walk')})`;
  switch (status) {
    case undefined:
      return sql<number>`${matches} - ${markedMatches(sql`${songs.deletedAt} IS NOT NULL`)}`;
    case 'published':
      return sql<number>`${matches} - (SELECT ${figures.hidden} FROM ${figures}) - ${tested(sql`${statusWhere('sold', false)} AND +${songs.publishAt} <= ${at.now}`)}`;
    default:
      return tested(statusWhere(status, true));
  }
}

const waysKey = (ways: SearchWays) => ('forced' in ways ? ways.forced : `choose ${ways.probe}`);

/**
 * A search's page and its total in one statement, one round trip to D1: each way to the page is
 * a branch (`searchBranches`), the figures and the choice CTEs that SQLite computes once.
 */
const searchShape = shapes(
  (s: ListShape & { ways: SearchWays }) => `${listKey(s)} ${waysKey(s.ways)}`,
  (db, s) => {
    // The list's walk passes every live song.
    const figures = searchFigures(db, liveCount);
    const strategy = chosenWay(db, figures, 'probe' in s.ways && s.ways.probe);
    const matches = figuresMatches(figures);
    const chosen = sql<SearchStrategy>`(SELECT ${strategy.way} FROM ${strategy})`;
    const [first, second, ...rest] = searchBranches(s.ways, matches, chosen, (search, limit) =>
      db.select().from(pageIds(db, s, search, limit).as(`${search}_page`)),
    );
    const page = second ? unionAll(first, second, ...rest) : first;
    const total = searchTotal(s.status, figures).as('search_total');
    return pageRows(db.with(figures, strategy), s, page.as('page'), { total });
  },
);

/** A search's total alone, for a page that has no rows to carry it. */
const searchTotalShape = shapes(
  (status: SongStatus | undefined) => `${status}`,
  (db, status) => {
    const figures = searchFigures(db, liveCount);
    return db
      .with(figures)
      .select({ total: searchTotal(status, figures) })
      .from(sql`(SELECT 1)`);
  },
);

/** What reads a page of the list and its total (exposed for the benchmark's query plans). */
export type AdminSongPlan =
  | { rows: Bound<AdminSongRow[]>; total: Bound<{ total: number }[]>; search: false }
  | { rows: Bound<(AdminSongRow & { total: number })[]>; total: Bound<{ total: number }[]>; search: true };

/**
 * Plans a page of the list. Without a search, its rows and its count. With one, its rows each
 * carrying the total, in one statement whose way to the page is its own choice (`strategy`
 * forces one instead, which the tests use to hold every way to the same answer); the few
 * statuses' lists walk their own small index, testing each song against the matches.
 */
export function planAdminSongs(
  query: AdminSongListQuery,
  { now = Date.now(), strategy }: { now?: number; strategy?: SearchStrategy } = {},
): AdminSongPlan {
  const s: ListShape = { sort: query._sort, order: query._order, status: query.status };
  const fts = query.q ? toFtsQuery(query.q) : null;
  const { offset, limit } = pageWindow(query);
  if (fts === null) {
    const values = { now, limit, offset };
    return { rows: listShape(s)(values), total: statusCountShape(s.status)(values), search: false };
  }
  // A title search: the catalogue's full-text query within the title column.
  const title = `title : (${fts})`;
  const values = { now, limit, offset, fts: title, ftsWords: title };
  const probe = searchWords(query.q ?? '').every(hasPrefixIndex);
  const ways: SearchWays = strategy ? { forced: strategy } : isFew(s.status) ? { forced: 'walk' } : { probe };
  return { rows: searchShape({ ...s, ways })(values), total: searchTotalShape(s.status)(values), search: true };
}

/** A page of the admin's song list and how many songs match: one round trip, two for a search's page without rows. */
export async function listAdminSongs(
  db: Db,
  query: AdminSongListQuery,
  options: { now?: number; strategy?: SearchStrategy } = {},
): Promise<{ data: AdminSong[]; total: number }> {
  const now = options.now ?? Date.now();
  const plan = planAdminSongs(query, { ...options, now });
  if (!plan.search) {
    const [rows, totals] = await runBatch(db, [plan.rows, plan.total]);
    return { data: rows.map((row) => toAdminSong(row, now)), total: totals[0]?.total ?? 0 };
  }
  const rows = await runBound(db, plan.rows);
  const [counted] = rows.length > 0 ? rows : await runBound(db, plan.total);
  return { data: rows.map((row) => toAdminSong(row, now)), total: counted?.total ?? 0 };
}
