/**
 * `npm run bench`: builds the store, serves it in wrangler's local runtime (workerd with local D1
 * and R2, as `wrangler dev` runs it but without the inspector, as the edge runs it:
 * ../lib/edge-runtime.ts) and prints ONE table, every figure beside its aim and, where it applies,
 * as a ratio to the static-asset ceiling measured in the same run (a hashed file under /_astro/
 * served by the Worker):
 *
 * - js:         gzipped JS, raw HTML and total bytes (HTML, JS, CSS gzipped) of the five budgeted pages
 * - lighthouse: Lighthouse mobile (Debian Chromium, CHROME_PATH) of /, /tracks, /products/{id},
 *               /check-out and /order-history (the last two as the demo customer): performance,
 *               accessibility, best practices and SEO
 * - load:       requests/s and p50/p99 under load (autocannon in a second process, 16 connections,
 *               8 s) of the static asset, public API calls and rendered pages: "cached" on the
 *               store as configured (the URL warmed first; the hit ratio read from
 *               `X-Store-Cache`), "cold" on a second server with `PAGE_CACHE=off`; with the CPU
 *               time the Worker's runtime spent per request
 * - range:      the last 1 MB of a 50 MB media object (`Range: bytes=-1048576`): bytes and time
 * - catalogue:  the catalogue at 1,000, 10,000 and 100,000 songs: each call's p50/p95 beside
 *               `GET /api/licenses` and the static asset, and its query plans (printed in full
 *               for the largest size; the table says whether any scans a table or sorts)
 * - capacity:   bytes per song, order and play as D1 stores them (SQLite's dbstat on the benchmark
 *               stores), projected to 1,000,000 songs and 100,000 orders a day (20 plays an order,
 *               an assumption) against D1's 10 GB per database
 *
 *   npm run bench -- [--quick] [--only js,lighthouse,load,range,catalogue,capacity] [--port 8790]
 *     [--songs 1000,10000,100000]
 *
 * --quick: one Lighthouse run per page (else 3), 3 s of load per row (else 8), 20 rounds of
 * latency (else 100: p95 is then the fifth-slowest request, not the second), catalogue at 1,000 and 10,000 songs. Ports: --port (default E2E_PORT, else
 * 8790) for the store, the next one for the cold server, the one after for the catalogue.
 * The first run at 100,000 songs fills `.wrangler/bench-state` (a few minutes); later runs reuse it.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { RETENTION } from '../../worker/src/maintenance/prune.ts';
import { ensureBuilt } from '../lib/build-stamp.ts';
import { type RunningStore, serveStore } from '../lib/serve.ts';
import { D1_MAX_BYTES, d1File, measureFootprint } from './capacity.ts';
import {
  adminSongEndpoints,
  BOUNDED,
  CATALOGUE_ENDPOINTS,
  catalogueQueryPlans,
  prepareCatalogue,
  REFERENCE,
} from './catalogue-bench.ts';
import { adminHeaders, measureLatencies, serveBench } from './http-latency.ts';
import { lighthouseMedians } from './lighthouse-run.ts';
import { prepareOrderStore } from './order-store.ts';
import {
  fetchPage,
  firstTrackId,
  HTML_BUDGETS,
  JS_BUDGET_BYTES,
  pageWeigher,
  signInDemoCustomer,
  staticAssetOf,
  storePages,
} from './page-weight.ts';
import { putLargeMedia, RANGE_BYTES, timeRange } from './range-request.ts';
import { kb, ms, printTable, type Row, times } from './report-table.ts';
import { fetchRetrying, loadTest, type Throughput } from './throughput.ts';

const SECTIONS = ['js', 'lighthouse', 'load', 'range', 'catalogue', 'capacity'] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8790' },
    songs: { type: 'string' },
  },
});
const only = (values.only ?? []).flatMap((list) => list.split(',')).map((name) => name.trim());
for (const name of only) {
  if (!SECTIONS.includes(name as Section)) throw new Error(`Unknown section ${name}: ${SECTIONS.join(', ')}`);
}
const runs = (section: Section) => only.length === 0 || only.includes(section);
const quick = values.quick;
const PORT = Number(values.port);
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const LOAD = { connections: 16, seconds: quick ? 3 : 8 };
const ROUNDS = quick ? 20 : 100;
const SIZES = (values.songs ?? (quick ? '1000,10000' : '1000,10000,100000')).split(',').map(Number);
for (const size of SIZES) if (!Number.isInteger(size) || size < 1) throw new Error(`--songs: ${size} is not a size`);

/** The scale the capacity rows project to; plays per order is an assumption, not a measure. */
const TRACKS_PLANNED = 1_000_000;
const ORDERS_A_DAY = 100_000;
const PLAYS_PER_ORDER = 20;

