/**
 * Catalogue benchmark: fills a separate local store with a large catalogue (default 100,000
 * songs), serves the built Worker with `wrangler dev`, then times each catalogue call over HTTP
 * and prints the query plan of each catalogue query.
 *
 *   pnpm run bench:catalogue [--songs 100000] [--runs 40]
 */
import { parseArgs } from 'node:util';
import { SongListQuerySchema } from '../../packages/contract/src/songs.ts';
import { catalogueQueries } from '../../worker/src/catalogue/list-songs.ts';
import { getDb } from '../../worker/src/db/client.ts';
import { buildIsFresh, markBuilt } from '../lib/build-stamp.ts';
import { openLocalPlatform } from '../lib/local-platform.ts';
import { run } from '../lib/run.ts';
import { printLatencies, serveBench } from './http-latency.ts';

const { values } = parseArgs({
  options: {
    songs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    port: { type: 'string', default: '8799' },
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
  'tag + BPM + price sort': '?limit=10&musicTag=trap&bpm=140&sort=pricing:desc',
  'search one word': '?limit=10&search=night',
  'search two words + tag': '?limit=10&search=dark%20piano&musicTag=dark',
};

if (!buildIsFresh()) {
  console.log('Building the store…');
  run('pnpm', ['run', 'build'], { quiet: true });
  markBuilt();
}
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE], { quiet: true });
run('node', ['scripts/seed.ts', '--state', STATE, '--large', String(SONGS)]);

// Query plans, straight from D1.
const platform = await openLocalPlatform(STATE);
console.log('\nQuery plans (EXPLAIN QUERY PLAN)');
for (const [name, qs] of Object.entries(CASES)) {
  const query = SongListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const { rows } = catalogueQueries(getDb(platform.env.DB), query);
  const { sql, params } = rows.toSQL();
  const plan = await platform.env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  console.log(`  ${name}:\n${plan.results.map((r) => `      ${r.detail}`).join('\n')}`);
}
await platform.dispose();

// Latency over HTTP through the real Worker.
const server = await serveBench(STATE, values.port);
try {
  const endpoints: [string, string][] = [
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
  console.log(`\nLatency over HTTP, ${RUNS} sequential requests each, ${SONGS.toLocaleString('en-US')} songs (ms)`);
  await printLatencies(server.url, endpoints, RUNS);
} finally {
  await server.stop();
}
