/**
 * What a storefront page makes a browser download, measured from the built store over HTTP: the
 * JavaScript its HTML loads (followed through static imports, gzipped), its stylesheets, and its
 * HTML. Shared by `bench:js` and `npm run bench`.
 */
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';

/** Gzipped JavaScript per storefront page (DESIGN.md). */
export const JS_BUDGET_BYTES = 100_000;
/** Raw HTML budgets by page label: the catalogue's lists carry each track once, not per button. */
export const HTML_BUDGETS: Record<string, number> = { '/tracks': 50_000 };

export const gz = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/**
 * Whether an island downloads anything as the page loads. `client:player` (the bottom bar) waits
 * until something plays; `client:needed` until it has something to show
 * (storefront/src/ui/island-needs.ts), which a first visit's browser holds for none of them (an
 * empty cart, no toast) but the account corner of a signed-in visitor, who carries the hint.
 */
function loadsWithPage(directive: string, value: string | undefined, signedIn: boolean): boolean {
  if (directive === 'player') return false;
  if (directive === 'needed') return signedIn && value === 'account';
  return true;
}

/**
 * The JavaScript a page's HTML asks for: external module URLs and the text of inline scripts;
 * `onDemand`, the components of islands that load on first use, and their renderer where no
 * island of the page hydrates as it loads.
 */
function entriesOf(html: string, signedIn: boolean): { urls: Set<string>; inline: string[]; onDemand: Set<string> } {
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
    const value = /&quot;value&quot;:&quot;([^&]*)&quot;/.exec(/\bopts="([^"]*)"/.exec(attributes)?.[1] ?? '')?.[1];
    const bucket = loadsWithPage(directive, value, signedIn) ? urls : onDemand;
    if (component) bucket.add(component);
    if (renderer) bucket.add(renderer);
  }
  // A renderer an eager island needs is eager, whatever else waits for it.
  for (const url of urls) onDemand.delete(url);
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return { urls, inline, onDemand };
}

/** Stylesheets the page links to (Astro writes them as files under /_astro/). */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap(
    (match) => /\bhref="([^"]+)"/.exec(match[0])?.[1] ?? [],
  );
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

export interface PageWeight {
  /** JavaScript files loaded as the page loads (inline scripts count one each). */
  files: number;
  /** Gzipped bytes of that JavaScript. */
  eager: number;
  /** Gzipped bytes of what loads only on use (dynamic imports, on-demand islands) beyond it. */
  lazy: number;
  /** Gzipped bytes per eager file, inline scripts as "(inline)", largest first. */
  sizes: [string, number][];
  /** The HTML as sent, uncompressed. */
  htmlRaw: number;
  /** What the page needs before it is whole, gzipped: its HTML, eager JavaScript and stylesheets. */
  total: number;
}

/** Measures pages of one store; each script or stylesheet it serves is fetched once. */
export function pageWeigher(base: string): (html: string, page: Pick<StorePage, 'signedIn'>) => Promise<PageWeight> {
  const assets = new Map<string, Promise<string>>();
  const readAsset = (url: string): Promise<string> => {
    let text = assets.get(url);
    if (!text) {
      text = fetch(`${base}${url}`).then(async (res) => {
        if (!res.ok) throw new Error(`${url} is referenced by a page but answers ${res.status}`);
        return res.text();
      });
      assets.set(url, text);
    }
    return text;
  };

  // Walks the import graph from the page's entries; dynamic imports and on-demand islands are
  // counted once as lazy.
  return async (html, page) => {
    const { urls, inline, onDemand } = entriesOf(html, page.signedIn === true);
    const eager = new Set<string>();
    const lazy = new Set<string>(onDemand);
    const queue = [...urls];
    while (queue.length > 0) {
      const url = queue.pop() as string;
      if (eager.has(url)) continue;
      eager.add(url);
      const imports = importsOf(await readAsset(url));
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
      for (const s of importsOf(await readAsset(url)).static) lazyQueue.push(resolveUrl(s, url));
    }
    const sizesOf = (urls: Iterable<string>) =>
      Promise.all([...urls].map(async (url): Promise<[string, number]> => [url, gz(await readAsset(url))]));
    const sizes = [...(await sizesOf(eager)), ...inline.map((code): [string, number] => ['(inline)', gz(code)])];
    const sum = (list: [string, number][]) => list.reduce((total, [, bytes]) => total + bytes, 0);
    const eagerBytes = sum(sizes);
    return {
      files: sizes.length,
      eager: eagerBytes,
      lazy: sum(await sizesOf(lazyOnly)),
      sizes: sizes.sort((a, b) => b[1] - a[1]),
      htmlRaw: Buffer.byteLength(html),
      total: gz(html) + eagerBytes + sum(await sizesOf(stylesheetsOf(html))),
    };
  };
}

/** The static asset the benchmarks' ratios are taken to: the first hashed file the home page loads. */
export async function staticAssetOf(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const path = /["'](\/_astro\/[^"']+\.(?:js|css))["']/.exec(html)?.[1];
  if (!path) throw new Error('The home page loads no file from /_astro/');
  return path;
}

export async function firstTrackId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/songs/published?limit=1`);
  const body = (await res.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (id === undefined) throw new Error('The store has no published track to measure /products/{id} with');
  return id;
}

/** Signs the demo customer in; the cookies to send with the signed-in pages. */
export async function signInDemoCustomer(base: string): Promise<string> {
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

export interface StorePage {
  label: string;
  path: string;
  /** Held to the JavaScript budget (DESIGN.md). */
  budget: boolean;
  /** Read as the demo customer. */
  signedIn?: boolean;
}

/** The storefront's pages, with the track page of `trackId`. */
export function storePages(trackId: number): StorePage[] {
  return [
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
}

/** Fetches a page as sent (a signed-in page that sends to the login page would measure the wrong page). */
export async function fetchPage(base: string, page: StorePage, cookie: string): Promise<string> {
  const res = await fetch(`${base}${page.path}`, {
    headers: page.signedIn ? { cookie } : {},
    redirect: 'manual',
  });
  if (res.status !== (page.label === '404' ? 404 : 200)) throw new Error(`${page.path} answered ${res.status}`);
  return res.text();
}