const rows: Row[] = [];
const startedAt = new Date();
const loadBefore = loadavg()[0] ?? 0;

ensureBuilt();

/** Requests/s and latency of one URL, warmed by one request first (which fills a cache, if any). */
async function throughput(store: RunningStore, path: string): Promise<Throughput> {
  await (await fetchRetrying(`${store.url}${path}`)).arrayBuffer();
  return loadTest(`${store.url}${path}`, { ...LOAD, processGroup: store.processGroup() });
}

const loadFigure = (t: Throughput, cacheNote: boolean): string => {
  const seen = t.cache.hit + t.cache.miss;
  const cache = !cacheNote
    ? ''
    : seen === 0
      ? ' · cached: n/a (no cache layer)'
      : ` · hits ${Math.round((100 * t.cache.hit) / seen)}%`;
  const failures = t.non2xx + t.errors > 0 ? ` · ${t.non2xx} non-2xx, ${t.errors} errors` : '';
  const cpu = t.cpuMsPerRequest === null ? '' : ` · CPU ${t.cpuMsPerRequest.toFixed(1)} ms/req`;
  const devServer = t.devServerMsPerRequest === null ? '' : ` (+ node ${t.devServerMsPerRequest.toFixed(1)})`;
  return `${Math.round(t.rps)} req/s · p50 ${t.p50} · p99 ${t.p99} ms${cpu}${devServer}${cache}${failures}`;
};

/**
 * A load row: its figure, and its requests/s as a ratio to `ceiling`'s (the static asset on the
 * same server, loaded just before it) against `aim`.
 */
const loadRow = (kind: 'cached' | 'cold', what: string, t: Throughput, ceiling: Throughput, aim: number): Row => {
  const ratio = ceiling.rps / t.rps;
  return {
    section: `load, ${kind}`,
    what,
    figure: loadFigure(t, kind === 'cached'),
    aim: `≤ ${aim}× static`,
    ratio: times(ratio),
    met: ratio <= aim,
  };
};
let staticPath = '';
const MAIN_STATE = `.wrangler/bench-store-${PORT}`;

// The store as configured: pages, Lighthouse, the range, the static ceiling and the cached rows.
if (runs('js') || runs('lighthouse') || runs('load') || runs('range')) {
  let mediaKey = '';
  const store = await serveStore({
    stateDir: MAIN_STATE,
    port: PORT,
    fresh: true,
    inspector: false,
    beforeStart: async () => {
      if (runs('range')) mediaKey = await putLargeMedia(MAIN_STATE);
    },
  });
  try {
    const base = store.url;
    staticPath = await staticAssetOf(base);
    const cookie = await signInDemoCustomer(base);
    const trackId = await firstTrackId(base);
    const pages = storePages(trackId).filter((page) => page.budget);

    if (runs('js')) {
      console.log('\n— Page weight');
      const weigh = pageWeigher(base);
      for (const page of pages) {
        const weight = await weigh(await fetchPage(base, page, cookie), page);
        const htmlBudget = HTML_BUDGETS[page.label];
        rows.push({
          section: 'page weight',
          what: page.label,
          figure: `JS ${kb(weight.eager)} gz · HTML ${kb(weight.htmlRaw)} raw · total ${kb(weight.total)} gz`,
          aim: `JS ≤ ${kb(JS_BUDGET_BYTES)}${htmlBudget ? ` · HTML ≤ ${kb(htmlBudget)}` : ''}`,
          ratio: '—',
          met: weight.eager <= JS_BUDGET_BYTES && (htmlBudget === undefined || weight.htmlRaw <= htmlBudget),
        });
      }
    }

    if (runs('lighthouse')) {
      console.log(`\n— Lighthouse, ${LIGHTHOUSE_RUNS} run(s) per page`);
      for (const page of pages) {
        const f = lighthouseMedians(`${base}${page.path}`, LIGHTHOUSE_RUNS, page.signedIn ? cookie : undefined);
        // Performance 100 on public pages; the signed-in ones keep DESIGN.md's 95. Accessibility,
        // best practices and SEO 100 (DESIGN.md), but for SEO on the signed-in pages, which are
        // kept out of search engines on purpose (noindex).
        const minScore = page.signedIn ? 95 : 100;
        const others = f.accessibility === 100 && f.bestPractices === 100 && (page.signedIn || f.seo === 100);
        rows.push({
          section: 'lighthouse',
          what: `${page.label}${page.signedIn ? ' (signed in)' : ''}`,
          figure: `perf ${f.score} · TBT ${f.tbtMs} ms · FCP ${f.fcpMs} ms · LCP ${f.lcpMs} ms · CLS ${f.cls.toFixed(3)} · ${kb(f.totalBytes)} · a11y ${f.accessibility} · BP ${f.bestPractices} · SEO ${f.seo}`,
          aim: `perf ${minScore === 100 ? '100' : '≥ 95'} · TBT ≤ 50 ms · a11y, BP${page.signedIn ? '' : ', SEO'} 100`,
          ratio: '—',
          met: f.score >= minScore && f.tbtMs <= 50 && others,
        });
        const failed = f.failedAudits.filter((audit) => !(page.signedIn && audit.startsWith('seo:')));
        if (failed.length > 0) console.log(`  ${page.label}: ${failed.join(', ')}`);
      }
    }

    if (runs('range')) {
      console.log('\n— Range request');
      const r = await timeRange(base, mediaKey, staticPath, quick ? 5 : 20);
      rows.push({
        section: 'range',
        what: 'last 1 MB of a 50 MB file',
        figure: `${r.status}, ${r.bytes.toLocaleString('en-US')} of ${r.of.toLocaleString('en-US')} bytes · p50 ${ms(r.p50)} · p95 ${ms(r.p95)} ms`,
        aim: `206, exactly ${RANGE_BYTES.toLocaleString('en-US')} bytes`,
        ratio: `${times(r.p50 / r.staticP50)} (p50)`,
        met: r.status === 206 && r.bytes === RANGE_BYTES,
      });
    }

    if (runs('load')) {
      console.log(`\n— Load, ${LOAD.connections} connections, ${LOAD.seconds} s per row`);
      rows.push(...(await loadRows('cached', store, trackId)));
    }
  } finally {
    await store.stop();
  }
}

