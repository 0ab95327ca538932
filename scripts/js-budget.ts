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
import { posix } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serveStore } from './lib/serve.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';

const CLIENT_DIR = 'storefront/dist/client';
const BUDGET_BYTES = 100_000;
/** Raw HTML budgets by page label: the catalogue's lists carry each track once, not per button. */
const HTML_BUDGETS: Record<string, number> = { '/tracks': 50_000 };

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8796' },
    /** Also list each page's files with their gzipped sizes. */
    files: { type: 'boolean', default: false },
  },
});

const gz = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/**
 * Islands that hydrate on an event of the store's rather than as the page loads: `client:player`
 * (the bottom bar, once something plays) downloads nothing until then, so it counts as lazy.
 */
const ON_DEMAND_DIRECTIVES = new Set(['player']);

/**
 * The JavaScript a page's HTML asks for: external module URLs and the text of inline scripts;
 * `onDemand`, the components of islands that load on first use.
 */
function entriesOf(html: string): { urls: Set<string>; inline: string[]; onDemand: Set<string> } {
  const urls = new Set<string>();
  const inline: string[] = [];
  const onDemand = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) urls.add(src);
    else if (body.trim()) {
      inline.push(body);
      for (const specifier of importsOf(body).static) urls.add(specifier);
    }
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const component = /\bcomponent-url="([^"]+)"/.exec(attributes)?.[1];
    const renderer = /\brenderer-url="([^"]+)"/.exec(attributes)?.[1];
    const directive = /\bclient="([^"]+)"/.exec(attributes)?.[1] ?? '';
    if (component) (ON_DEMAND_DIRECTIVES.has(directive) ? onDemand : urls).add(component);
    if (renderer) urls.add(renderer);
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return { urls, inline, onDemand };
}

/** Import specifiers of an ES module: `import … from "x"`, `import "x"`, and `import("x")` (any quotes). */
function importsOf(code: string): { static: string[]; dynamic: string[] } {
  const specifiers = (pattern: RegExp) => [...code.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);
  return {
    static: specifiers(/\b(?:from|import)\s*["'`]([^"'`]+\.m?js)["'`]/g),
    dynamic: specifiers(/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g),
  };
}

const resolveUrl = (specifier: string, from: string): string =>
  specifier.startsWith('/') ? specifier : posix.join(posix.dirname(from), specifier);

const assets = new Map<string, Promise<string>>();

/** A script as the store serves it (fetched once). */
function readAsset(base: string, url: string): Promise<string> {
  let text = assets.get(url);
  if (!text) {
    text = fetch(`${base}${url}`).then(async (res) => {
      if (!res.ok) throw new Error(`${url} is referenced by a page but answers ${res.status}`);
      return res.text();
    });
    assets.set(url, text);
  }
  return text;
}

interface PageJs {
  files: number;
  eager: number;
  lazy: number;
  /** Gzipped bytes per eager file, inline scripts as "(inline)". */
  sizes: [string, number][];
}

/**
 * Walks the import graph from the page's entries; dynamic imports and on-demand islands are
 * counted once as lazy.
 */
async function measure(base: string, html: string): Promise<PageJs> {
  const { urls, inline, onDemand } = entriesOf(html);
  const eager = new Set<string>();
  const lazy = new Set<string>(onDemand);
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (eager.has(url)) continue;
    eager.add(url);
    const imports = importsOf(await readAsset(base, url));
    for (const s of imports.static) queue.push(resolveUrl(s, url));
    for (const s of imports.dynamic) lazy.add(resolveUrl(s, url));
  }
  // What a dynamic import needs beyond the eager graph.
  const lazyOnly = new Set<string>();
  const lazyQueue = [...lazy];
  while (lazyQueue.length > 0) {
    const url = lazyQueue.pop() as string;
    if (eager.has(url) || lazyOnly.has(url)) continue;
    lazyOnly.add(url);
    for (const s of importsOf(await readAsset(base, url)).static) lazyQueue.push(resolveUrl(s, url));
  }
  const sizesOf = (set: Set<string>) =>
    Promise.all([...set].map(async (url): Promise<[string, number]> => [url, gz(await readAsset(base, url))]));
  const sizes = [...(await sizesOf(eager)), ...inline.map((code): [string, number] => ['(inline)', gz(code)])];
  const total = (list: [string, number][]) => list.reduce((sum, [, bytes]) => sum + bytes, 0);
  return {
    files: sizes.length,
    eager: total(sizes),
    lazy: total(await sizesOf(lazyOnly)),
    sizes: sizes.sort((a, b) => b[1] - a[1]),
  };
}

async function firstTrackId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/songs/published?limit=1`);
  const body = (await res.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (id === undefined) throw new Error('The store has no published track to measure /products/{id} with');
  return id;
}

/** Signs the demo customer in; the cookies to send with the signed-in pages. */
async function signIn(base: string): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.customer;
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  if (!res.ok) throw new Error(`The demo customer could not sign in (${res.status})`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

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
  const cookie = await signIn(base);
  const pages: { label: string; path: string; budget: boolean; signedIn?: boolean }[] = [
    { label: '/', path: '/', budget: true },
    { label: '/tracks', path: '/tracks', budget: true },
    { label: '/products/{id}', path: `/products/${trackId}`, budget: true },
    { label: '/about', path: '/about', budget: false },
    { label: '/video', path: '/video', budget: false },
    { label: '/services', path: '/services', budget: false },
    { label: '/contact', path: '/contact', budget: false },
    { label: '/cart', path: '/cart', budget: false },
    { label: '/check-out', path: '/check-out', budget: true, signedIn: true },
    { label: '/order-history', path: '/order-history', budget: true, signedIn: true },
    { label: '/terms', path: '/terms', budget: false },
    { label: '404', path: '/no-such-page', budget: false },
  ];
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(`JS per page, gzipped (level 9), as served by ${base}; budget ${kb(BUDGET_BYTES)}\n`);
  console.log(
    `${'page'.padEnd(16)}${'files'.padStart(6)}${'eager'.padStart(11)}${'lazy'.padStart(10)}  budget  ${'HTML raw'.padStart(9)}`,
  );
  for (const page of pages) {
    // Not followed: a signed-in page that sends to the login page would measure the wrong page.
    const res = await fetch(`${base}${page.path}`, { headers: page.signedIn ? { cookie } : {}, redirect: 'manual' });
    if (res.status !== (page.label === '404' ? 404 : 200)) throw new Error(`${page.path} answered ${res.status}`);
    const html = await res.text();
    const js = await measure(base, html);
    const over = page.budget && js.eager > BUDGET_BYTES;
    const htmlBudget = HTML_BUDGETS[page.label];
    const htmlBytes = Buffer.byteLength(html);
    const htmlOver = htmlBudget !== undefined && htmlBytes > htmlBudget;
    failed ||= over || htmlOver;
    const verdict = page.budget ? (over ? `OVER by ${kb(js.eager - BUDGET_BYTES)}` : 'ok') : '-';
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
