import type { Page, Song, SongListQuery, SongSort } from '@beats/contract';
import { and, asc, count, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogueCounts, songs, songTags, users } from '../db/schema.ts';
import { publishedCountQuery } from './published-count.ts';
import {
  catalogueSearchQuery,
  matching,
  type SearchStrategy,
  searchCounts,
  searchStrategy,
  searchWords,
} from './search.ts';
import { songColumns, toSong } from './song-row.ts';

/**
 * The columns a page of the catalogue is found by: the songs' own, or their copies in song_tags
 * for a tag's page (see the schema), each set with one partial index per ordering.
 */
const SONGS = {
  table: songs,
  id: songs.id,
  publishAt: songs.publishAt,
  pricing: songs.pricing,
  title: songs.title,
  bpm: songs.bpm,
  deletedAt: songs.deletedAt,
};
const TAGGED = {
  table: songTags,
  id: songTags.songId,
  publishAt: songTags.publishAt,
  pricing: songTags.pricing,
  title: songTags.title,
  bpm: songTags.bpm,
  deletedAt: songTags.deletedAt,
};
type Driver = typeof SONGS | typeof TAGGED;

type SortKey = 'pricing' | 'title' | 'publishAt';

/**
 * Each ordering is the columns of the index it walks, (pricing, publish_at), (title NOCASE,
 * publish_at) or (publish_at), then the id, all one way, so the index is read forwards or
 * backwards and the walk stops after a page: no sort of the catalogue. So ties on price or
 * title go oldest first when ascending and newest first when descending.
 */
const ORDERINGS: Record<SongSort, { keys: SortKey[]; descending: boolean }> = {
  'pricing:asc': { keys: ['pricing', 'publishAt'], descending: false },
  'pricing:desc': { keys: ['pricing', 'publishAt'], descending: true },
  'publishedAt:asc': { keys: ['publishAt'], descending: false },
  'publishedAt:desc': { keys: ['publishAt'], descending: true },
  'title:asc': { keys: ['title', 'publishAt'], descending: false },
  'title:desc': { keys: ['title', 'publishAt'], descending: true },
};

/** A query's filters, read once: the tag key (null for All), the BPM, and the search. */
interface Filters {
  tagKey: string | null;
  bpm: number | undefined;
  words: string[];
  /** The search's FTS5 query, the tag and BPM included (null without words to search). */
  fts: string | null;
}

function filtersOf(query: Pick<SongListQuery, 'search' | 'musicTag' | 'bpm'>): Filters {
  const tag = query.musicTag?.toLowerCase();
  const tagKey = tag && tag !== 'all' ? tag : null;
  const words = searchWords(query.search ?? '');
  return {
    tagKey,
    bpm: query.bpm,
    words,
    fts: words.length > 0 ? catalogueSearchQuery(words, tagKey, query.bpm) : null,
  };
}

/** A tag's page walks the tag's copies, unless a BPM narrows it more: then the songs' BPM indexes. */
const driverOf = (f: Filters): Driver => (f.tagKey !== null && f.bpm === undefined ? TAGGED : SONGS);

/**
 * Published songs passing the filters, as conditions on `d`. `publishRange` says whether
 * `publish_at <= now` may bound the index walk; when the page is ordered by another column it
 * is only tested (the unary `+`), or SQLite would pick the publish_at index and sort.
 */
function filteredWhere(d: Driver, f: Filters, now: number, publishRange: boolean, search: SearchStrategy): SQL {
  const conditions = [isNull(d.deletedAt), publishRange ? lte(d.publishAt, now) : sql`+${d.publishAt} <= ${now}`];
  if (f.bpm !== undefined) conditions.push(eq(d.bpm, f.bpm));
  if (f.tagKey !== null) {
    conditions.push(
      d === TAGGED
        ? eq(songTags.tagKey, f.tagKey)
        : sql`EXISTS (SELECT 1 FROM ${songTags} WHERE ${songTags.songId} = ${songs.id} AND ${songTags.tagKey} = ${f.tagKey})`,
    );
  }
  if (f.fts !== null) conditions.push(matching(d.id, f.fts, search));
  return and(...conditions) as SQL;
}

/**
 * One page: the ids are found first (walking an index, which the rows skipped by the offset
 * never leave), then joined to the songs and their artists; the outer order is the inner one,
 * so SQLite sorts nothing.
 */
