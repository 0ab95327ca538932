/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the storefront's main
 * pages, in Debian's Chromium, against the built store served here with a fresh seeded database.
 * Prints each page's median over the runs: performance score, Total Blocking Time, Largest
 * Contentful Paint, Cumulative Layout Shift, Speed Index, and the main thread's work while the
 * page loads (all of it, and the scripts' part), which move less with a busy machine than TBT.
 *
 *   pnpm run bench:lighthouse [--runs 3] [--port E2E_PORT] [--url http://localhost:8787]
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { serveStore } from '../lib/serve.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8797' },
    url: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse is a development dependency of the storefront, which it measures. */
const LIGHTHOUSE = 'storefront/node_modules/.bin/lighthouse';

interface Audit {
  numericValue?: number;
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
}

/** One Lighthouse run through its command line, as a person would run it; the JSON report parsed. */
function lighthouse(url: string): Report {
  const result = spawnSync(
    LIGHTHOUSE,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as Report;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const store = values.url
  ? null
  : await serveStore({ stateDir: `.wrangler/lighthouse-${values.port}`, port: Number(values.port), fresh: true });
const base = (values.url ?? store?.url ?? '').replace(/\/$/, '');
try {
  const first = (await (await fetch(`${base}/api/songs/published?limit=1`)).json()) as { data: { id: number }[] };
  const pages: [string, string][] = [
    ['/', '/'],
    ['/tracks', '/tracks'],
    ['/products/{id}', `/products/${first.data[0]?.id ?? 1}`],
  ];
  console.log(`Lighthouse ${RUNS}× per page (mobile preset), ${CHROME}, ${base}; medians\n`);
  console.log(
    `${'page'.padEnd(16)}${'score'.padStart(6)}${'TBT ms'.padStart(8)}${'LCP ms'.padStart(8)}${'CLS'.padStart(7)}${'SI ms'.padStart(8)}${'main ms'.padStart(9)}${'JS ms'.padStart(7)}  TBT of each run`,
  );
  for (const [label, path] of pages) {
    const reports = Array.from({ length: RUNS }, () => lighthouse(`${base}${path}`));
    const metric = (id: string) => reports.map((r) => r.audits[id]?.numericValue ?? 0);
    const tbt = metric('total-blocking-time');
    console.log(
      `${label.padEnd(16)}${String(Math.round(median(reports.map((r) => r.categories.performance.score * 100)))).padStart(6)}${String(Math.round(median(tbt))).padStart(8)}${String(Math.round(median(metric('largest-contentful-paint')))).padStart(8)}${median(metric('cumulative-layout-shift')).toFixed(3).padStart(7)}${String(Math.round(median(metric('speed-index')))).padStart(8)}${String(Math.round(median(metric('mainthread-work-breakdown')))).padStart(9)}${String(Math.round(median(metric('bootup-time')))).padStart(7)}  ${tbt.map((t) => Math.round(t)).join(', ')}`,
    );
  }
} finally {
  await store?.stop();
}
