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
import { ensureBuilt } from '../lib/build-stamp.ts';
import {
  adminSongEndpoints,
  BOUNDED,
  CATALOGUE_ENDPOINTS,
  catalogueQueryPlans,
  prepareCatalogue,
} from './catalogue-bench.ts';
import { adminHeaders, printLatencies, serveBench } from './http-latency.ts';

const { values } = parseArgs({
  options: {
    songs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8799' },
  },
});
const SONGS = Number(values.songs);
const RUNS = Number(values.runs);

ensureBuilt();
const state = prepareCatalogue(SONGS);

const unbounded = await catalogueQueryPlans(state);
for (const [call, why] of Object.entries(BOUNDED)) console.log(`\nBounded: ${call} ${why}.`);
console.log(
  unbounded.length === 0
    ? 'No other full scan or temporary B-tree in any plan.'
    : `Full scans or temporary B-trees:\n${unbounded.map((issue) => `  ${issue}`).join('\n')}`,
);

// Latency over HTTP through the real Worker.
const server = await serveBench(state, values.port);
try {
  console.log(
    `\nLatency over HTTP, ${RUNS} rounds of one request each, ${SONGS.toLocaleString('en-US')} songs (ms; × = ratio to the reference)`,
  );
  const endpoints = [...CATALOGUE_ENDPOINTS, ...adminSongEndpoints(await adminHeaders(server.url))];
  await printLatencies(server.url, endpoints, RUNS, {}, { reference: true });
} finally {
  await server.stop();
}
