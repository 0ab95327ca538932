/**
 * Load on one URL with autocannon, run as a process of its own so the load generator's work is
 * not the measuring script's: `npm run bench` starts it once per row. Prints one JSON line
 * (`LoadResult`), including how many answers the Worker's cache layer said it served
 * (`X-Store-Cache: hit | miss`; none when there is no such layer).
 *
 *   node scripts/bench/load.ts --url http://localhost:8787/tracks [--connections 16] [--seconds 8]
 *     [--header 'cookie: …']
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors and timeouts. */
  non2xx: number;
  errors: number;
  cache: { hit: number; miss: number };
}

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '8' },
    header: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.url) throw new Error('--url is required');

const headers = Object.fromEntries(
  values.header.map((line) => {
    const at = line.indexOf(':');
    return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
  }),
);
const cache = { hit: 0, miss: 0 };

const result = await autocannon({
  url: values.url,
  connections: Number(values.connections),
  duration: Number(values.seconds),
  headers,
  requests: [
    {
      onResponse: (_status, _body, _context, answerHeaders) => {
        // Header names arrive as sent; the cache layer's is matched whatever its case.
        for (const [name, value] of Object.entries(answerHeaders ?? {})) {
          if (name.toLowerCase() !== 'x-store-cache') continue;
          if (value === 'hit') cache.hit++;
          else if (value === 'miss') cache.miss++;
        }
      },
    },
  ],
});

const summary: LoadResult = {
  requests: result.requests.total,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  cache,
};
console.log(JSON.stringify(summary));
