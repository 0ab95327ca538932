/**
 * Catalogue benchmark: fills a separate local store with a large catalogue (default 100,000
 * songs), serves the built Worker with `wrangler dev`, then times each catalogue call over HTTP
 * and prints the query plan of each catalogue query.
 *
 *   pnpm run bench:catalogue [--songs 100000] [--runs 40] [--port 8799]
 *
 * `GET /api/licenses` (one small query) is timed in the same rounds as the reference: each call's
 * p50 and p95 are also printed as a ratio to it (see printLatencies).
 */
import { parseArgs } from 'node:util';
import { SongListQuerySchema } from '../../packages/contract/src/songs.ts';
import { planCatalogue } from '../../worker/src/catalogue/list-songs.ts';
import type { SearchStrategy } from '../../worker/src/catalogue/search.ts';
import { filtersQueries, relatedQueries } from '../../worker/src/catalogue/song-queries.ts';
import { getDb } from '../../worker/src/db/client.ts';
import { buildIsFresh, markBuilt } from '../lib/build-stamp.ts';
import { openLocalPlatform } from '../lib/local-platform.ts';
import { run } from '../lib/run.ts';
import { printLatencies, serveBench } from './http-latency.ts';

const { values } = parseArgs({
  options: {
    songs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8799' },
  },
});
const SONGS = Number(values.songs);
const RUNS = Number(values.runs);
const STATE = '.wrangler/bench-state';

const CASES: Record<string, string> = {
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

if (!buildIsFresh()) {
  console.log('Building the store…');
  run('pnpm', ['run', 'build'], { quiet: true });
  markBuilt();
}
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE], { quiet: true });
run('node', ['scripts/seed.ts', '--state', STATE, '--large', String(SONGS)]);

// Query plans, straight from D1: every statement each catalogue call runs, as the Worker builds it.
const platform = await openLocalPlatform(STATE);
const d1 = platform.env.DB;
const db = getDb(d1);
const now = Date.now();
type Statement = { toSQL(): { sql: string; params: unknown[] } };
const STRATEGIES: Record<SearchStrategy, string> = {
  read: 'the page is read from the matches and sorted',
  walk: 'the page is found by walking the ordering, each song tested against the matches gathered once',
  probe: 'the page is found by walking the ordering, each song tested by the full-text index',
};
/** Sorts that are bounded whatever the catalogue's size, and why. */
const BOUNDED: Record<string, string> = {
  'related (page)': 'ranks its candidates, at most 600 (200 nearest BPMs each side, 200 newest)',
};
const planIssues: string[] = [];
async function printPlan(call: string, label: string, statement: Statement) {
  const { sql, params } = statement.toSQL();
  const plan = await d1
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  const lines = plan.results.map((r) => r.detail);
  // A full scan reads a whole table; a temporary B-tree sorts or collects rows. An ordered
  // index walk ("SCAN … USING INDEX" under a LIMIT) stops after the page and is neither, and
  // a scan of a subquery's or CTE's own rows ("CO-ROUTINE page", then "SCAN page") is not a table's.
  const ownRows = new Set(lines.flatMap((line) => /^CO-ROUTINE (\S+)/.exec(line)?.[1] ?? []));
  for (const line of lines) {
    const scanned = /^SCAN (\S+)$/.exec(line)?.[1];
    if ((scanned && !ownRows.has(scanned)) || /TEMP B-TREE/.test(line)) planIssues.push(`${call} (${label}): ${line}`);
  }
  console.log(`  ${call}, ${label}:\n${lines.map((line) => `      ${line}`).join('\n')}`);
}
console.log('\nQuery plans (EXPLAIN QUERY PLAN)');
for (const [name, qs] of Object.entries(CASES)) {
  const query = SongListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const plan = await planCatalogue(db, query, { now });
  if (plan.search) {
    await printPlan(name, 'search: count the matches', plan.search.query);
    console.log(`      → ${plan.search.matches.toLocaleString('en-US')} matches: ${STRATEGIES[plan.search.strategy]}`);
  }
  if (plan.rows) await printPlan(name, 'page', plan.rows);
  if (typeof plan.total === 'number') console.log(`  ${name}, total: ${plan.total} (from the search's count)`);
  else await printPlan(name, 'total', plan.total);
}
const filters = filtersQueries(db, now);
await printPlan('filters', 'tags', filters.tags);
await printPlan('filters', 'BPMs', filters.bpms);
const related = relatedQueries(db, { id: 1, bpm: 120 }, 1, 8, now);
await printPlan('related', 'page', related.rows);
await printPlan('related', 'total', related.total);
const unbounded = planIssues.filter((issue) => !Object.keys(BOUNDED).some((call) => issue.startsWith(call)));
for (const [call, why] of Object.entries(BOUNDED)) console.log(`\nBounded: ${call} ${why}.`);
console.log(
  unbounded.length === 0
    ? 'No other full scan or temporary B-tree in any plan.'
    : `Full scans or temporary B-trees:\n${unbounded.map((issue) => `  ${issue}`).join('\n')}`,
);
await platform.dispose();

// Latency over HTTP through the real Worker.
const server = await serveBench(STATE, values.port);
try {
  const endpoints: [string, string][] = [
    ['/api/licenses (reference)', '/api/licenses'],
    ...Object.entries(CASES).map(([name, qs]): [string, string] => [
      `/api/songs/published ${name}`,
      `/api/songs/published${qs}`,
    ]),
    ['/api/songs/new-releases', '/api/songs/new-releases?limit=20'],
    ['/api/songs/filters', '/api/songs/filters'],
    ['/api/songs/1/related', '/api/songs/1/related?limit=8'],
    ['home page /', '/'],
    ['catalogue page /tracks', '/tracks'],
  ];
  console.log(
    `\nLatency over HTTP, ${RUNS} rounds of one request each, ${SONGS.toLocaleString('en-US')} songs (ms; × = ratio to the reference)`,
  );
  await printLatencies(server.url, endpoints, RUNS, {}, { reference: true });
} finally {
  await server.stop();
}
