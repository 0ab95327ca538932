/**
 * How much JavaScript each storefront page makes a browser download, gzipped, from the built app.
 *
 *   node scripts/js-budget.ts [--url http://localhost:8787] [--port 8796] [--files]
 *
 * Without --url it serves the build on --port (default: E2E_PORT, else 8796) with a fresh seeded
 * database of its own.
 *
 * Each page is rendered by the built Worker (a running store given with --url, or one started here
 * from storefront/dist on a scratch database). The script collects what the HTML loads (module
 * scripts, island components and renderers, inline scripts), follows the static imports of every
 * file the store serves, and sums the gzipped bytes. Dynamic imports, and islands that load on
 * first use (the player bar: `client:player`), are listed apart as "lazy".
 * It fails when a budgeted page is over 100 KB (DESIGN.md): /, /tracks, /products/{id}, and the
 * signed-in pages /check-out and /order-history, read as the demo customer (whose seeded order
 * gives the order history its players, likes and downloads). It also prints each page's HTML as
 * sent (raw bytes), and fails when the catalogue's is over 50 KB.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  fetchPage,
  firstTrackId,
  HTML_BUDGETS,
  JS_BUDGET_BYTES,
  pageWeigher,
  signInDemoCustomer,
  storePages,
} from './bench/page-weight.ts';
import { serveStore } from './lib/serve.ts';

const CLIENT_DIR = 'storefront/dist/client';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8796' },
    /** Also list each page's files with their gzipped sizes. */
    files: { type: 'boolean', default: false },
  },
});

if (!existsSync(`${CLIENT_DIR}/_astro`)) {
  console.error('No build found: run `npx pnpm@10 run build` first.');
  process.exit(1);
}

const store = values.url
  ? null
  : await serveStore({ stateDir: `.wrangler/js-budget-${values.port}`, port: Number(values.port), fresh: true });
const base = (values.url ?? store?.url ?? '').replace(/\/$/, '');

let failed = false;
try {
  const trackId = await firstTrackId(base);
  const cookie = await signInDemoCustomer(base);
  const measure = pageWeigher(base);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(`JS per page, gzipped (level 9), as served by ${base}; budget ${kb(JS_BUDGET_BYTES)}\n`);
  console.log(
    `${'page'.padEnd(16)}${'files'.padStart(6)}${'eager'.padStart(11)}${'lazy'.padStart(10)}  budget  ${'HTML raw'.padStart(9)}`,
  );
  for (const page of storePages(trackId)) {
    const html = await fetchPage(base, page, cookie);
    const js = await measure(html, page);
    const over = page.budget && js.eager > JS_BUDGET_BYTES;
    const htmlBudget = HTML_BUDGETS[page.label];
    const htmlBytes = js.htmlRaw;
    const htmlOver = htmlBudget !== undefined && htmlBytes > htmlBudget;
    failed ||= over || htmlOver;
    const verdict = page.budget ? (over ? `OVER by ${kb(js.eager - JS_BUDGET_BYTES)}` : 'ok') : '-';
    const htmlVerdict = htmlBudget === undefined ? '' : htmlOver ? ` OVER ${kb(htmlBudget)}` : ` (≤ ${kb(htmlBudget)})`;
    console.log(
      `${page.label.padEnd(16)}${String(js.files).padStart(6)}${kb(js.eager).padStart(11)}${kb(js.lazy).padStart(10)}  ${verdict.padEnd(6)}  ${kb(htmlBytes).padStart(9)}${htmlVerdict}`,
    );
    if (values.files) for (const [url, bytes] of js.sizes) console.log(`    ${kb(bytes).padStart(9)}  ${url}`);
  }
} finally {
  await store?.stop();
}
if (failed) {
  console.error('\n✗ A page is over its JS or HTML budget.');
  process.exit(1);
}
