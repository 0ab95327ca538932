/**
 * The catalogue benchmark's parts, shared by `bench:catalogue` and `npm run bench`: a local store
 * filled to a number of songs, the query plan of every statement each catalogue call runs (from
 * D1, as the Worker builds it), and the calls timed over HTTP beside `GET /api/licenses`.
 */
import { AdminSongListQuerySchema } from '../../packages/contract/src/song-admin.ts';
import { SongListQuerySchema } from '../../packages/contract/src/songs.ts';
import { planCatalogue } from '../../worker/src/catalogue/list-songs.ts';
import type { SearchStrategy } from '../../worker/src/catalogue/search.ts';
import { filtersQueries, relatedQueries } from '../../worker/src/catalogue/song-queries.ts';
import { getDb } from '../../worker/src/db/client.ts';
import { runBound } from '../../worker/src/db/prepared.ts';
import { planAdminSongs } from '../../worker/src/songs-admin/admin-song-list.ts';
import { openLocalPlatform } from '../lib/local-platform.ts';
import { run } from '../lib/run.ts';
import type { Endpoint } from './http-latency.ts';

export const CATALOGUE_CASES: Record<string, string> = {
  'newest, page 1': '?limit=10',
  'newest, page 500': '?limit=10&page=500',
  'price ascending': '?limit=10&sort=pricing:asc',
  'title descending': '?limit=10&sort=title:desc',
  'tag filter': '?limit=10&musicTag=chill',
  'tag + title sort': '?limit=10&musicTag=chill&sort=title:asc',
  'tag + BPM + price sort': '?limit=10&musicTag=trap&bpm=140&sort=pricing:desc',
  'search one word': '?limit=10&search=night',
  'search one word, price sort': '?limit=10&search=night&sort=pricing:asc',
  'search a rare word': '?limit=10&search=velvet',
  'search one word + tag': '?limit=10&search=night&musicTag=chill',
  'search two words + tag': '?limit=10&search=dark%20piano&musicTag=dark',
};

/** The reference call every catalogue call is compared with: one small query. */
export const REFERENCE: [string, string] = ['/api/licenses (reference)', '/api/licenses'];

/** Every call timed, the reference first. */
export const CATALOGUE_ENDPOINTS: [string, string][] = [
  REFERENCE,
  ...Object.entries(CATALOGUE_CASES).map(([name, qs]): [string, string] => [
    `/api/songs/published ${name}`,
    `/api/songs/published${qs}`,
  ]),
  ['/api/songs/new-releases', '/api/songs/new-releases?limit=20'],
  ['/api/songs/filters', '/api/songs/filters'],
  ['/api/songs/1/related', '/api/songs/1/related?limit=8'],
  ['home page /', '/'],
  ['catalogue page /tracks', '/tracks'],
];

/** The admin's song list (`GET /api/songs`, as Refine asks for it), 10 a page. */
export const ADMIN_SONG_CASES: Record<string, string> = {
  'newest added': '?_start=0&_end=10&_sort=createdAt&_order=desc',
  'newest added, page 500': '?_start=4990&_end=5000&_sort=createdAt&_order=desc',
  'most played, published': '?_start=0&_end=10&_sort=playCount&_order=desc&status=published',
  'title ascending': '?_start=0&_end=10&_sort=title&_order=asc',
  'sold only': '?_start=0&_end=10&_sort=createdAt&_order=desc&status=sold',
  'title search': '?_start=0&_end=10&_sort=createdAt&_order=desc&q=night',
};

/** The admin's song list calls, with the admin's session. */
export const adminSongEndpoints = (headers: Record<string, string>): Endpoint[] =>
  Object.entries(ADMIN_SONG_CASES).map(([name, qs]) => [`admin songs: ${name}`, `/api/songs${qs}`, headers]);

/**
 * A store of its own per size: seeding only ever adds songs. (100,000 keeps the directory it
 * always had, so a catalogue filled before is reused.)
 */
export const catalogueState = (songs: number): string =>
  songs === 100_000 ? '.wrangler/bench-state' : `.wrangler/bench-state-${songs}`;

/** Migrates and seeds the store of `songs` songs (the first time for a size takes a while). */
export function prepareCatalogue(songs: number): string {
  const state = catalogueState(songs);
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { quiet: true });
  run('node', ['scripts/seed.ts', '--state', state, '--large', String(songs)]);
  return state;
}