/**
 * A server's load rows. The machine's speed drifts within a run (on the shared 2-core benchmark
 * machine the static asset's rate moved from 484 to 665 requests a second between two runs
 * minutes apart, and a page's CPU time a request by as much), so each row is taken to the static
 * asset loaded just before it rather than to one measure at the start.
 */
async function loadRows(kind: 'cached' | 'cold', store: RunningStore, trackId: number): Promise<Row[]> {
  const ceilings: Throughput[] = [];
  const measured: Row[] = [];
  for (const [what, path, aim] of loadTargets(trackId)) {
    const ceiling = await throughput(store, staticPath);
    ceilings.push(ceiling);
    measured.push(loadRow(kind, what, await throughput(store, path), ceiling, aim[kind]));
  }
  return [await ceilingRow(kind, store, ceilings), ...measured];
}

/** The static asset's row: its first load, and the range of its rate before each row. */
async function ceilingRow(kind: 'cached' | 'cold', store: RunningStore, ceilings: Throughput[]): Promise<Row> {
  const bytes = (await (await fetchRetrying(`${store.url}${staticPath}`)).arrayBuffer()).byteLength;
  const rates = ceilings.map((ceiling) => Math.round(ceiling.rps));
  const [first] = ceilings;
  if (!first) throw new Error('No load row measured');
  return {
    section: `load, ${kind}`,
    what: `static asset (${kb(bytes)} under /_astro/)`,
    figure: `${loadFigure(first, false)} · ${Math.min(...rates)}–${Math.max(...rates)} req/s before each row`,
    aim: 'the ceiling',
    ratio: times(1),
    met: null,
  };
}

/** The calls and pages loaded, and their aims as ratios to the static asset (cached, cold). */
function loadTargets(trackId: number): [string, string, { cached: number; cold: number }][] {
  const api = { cached: 2, cold: 2 };
  const page = { cached: 1.5, cold: 3 };
  return [
    ['GET /api/songs/published', '/api/songs/published', api],
    ['GET /api/songs/filters', '/api/songs/filters', api],
    ['GET /api/licenses', '/api/licenses', api],
    ['page /', '/', page],
    ['page /tracks', '/tracks', page],
    ['page /products/{id}', `/products/${trackId}`, page],
  ];
}

// Cold: the same store with the Worker's cache layer off, so every request renders.
if (runs('load')) {
  const store = await serveStore({
    stateDir: MAIN_STATE,
    port: PORT + 1,
    vars: { PAGE_CACHE: 'off' },
    inspector: false,
  });
  try {
    rows.push(...(await loadRows('cold', store, await firstTrackId(store.url))));
  } finally {
    await store.stop();
  }
}

