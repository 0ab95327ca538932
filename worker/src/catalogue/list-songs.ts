import type { Page, Song, SongListQuery, SongSort } from '@beats/contract';
import { and, asc, count, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { type Bound, runBatch, shape, shapes } from '../db/prepared.ts';
import { catalogueCounts, songs, songTags } from '../db/schema.ts';
import { at } from './placeholders.ts';
import { publishedCountQuery } from './published-count.ts';
import {
  catalogueSearchQuery,
  hasPrefixIndex,
  matching,
  type SearchStrategy,
  searchCounts,
  searchWords,
  strategySql,
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
  // Read from its matches, a search's page must not walk an ordering: everything else is a test.
  const walks = n.search !== 'read';
  const conditions = [
    isNull(d.deletedAt),
    publishRange && walks ? lte(d.publishAt, at.now) : sql`+${d.publishAt} <= ${at.now}`,
  ];
  if (n.bpm) conditions.push(walks ? eq(d.bpm, at.bpm) : sql`+${d.bpm} = ${at.bpm}`);
  if (n.tag) {
    conditions.push(
      d !== TAGGED
        ? sql`EXISTS (SELECT 1 FROM ${songTags} WHERE ${songTags.songId} = ${songs.id} AND ${songTags.tagKey} = ${at.tagKey})`
        : walks
          ? eq(songTags.tagKey, at.tagKey)
          : sql`+${songTags.tagKey} = ${at.tagKey}`,
    );
  }
  if (n.search !== null) conditions.push(matching(d.id, n.search));
  return and(...conditions) as SQL;
}

/**
 * How a page's statement finds a search's songs: one strategy (`Narrowing.search`), or `choose`,
 * each strategy's way in one statement, of which only the one `strategySql` picks reads anything.
 */
interface PageShape extends Narrowing {
  sort: SongSort;
  /** Whether the statement chooses its strategy (null: `search` is the one), and may probe. */
  choose: { probe: boolean } | null;
}

/** The ids of one page found one way: an index walk (or the matches read) that stops after the page. */
function pageIds(db: Db, d: Driver, s: PageShape, search: SearchStrategy | null, limit: SQL | typeof at.limit) {
  const { keys, descending } = ORDERINGS[s.sort];
  const order = descending ? desc : asc;
  // Drizzle names these fields bare in the outer query: their names must not be songs' columns.
  return (
    db
      .select({
        id: sql<number>`${d.id}`.as('page_id'),
        pricing: sql<number>`${d.pricing}`.as('page_pricing'),
        title: sql<string>`${d.title} COLLATE NOCASE`.as('page_title'),
        publishAt: sql<number>`${d.publishAt}`.as('page_publish_at'),
      })
      .from(d.table)
      .where(filteredWhere(d, { ...s, search }, keys[0] === 'publishAt'))
      .orderBy(...keys.map((key) => order(key === 'title' ? sql`${d.title} COLLATE NOCASE` : d[key])), order(d.id))
      // Drizzle types a LIMIT as a number or placeholder, and writes out any SQL it is given.
      .limit(limit as typeof at.limit)
      .offset(at.offset)
  );
}

/**
 * The strategy a search's page takes, chosen by the statement from the matches it counts and
 * the songs its walk would pass (the figures `searchCounts` gives the total), so that a search
 * is one round trip to D1: its count and its page in one batch. Each is a CTE read by more than
 * one subquery, which SQLite therefore computes once.
 */
function strategyOf(db: Db, s: Narrowing, probe: boolean) {
  const counts = db.$with('counts').as(
    db
      .select({ matches: sql<number>`count(*)`.as('matches'), listed: sql<number>`${walkedCount(s)}`.as('listed') })
      .from(sql`songs_fts`)
      .where(sql`songs_fts MATCH ${at.fts}`),
  );
  const pageEnd = sql`(${at.offset} + ${at.limit})`;
  const way = strategySql(probe, sql`${counts.matches}`, sql`${counts.listed}`, pageEnd).as('way');
  return { counts, strategy: db.$with('strategy').as(db.select({ way }).from(counts)) };
}

/**
 * The page's ids found each way, each way's LIMIT 0 unless the statement chose it (and found
 * matches): SQLite
 * checks a LIMIT before it starts a loop, so the others read nothing (a condition in their
 * WHERE would not spare them: the read way would still gather its matches).
 */
function choosingPage(db: Db, d: Driver, s: PageShape, probe: boolean) {
  const { counts, strategy } = strategyOf(db, s, probe);
  const way = (search: SearchStrategy) => {
    const limit = sql`CASE WHEN (SELECT ${counts.matches} FROM ${counts}) = 0 THEN 0
      WHEN (SELECT ${strategy.way} FROM ${strategy}) = ${search} THEN ${at.limit} ELSE 0 END`;
    const ids = pageIds(db, d, s, search, limit).as(`${search}_page`);
    return db.select({ id: ids.id, pricing: ids.pricing, title: ids.title, publishAt: ids.publishAt }).from(ids);
  };
  const ways = probe ? unionAll(way('read'), way('walk'), way('probe')) : unionAll(way('read'), way('walk'));
  return { ctes: [counts, strategy] as const, ways };
}

/**
 * One page: the ids are found first (walking an index, which the rows skipped by the offset
 * never leave), then joined to the songs and their artists; the outer order is the inner one,
 * so SQLite sorts nothing, but for a search that chooses its way: the page's own rows, at most
 * `limit`, come out of the union of its ways to be sorted.
 */
const pageShape = shapes(
  (s: PageShape) => `${s.sort} ${s.tag} ${s.bpm} ${s.search} ${s.choose?.probe ?? '-'}`,
  (db, s) => {
    const d = driverOf(s);
    const { keys, descending } = ORDERINGS[s.sort];
    const order = descending ? desc : asc;
    if (s.choose === null) {
      const page = pageIds(db, d, s, s.search, at.limit).as('page');
      return songsOfPage(db, page, page.id).orderBy(...keys.map((key) => order(page[key])), order(page.id));
    }
    const { ctes, ways } = choosingPage(db, d, s, s.choose.probe);
    const page = ways.as('page');
    return songsOfPage(db.with(...ctes), page, page.id).orderBy(...keys.map((key) => order(page[key])), order(page.id));
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

/** The search's one pass over its matches (`searchCounts`). */
const countsShape = shape((db) => searchCounts(db));

/** The strategy a search's page statement chooses, alone (for the benchmark, which prints it). */
const strategyShape = shapes(
  (s: Narrowing & { probe: boolean }) => `${s.tag} ${s.bpm} ${s.probe}`,
  (db, s) => {
    const { counts, strategy } = strategyOf(db, s, s.probe);
    return db.with(counts, strategy).select({ way: strategy.way }).from(strategy);
  },
);

/** What reads a page and its total, in one round trip (exposed for the benchmark's query plans). */
export interface CataloguePlan {
  rows: Bound<SongRow[]>;
  /** Without a search, a count query; with one, its pass over the matches (`searchCounts`). */
  total: { count: Bound<{ total: number }[]> } | { search: Bound<{ matches: number; hidden: number }[]> };
  /** With a search whose page chooses its way: that choice alone, which reading the page never runs. */
  strategy: Bound<{ way: SearchStrategy }[]> | null;
}

/**
 * Plans a page. Without a search, its rows and its count. With one, its rows, found the way the
 * statement itself chooses (`strategy` forces one instead, which the tests use to hold every
 * way to the same answer), and the pass over its matches, tag and BPM included: the matches
 * less those not public are the total.
 */
export function planCatalogue(
  query: SongListQuery,
  { now = Date.now(), strategy }: { now?: number; strategy?: SearchStrategy } = {},
): CataloguePlan {
  const f = filtersOf(query);
  const values = valuesOf(f, now, query);
  const n = narrowingOf(f, strategy ?? null);
  if (f.fts === null) {
    const rows = pageShape({ sort: query.sort, ...n, choose: null })(values);
    return { rows, total: { count: totalShape(n)(values) }, strategy: null };
  }
  const prefixed = f.words.every(hasPrefixIndex);
  const choose = strategy ? null : { probe: prefixed };
  return {
    rows: pageShape({ sort: query.sort, ...n, choose })(values),
    total: { search: countsShape(values) },
    strategy: choose && strategyShape({ ...n, probe: choose.probe })(values),
  };
}

/** Reads a planned page and its total, in one batch. */
export async function readCatalogue(db: Db, plan: CataloguePlan, query: SongListQuery): Promise<Page<Song>> {
  const page = { page: query.page, limit: query.limit };
  if ('count' in plan.total) {
    const [rows, totals] = await runBatch(db, [plan.rows, plan.total.count]);
    return { data: rows.map(toSong), ...page, total: totals[0]?.total ?? 0 };
  }
  const [rows, counts] = await runBatch(db, [plan.rows, plan.total.search]);
  return { data: rows.map(toSong), ...page, total: (counts[0]?.matches ?? 0) - (counts[0]?.hidden ?? 0) };
}

export async function listPublishedSongs(db: Db, query: SongListQuery, now = Date.now()): Promise<Page<Song>> {
  return readCatalogue(db, planCatalogue(query, { now }), query);
}
