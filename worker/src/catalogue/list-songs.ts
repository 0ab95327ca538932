import type { Page, Song, SongListQuery, SongSort } from '@beats/contract';
import { and, asc, count, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Bound, runBatch, runBound, shapes } from '../db/prepared.ts';
import { catalogueCounts, songs, songTags } from '../db/schema.ts';
import { at } from './placeholders.ts';
import { publishedCountQuery } from './published-count.ts';
import {
  catalogueSearchQuery,
  hasPrefixIndex,
  matching,
  type SearchStrategy,
  searchCounts,
  searchStrategy,
  searchWords,
} from './search.ts';
import { type SongRow, songsOfPage, toSong } from './song-row.ts';

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

/** The values the catalogue's query shapes leave open (`at`), for one request. */
const valuesOf = (f: Filters, now: number, query: Pick<SongListQuery, 'page' | 'limit'>) => ({
  now,
  tagKey: f.tagKey,
  bpm: f.bpm,
  fts: f.fts,
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/** Which filters a query has, which (with its ordering and search strategy) decides its SQL. */
interface Narrowing {
  tag: boolean;
  bpm: boolean;
  search: SearchStrategy | null;
}

const narrowingOf = (f: Filters, search: SearchStrategy | null): Narrowing => ({
  tag: f.tagKey !== null,
  bpm: f.bpm !== undefined,
  search: f.fts === null ? null : search,
});

/** A tag's page walks the tag's copies, unless a BPM narrows it more: then the songs' BPM indexes. */
const driverOf = (n: Narrowing): Driver => (n.tag && !n.bpm ? TAGGED : SONGS);

/**
 * Published songs passing the filters, as conditions on `d`. `publishRange` says whether
 * `publish_at <= now` may bound the index walk; when the page is ordered by another column it
 * is only tested (the unary `+`), or SQLite would pick the publish_at index and sort.
 */
function filteredWhere(d: Driver, n: Narrowing, publishRange: boolean): SQL {
  const conditions = [isNull(d.deletedAt), publishRange ? lte(d.publishAt, at.now) : sql`+${d.publishAt} <= ${at.now}`];
  if (n.bpm) conditions.push(eq(d.bpm, at.bpm));
  if (n.tag) {
    conditions.push(
      d === TAGGED
        ? eq(songTags.tagKey, at.tagKey)
        : sql`EXISTS (SELECT 1 FROM ${songTags} WHERE ${songTags.songId} = ${songs.id} AND ${songTags.tagKey} = ${at.tagKey})`,
    );
  }
  if (n.search !== null) conditions.push(matching(d.id, n.search));
  return and(...conditions) as SQL;
}

interface PageShape extends Narrowing {
  sort: SongSort;
}

/**
 * One page: the ids are found first (walking an index, which the rows skipped by the offset
 * never leave), then joined to the songs and their artists; the outer order is the inner one,
 * so SQLite sorts nothing.
 */
const pageShape = shapes(
  (s: PageShape) => `${s.sort} ${s.tag} ${s.bpm} ${s.search}`,
  (db, s) => {
    const d = driverOf(s);
    const { keys, descending } = ORDERINGS[s.sort];
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
      .where(filteredWhere(d, s, keys[0] === 'publishAt'))
      .orderBy(...keys.map((key) => order(key === 'title' ? sql`${d.title} COLLATE NOCASE` : d[key])), order(d.id))
      .limit(at.limit)
      .offset(at.offset)
      .as('page');
    return songsOfPage(db, page, page.id).orderBy(...keys.map((key) => order(page[key])), order(page.id));
  },
);

/**
 * The total without a search: the kept count of live songs less the scheduled ones, or with a
 * BPM a count of its slice (a tag's copies carry the BPM, so a tag and BPM are one index range).
 */
const totalShape = shapes(
  (n: Narrowing) => `${n.tag} ${n.bpm}`,
  (db, n) => {
    if (!n.bpm) return publishedCountQuery(db, n.tag);
    const d = n.tag ? TAGGED : SONGS;
    return db
      .select({ total: count() })
      .from(d.table)
      .where(filteredWhere(d, { ...n, search: null }, true));
  },
);

/** How many live songs a page's walk passes through at most: its tag's, its BPM's, or all. */
function walkedCount(n: Narrowing): SQL<number> {
  if (n.bpm) {
    return sql`(SELECT count(*) FROM ${songs} WHERE ${songs.deletedAt} IS NULL AND ${songs.bpm} = ${at.bpm})`;
  }
  return sql`coalesce((SELECT ${catalogueCounts.liveSongs} FROM ${catalogueCounts} WHERE ${catalogueCounts.tagKey} = ${n.tag ? at.tagKey : ''}), 0)`;
}

/** The search's one pass over its matches (`searchCounts`), by whether its words have prefix indexes. */
const countsShape = shapes(
  (s: Narrowing & { prefixed: boolean }) => `${s.tag} ${s.bpm} ${s.prefixed}`,
  (db, s) => searchCounts(db, s.prefixed, walkedCount(s)),
);

type Counts = { matches: number; hidden: number; listed: number };

/** What reads a page and its total (exposed for the benchmark's query plans). */
export interface CataloguePlan {
  /** The search's pass over its matches, when there is one (`searchCounts`). */
  search: { query: Bound<Counts[]>; matches: number; strategy: SearchStrategy } | null;
  rows: Bound<SongRow[]> | null;
  /** A count query, or the total the search's pass gave. */
  total: Bound<{ total: number }[]> | number;
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
  const values = valuesOf(f, now, query);
  const rowsOf = (search: SearchStrategy | null) => pageShape({ sort: query.sort, ...narrowingOf(f, search) })(values);
  if (f.fts === null) return { search: null, rows: rowsOf(null), total: totalShape(narrowingOf(f, null))(values) };
  const counting = countsShape({ ...narrowingOf(f, null), prefixed: f.words.every(hasPrefixIndex) })(values);
  const [counts] = await runBound(db, counting);
  const matches = counts?.matches ?? 0;
  const strategy = forced ?? searchStrategy(f.words, matches, counts?.listed ?? 0, query.page * query.limit);
  const search = { query: counting, matches, strategy };
  if (matches === 0) return { search, rows: null, total: 0 };
  return { search, rows: rowsOf(strategy), total: matches - (counts?.hidden ?? 0) };
}

/** Reads a planned page and its total. */
export async function readCatalogue(db: Db, plan: CataloguePlan, query: SongListQuery): Promise<Page<Song>> {
  const page = { page: query.page, limit: query.limit };
  if (plan.rows === null) return { data: [], ...page, total: 0 };
  if (typeof plan.total === 'number')
    return { data: (await runBound(db, plan.rows)).map(toSong), ...page, total: plan.total };
  const [rows, totals] = await runBatch(db, [plan.rows, plan.total]);
  return { data: rows.map(toSong), ...page, total: totals[0]?.total ?? 0 };
}

export async function listPublishedSongs(db: Db, query: SongListQuery, now = Date.now()): Promise<Page<Song>> {
  return readCatalogue(db, await planCatalogue(db, query, { now }), query);
}
