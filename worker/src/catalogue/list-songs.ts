import type { Page, Song, SongListQuery, SongSort } from '@beats/contract';
import { and, asc, count, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { type Bound, runBatch, runBound, shape, shapes } from '../db/prepared.ts';
import { catalogueCounts, songs, songTags } from '../db/schema.ts';
import { at } from './placeholders.ts';
import { publishedCountQuery } from './published-count.ts';
import {
  catalogueSearchQuery,
  chosenWay,
  figuresMatches,
  hasPrefixIndex,
  matching,
  type SearchStrategy,
  type SearchWays,
  searchBranches,
  searchCounts,
  searchFigures,
  searchWords,
  wordTerms,
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
  ftsWords: f.words.length > 0 ? wordTerms(f.words) : null,
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

/** What decides a page's SQL: its ordering and filters (with a search, also its ways: `SearchWays`). */
interface PageShape extends Narrowing {
  sort: SongSort;
}

/** The ids of one page found one way: an index walk (or the matches read) that stops after the page. */
function pageIds(db: Db, d: Driver, s: PageShape, limit: SQL | typeof at.limit) {
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
      .where(filteredWhere(d, s, keys[0] === 'publishAt'))
      .orderBy(...keys.map((key) => order(key === 'title' ? sql`${d.title} COLLATE NOCASE` : d[key])), order(d.id))
      // Drizzle types a LIMIT as a number or placeholder, and writes out any SQL it is given.
      .limit(limit as typeof at.limit)
      .offset(at.offset)
  );
}

/** The page's rows in the order of its ids, with the songs and their artists (and `extra`). */
function pageRows<Extra extends Record<string, SQL.Aliased>>(
  db: Pick<Db, 'select'>,
  s: PageShape,
  page: PageIds,
  extra: Extra,
) {
  const { keys, descending } = ORDERINGS[s.sort];
  const order = descending ? desc : asc;
  return songsOfPage(db, page, page.id, extra).orderBy(...keys.map((key) => order(page[key])), order(page.id));
}
type PageIds = ReturnType<ReturnType<typeof pageIds>['as']>;

/**
 * A page without a search: the ids are found first (walking an index, which the rows skipped by
 * the offset never leave), then joined to the songs and their artists; the outer order is the
 * inner one, so SQLite sorts nothing.
 */
const pageShape = shapes(
  (s: PageShape) => `${s.sort} ${s.tag} ${s.bpm}`,
  (db, s) => pageRows(db, s, pageIds(db, driverOf(s), { ...s, search: null }, at.limit).as('page'), {}),
);

/**
 * A search's page and its figures in one statement, so a search is one round trip to D1: each
 * way to the page is a branch of it (`searchBranches`). The figures and the choice are CTEs read
 * by more than one subquery, which SQLite therefore computes once. The page's own rows, at most
 * `limit`, are sorted after the branches.
 */
const searchPageShape = shapes(
  (s: PageShape & { ways: SearchWays }) =>
    `${s.sort} ${s.tag} ${s.bpm} ${'forced' in s.ways ? s.ways.forced : `choose ${s.ways.probe}`}`,
  (db, s) => {
    const d = driverOf(s);
    const figures = searchFigures(db, walkedCount(s));
    const matches = figuresMatches(figures);
    const figureColumns = {
      matches: matches.as('search_matches'),
      hidden: sql<number>`(SELECT ${figures.hidden} FROM ${figures})`.as('search_hidden'),
    };
    const strategy = chosenWay(db, figures, 'probe' in s.ways && s.ways.probe);
    const [first, second, ...rest] = searchBranches(
      s.ways,
      matches,
      sql`(SELECT ${strategy.way} FROM ${strategy})`,
      (way, limit) => {
        const ids = pageIds(db, d, { ...s, search: way }, limit).as(`${way}_page`);
        return db.select({ id: ids.id, pricing: ids.pricing, title: ids.title, publishAt: ids.publishAt }).from(ids);
      },
    );
    const page = second ? unionAll(first, second, ...rest) : first;
    const chosen = 'forced' in s.ways ? db.with(figures) : db.with(figures, strategy);
    return pageRows(chosen, s, page.as('page'), figureColumns);
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

/** A search's figures alone, for a page that has no rows to carry them. */
const countsShape = shape((db) => searchCounts(db, {}));

/** The way a search's page statement chooses, alone (for the benchmark, which prints it). */
const strategyShape = shapes(
  (s: Narrowing & { probe: boolean }) => `${s.tag} ${s.bpm} ${s.probe}`,
  (db, s) => {
    const figures = searchFigures(db, walkedCount(s));
    const strategy = chosenWay(db, figures, s.probe);
    return db.with(figures, strategy).select({ way: strategy.way }).from(strategy);
  },
);

type Figures = { matches: number; hidden: number };

/** What reads a page and its total (exposed for the benchmark's query plans). */
export type CataloguePlan =
  | { rows: Bound<SongRow[]>; total: Bound<{ total: number }[]>; search: null }
  | {
      /** The page, each row with the search's figures. */
      rows: Bound<(SongRow & Figures)[]>;
      search: {
        /** The figures alone, bound only when the page has no rows to carry them. */
        counts: () => Bound<Figures[]>;
        /** The way the page's statement chooses, alone, for the benchmark (null when one is forced). */
        strategy: (() => Bound<{ way: SearchStrategy }[]>) | null;
      };
    };

/**
 * Plans a page. Without a search, its rows and its count. With one, its rows and the search's
 * figures in one statement, the page found the way the statement chooses (`strategy` forces one
 * instead, which the tests use to hold every way to the same answer): the matches less those
 * not public are the total.
 */
export function planCatalogue(
  query: SongListQuery,
  { now = Date.now(), strategy }: { now?: number; strategy?: SearchStrategy } = {},
): CataloguePlan {
  const f = filtersOf(query);
  const values = valuesOf(f, now, query);
  const n = narrowingOf(f, null);
  if (f.fts === null) {
    return { rows: pageShape({ sort: query.sort, ...n })(values), total: totalShape(n)(values), search: null };
  }
  const probe = f.words.every(hasPrefixIndex);
  const ways: SearchWays = strategy ? { forced: strategy } : { probe };
  return {
    rows: searchPageShape({ sort: query.sort, ...n, ways })(values),
    search: {
      counts: () => countsShape(values),
      strategy: strategy ? null : () => strategyShape({ ...n, probe })(values),
    },
  };
}

/** Reads a planned page and its total: one round trip, two for a search's page without rows. */
export async function readCatalogue(db: Db, plan: CataloguePlan, query: SongListQuery): Promise<Page<Song>> {
  const page = { page: query.page, limit: query.limit };
  if (plan.search === null) {
    const [rows, totals] = await runBatch(db, [plan.rows, plan.total]);
    return { data: rows.map(toSong), ...page, total: totals[0]?.total ?? 0 };
  }
  const rows = await runBound(db, plan.rows);
  const [figures] = rows.length > 0 ? rows : await runBound(db, plan.search.counts());
  return { data: rows.map(toSong), ...page, total: (figures?.matches ?? 0) - (figures?.hidden ?? 0) };
}

export async function listPublishedSongs(db: Db, query: SongListQuery, now = Date.now()): Promise<Page<Song>> {
  // A search with no word in it ("%", "!!!") matches nothing: read as no search, it answered the
  // whole catalogue under the page's “%” in Tracks.
  if (query.search && searchWords(query.search).length === 0) {
    return { data: [], page: query.page, limit: query.limit, total: 0 };
  }
  return readCatalogue(db, planCatalogue(query, { now }), query);
}