const STRATEGIES: Record<SearchStrategy, string> = {
  read: 'the page is read from the matches and sorted',
  walk: 'the page is found by walking the ordering, each song tested against the matches gathered once',
  probe: 'the page is found by walking the ordering, each song tested by the full-text index',
};
/** Sorts that are bounded whatever the catalogue's size, and why. */
export const BOUNDED: Record<string, string> = {
  'related (page)': 'ranks its candidates, at most 600 (200 nearest BPMs each side, 200 newest)',
  'admin songs, sold only (page)': 'sorts the sold exclusives, read from their own index',
};

type Statement = { toSQL(): { sql: string; params: unknown[] } };

/**
 * Prints (with `print`) the plan of every statement of every catalogue call, and returns the
 * full scans and temporary B-trees found outside the bounded ones, as "call (part): plan line".
 */
export async function catalogueQueryPlans(state: string, { print = true } = {}): Promise<string[]> {
  const log = (line: string) => {
    if (print) console.log(line);
  };
  const platform = await openLocalPlatform(state);
  const d1 = platform.env.DB;
  const db = getDb(d1);
  const now = Date.now();
  const planIssues: string[] = [];
  async function printPlan(call: string, label: string, statement: Statement) {
    const { sql, params } = statement.toSQL();
    const plan = await d1
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ id: number; parent: number; detail: string }>();
    const lines = plan.results.map((r) => r.detail);
    const parentOf = new Map(plan.results.map((r) => [r.id, r.parent]));
    const detailOf = new Map(plan.results.map((r) => [r.id, r.detail]));
    const within = (id: number, detail: string): boolean => {
      for (let at = parentOf.get(id); at !== undefined && at !== 0; at = parentOf.get(at))
        if (detailOf.get(at) === detail) return true;
      return false;
    };
    // A full scan reads a whole table; a temporary B-tree sorts or collects rows. An ordered
    // index walk ("SCAN … USING INDEX" under a LIMIT) stops after the page and is neither, and
    // a scan of a subquery's or CTE's own rows ("CO-ROUTINE page" or "MATERIALIZE counts", then
    // "SCAN page") is not a table's.
    // A search's page statement holds each way to the page and runs only the one it chooses:
    // the read way sorts its matches, chosen only when they are few (`searchStrategy`), and
    // the page's own rows (at most its limit) are sorted once the ways are joined.
    const ownRows = new Set(lines.flatMap((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(line)?.[1] ?? []));
    const choosing = lines.includes('COMPOUND QUERY');
    for (const { id, parent, detail } of plan.results) {
      const scanned = /^SCAN (\S+)$/.exec(detail)?.[1];
      const sorted = /TEMP B-TREE/.test(detail);
      const bounded =
        choosing && sorted && (within(id, 'CO-ROUTINE read_page') || (parent === 0 && /ORDER BY/.test(detail)));
      if ((scanned && !ownRows.has(scanned)) || (sorted && !bounded)) planIssues.push(`${call} (${label}): ${detail}`);
    }
    log(`  ${call}, ${label}:\n${lines.map((line) => `      ${line}`).join('\n')}`);
  }
  try {
    log('\nQuery plans (EXPLAIN QUERY PLAN)');
    for (const [name, qs] of Object.entries(CATALOGUE_CASES)) {
      const query = SongListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
      const plan = planCatalogue(query, { now });
      if (plan.search === null) {
        await printPlan(name, 'page', plan.rows);
        await printPlan(name, 'total', plan.total);
      } else {
        await printPlan(name, "page and the search's figures", plan.rows);
        const [counts] = await runBound(db, plan.search.counts());
        const [chosen] = plan.search.strategy ? await runBound(db, plan.search.strategy()) : [];
        const way = chosen ? STRATEGIES[chosen.way] : 'no strategy chosen';
        log(`      → ${(counts?.matches ?? 0).toLocaleString('en-US')} matches: ${way}`);
      }
    }
    const filters = filtersQueries(now);
    await printPlan('filters', 'tags', filters.tags);
    await printPlan('filters', 'BPMs', filters.bpms);
    const related = relatedQueries(1, 1, 8, now);
    await printPlan('related', 'page', related.rows);
    await printPlan('related', 'total', related.total);
    for (const [name, qs] of Object.entries(ADMIN_SONG_CASES)) {
      const query = AdminSongListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
      const admin = planAdminSongs(query, { now });
      await printPlan(`admin songs, ${name}`, admin.search ? 'page and its total' : 'page', admin.rows);
      await printPlan(`admin songs, ${name}`, admin.search ? 'total alone' : 'total', admin.total);
    }
  } finally {
    await platform.dispose();
  }
  return planIssues.filter((issue) => !Object.keys(BOUNDED).some((call) => issue.startsWith(call)));
}