if (runs('catalogue')) {
  const largest = Math.max(...SIZES);
  for (const songs of SIZES) {
    console.log(`\n— Catalogue at ${songs.toLocaleString('en-US')} songs`);
    const state = prepareCatalogue(songs);
    const issues = await catalogueQueryPlans(state, { print: songs === largest });
    const server = await serveBench(state, String(PORT + 2));
    try {
      const asset = await staticAssetOf(server.url);
      // The reference first, then the static asset, then the calls, in the same rounds.
      const [reference, still, ...calls] = await measureLatencies(
        server.url,
        [
          REFERENCE,
          ['static asset', asset],
          ...CATALOGUE_ENDPOINTS.slice(1),
          ...adminSongEndpoints(await adminHeaders(server.url)),
        ],
        ROUNDS,
      );
      if (!reference || !still) throw new Error('No latency measured');
      const size = `${songs / 1000}k songs`;
      rows.push({
        section: `catalogue ${size}`,
        what: 'query plans',
        figure:
          issues.length === 0
            ? `no full scan or temporary B-tree (bounded: ${Object.keys(BOUNDED).join(', ')})`
            : issues.join('; '),
        aim: 'no full scan or temporary B-tree',
        ratio: '—',
        met: issues.length === 0,
      });
      rows.push({
        section: `catalogue ${size}`,
        what: REFERENCE[0],
        figure: `p50 ${ms(reference.p50)} · p95 ${ms(reference.p95)} ms`,
        aim: 'the reference',
        ratio: times(reference.p50 / still.p50),
        met: null,
      });
      for (const call of calls) {
        const page = !call.name.startsWith('/api/') && !call.name.startsWith('admin ');
        const p50x = call.p50 / reference.p50;
        const p95x = call.p95 / reference.p95;
        rows.push({
          section: `catalogue ${size}`,
          what: call.name.replace('/api/songs/published ', 'published: '),
          figure: `p50 ${ms(call.p50)} · p95 ${ms(call.p95)} ms · ${times(p50x)} / ${times(p95x)} ref`,
          aim: page ? '—' : '≤ 1.5× ref (p50, p95)',
          ratio: times(call.p50 / still.p50),
          met: page ? null : p50x <= 1.5 && p95x <= 1.5,
        });
      }
    } finally {
      await server.stop();
    }
  }
}

if (runs('capacity')) {
  console.log('\n— Capacity');
  const footprint = measureFootprint(
    d1File(prepareCatalogue(Math.max(...SIZES))),
    d1File(await prepareOrderStore(100_000)),
  );
  const gb = (bytes: number) => `${(bytes / 1000 ** 3).toFixed(2)} GB`;
  const songs = TRACKS_PLANNED * footprint.perSong;
  const ordersAYear = ORDERS_A_DAY * 365 * footprint.perOrder;
  const playsKept = ORDERS_A_DAY * PLAYS_PER_ORDER * (RETENTION.playsMs / 86_400_000) * footprint.perPlay;
  rows.push(
    {
      section: 'capacity (D1)',
      what: 'a song: row, tags, search index',
      figure: `${Math.round(footprint.perSong)} B → ${TRACKS_PLANNED.toLocaleString('en-US')} songs: ${gb(songs)}`,
      aim: `≤ ${gb(D1_MAX_BYTES)} per database`,
      ratio: '—',
      met: songs < D1_MAX_BYTES,
    },
    {
      section: 'capacity (D1)',
      what: 'an order: row and lines',
      figure: `${Math.round(footprint.perOrder)} B → ${ORDERS_A_DAY.toLocaleString('en-US')} a day: ${gb(ordersAYear)} a year`,
      aim: `songs + orders ≤ ${gb(D1_MAX_BYTES)}: ${((D1_MAX_BYTES - songs) / ordersAYear).toFixed(1)} years`,
      ratio: '—',
      met: songs + ordersAYear < D1_MAX_BYTES,
    },
    {
      section: 'capacity (D1)',
      what: `a play (${PLAYS_PER_ORDER} per order, kept ${RETENTION.playsMs / 86_400_000} days)`,
      figure: `${Math.round(footprint.perPlay)} B → ${(ORDERS_A_DAY * PLAYS_PER_ORDER).toLocaleString('en-US')} a day: ${gb(playsKept)} kept`,
      aim: `≤ ${gb(D1_MAX_BYTES)} with songs and a year of orders`,
      ratio: '—',
      met: songs + ordersAYear + playsKept < D1_MAX_BYTES,
    },
  );
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
console.log(
  `\nnpm run bench${quick ? ' --quick' : ''}${only.length ? ` --only ${only.join(',')}` : ''}: commit ${commit}, ${startedAt.toISOString().slice(0, 16)} UTC, ` +
    `${cpus().length} cores, load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}, ` +
    `${Math.round((Date.now() - startedAt.getTime()) / 1000)} s\n`,
);
printTable(rows);
console.log(
  '\n× static: for load rows, the static asset’s requests/s over the row’s (how many times slower);' +
    ' for latencies, p50 over the static asset’s p50 in the same rounds. ref: GET /api/licenses in the same rounds.',
);