function pageQuery(db: Db, query: SongListQuery, f: Filters, now: number, search: SearchStrategy) {
  const d = driverOf(f);
  const { keys, descending } = ORDERINGS[query.sort];
  const order = descending ? desc : asc;
  // Drizzle names these fields bare in the outer query: their names must not be songs' columns.
  const page = db
    .select({
      id: sql<number>`${d.id}`.as('page_id'),
      pricing: sql<number>`${d.pricing}`.as('page_pricing'),
      title: sql<string>`${d.title} COLLATE NOCASE`.as('page_title'),
      publishAt: sql<number>`${d.publishAt}`.as('page_publish_at'),
    })
    .from(d.table)
    .where(filteredWhere(d, f, now, keys[0] === 'publishAt', search))
    .orderBy(...keys.map((key) => order(key === 'title' ? sql`${d.title} COLLATE NOCASE` : d[key])), order(d.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  return db
    .select(songColumns)
    .from(page)
    .innerJoin(songs, eq(songs.id, page.id))
    .innerJoin(users, eq(users.id, songs.userId))
    .orderBy(...keys.map((key) => order(page[key])), order(page.id));
}

/**
 * The total without a search: the kept count of live songs less the scheduled ones, or with a
 * BPM a count of its slice (a tag's copies carry the BPM, so a tag and BPM are one index range).
 */
function totalQuery(db: Db, f: Filters, now: number) {
  if (f.bpm === undefined) return publishedCountQuery(db, f.tagKey, now);
  const d = f.tagKey !== null ? TAGGED : SONGS;
  return db
    .select({ total: count() })
    .from(d.table)
    .where(filteredWhere(d, f, now, true, 'read'));
}

/** How many live songs a page's walk passes through at most: its tag's, its BPM's, or all. */
function walkedCount(f: Filters): SQL<number> {
  if (f.bpm !== undefined) {
    return sql`(SELECT count(*) FROM ${songs} WHERE ${songs.deletedAt} IS NULL AND ${songs.bpm} = ${f.bpm})`;
  }
  return sql`coalesce((SELECT ${catalogueCounts.liveSongs} FROM ${catalogueCounts} WHERE ${catalogueCounts.tagKey} = ${f.tagKey ?? ''}), 0)`;
}

/** What reads a page and its total (exposed for the benchmark's query plans). */
export interface CataloguePlan {
  /** The search's pass over its matches, when there is one (`searchCounts`). */
  search: { query: ReturnType<typeof searchCounts>; matches: number; strategy: SearchStrategy } | null;
  rows: ReturnType<typeof pageQuery> | null;
  /** A count query, or the total the search's pass gave. */
  total: ReturnType<typeof totalQuery> | number;
}

/**
 * Plans a page. Without a search, nothing is read yet. With one, its matches are counted first,
 * tag and BPM included: less those not public, that is the total; and it gives the figures
 * `searchStrategy` weighs to choose how the page is found (`strategy` forces one instead,
 * which the tests use to hold every way to the same answer).
 */
export async function planCatalogue(
  db: Db,
  query: SongListQuery,
  { now = Date.now(), strategy: forced }: { now?: number; strategy?: SearchStrategy } = {},
): Promise<CataloguePlan> {
  const f = filtersOf(query);
  if (f.fts === null)
    return { search: null, rows: pageQuery(db, query, f, now, 'read'), total: totalQuery(db, f, now) };
  const counting = searchCounts(db, f.words, f.fts, walkedCount(f), now);
  const [counts] = await counting;
  const matches = counts?.matches ?? 0;
  const strategy = forced ?? searchStrategy(f.words, matches, counts?.listed ?? 0, query.page * query.limit);
  const search = { query: counting, matches, strategy };
  if (matches === 0) return { search, rows: null, total: 0 };
  return { search, rows: pageQuery(db, query, f, now, strategy), total: matches - (counts?.hidden ?? 0) };
}

/** Reads a planned page and its total. */
export async function readCatalogue(db: Db, plan: CataloguePlan, query: SongListQuery): Promise<Page<Song>> {
  const page = { page: query.page, limit: query.limit };
  if (plan.rows === null) return { data: [], ...page, total: 0 };
  if (typeof plan.total === 'number') return { data: (await plan.rows).map(toSong), ...page, total: plan.total };
  const [rows, totals] = await db.batch([plan.rows, plan.total]);
  return { data: rows.map(toSong), ...page, total: totals[0]?.total ?? 0 };
}

export async function listPublishedSongs(db: Db, query: SongListQuery, now = Date.now()): Promise<Page<Song>> {
  return readCatalogue(db, await planCatalogue(db, query, { now }), query);
}
