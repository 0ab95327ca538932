/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the storefront's main
 * pages, in Debian's Chromium, against the built store served here with a fresh seeded database.
 * /check-out and /order-history are read as the demo customer. Prints each page's median over the
 * runs: performance score, Total Blocking Time, First and Largest Contentful Paint, Cumulative
 * Layout Shift, Speed Index, and the main thread's work while the page loads (all of it, and the
 * scripts' part), which move less with a busy machine than TBT; then the accessibility, best
 * practices and SEO scores, and any audit of theirs a run failed.
 *
 *   pnpm run bench:lighthouse [--runs 3] [--port E2E_PORT] [--url http://localhost:8787]
 */
import { parseArgs } from 'node:util';
import { serveStore } from '../lib/serve.ts';
import { CHROME, lighthouseMedians } from './lighthouse-run.ts';
import { firstTrackId, signInDemoCustomer, storePages } from './page-weight.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8797' },
    url: { type: 'string' },
  },
});
const RUNS = Number(values.runs);

const store = values.url
  ? null
  : await serveStore({ stateDir: `.wrangler/lighthouse-${values.port}`, port: Number(values.port), fresh: true });
const base = (values.url ?? store?.url ?? '').replace(/\/$/, '');
try {
  const cookie = await signInDemoCustomer(base);
  const pages = storePages(await firstTrackId(base)).filter((page) => page.budget);
  console.log(`Lighthouse ${RUNS}× per page (mobile preset), ${CHROME}, ${base}; medians\n`);
  console.log(
    `${'page'.padEnd(16)}${'score'.padStart(6)}${'TBT ms'.padStart(8)}${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'CLS'.padStart(7)}${'SI ms'.padStart(8)}${'main ms'.padStart(9)}${'JS ms'.padStart(7)}${'a11y'.padStart(6)}${'BP'.padStart(5)}${'SEO'.padStart(5)}  TBT of each run`,
  );
  for (const page of pages) {
    const f = lighthouseMedians(`${base}${page.path}`, RUNS, page.signedIn ? cookie : undefined);
    console.log(
      `${page.label.padEnd(16)}${String(f.score).padStart(6)}${String(f.tbtMs).padStart(8)}${String(f.fcpMs).padStart(8)}${String(f.lcpMs).padStart(8)}${f.cls.toFixed(3).padStart(7)}${String(f.speedIndexMs).padStart(8)}${String(f.mainThreadMs).padStart(9)}${String(f.scriptsMs).padStart(7)}${String(f.accessibility).padStart(6)}${String(f.bestPractices).padStart(5)}${String(f.seo).padStart(5)}  ${f.tbtOfEachRun.join(', ')}`,
    );
    if (f.failedAudits.length > 0) console.log(`${''.padEnd(16)}failed: ${f.failedAudits.join(', ')}`);
  }
} finally {
  await store?.stop();
}
