/**
 * The Worker's page cache: public pages and the public catalogue lists are rendered once and kept
 * in the data centre's cache (the Cache API, `caches.default`), so visitors are answered without a
 * render or the catalogue's queries. In front of it, each isolate keeps its own copies of what it
 * answered (http/answer-memory.ts), under the same keys.
 *
 * Versioned, not purged: a copy's key holds the catalogue's state (http/catalogue-state.ts): its
 * version, which triggers move on with every catalogue write (publish, edit, delete, an exclusive
 * sold, a license plan, an artist's name; migrations/0010), and the time of the next scheduled
 * release. A write gives every page a new key (on the writer's next request, and within a second
 * everywhere), and a release reaching its time does too, with no write at all. Purging
 * (`cache.delete`) would only reach the data centre that made the write, and would need to know
 * every URL a change shows on (lists, searches, pages of a tag).
 *
 * Only what is the same for everyone is kept: answers marked `public` (pages draw what is the
 * visitor's own in islands), never one with a cookie, and on routes whose answer depends on who
 * asks (`byVisitor`) requests carrying a session are answered fresh. Keys also name the deployed
 * version of the Worker, so a deployment starts with an empty cache. Every answer the layer
 * handles says `X-Store-Cache: hit | miss | bypass`; `PAGE_CACHE = "off"` turns it off.
 */
import { readSessionToken } from '../auth/cookies.ts';
import type { Env } from '../env.ts';
import { AnswerMemory } from './answer-memory.ts';
import { type CatalogueState, catalogueState, stateKey } from './catalogue-state.ts';
import { editHeaders } from './edit-headers.ts';

export const CACHE_STATUS_HEADER = 'X-Store-Cache';
export type CacheStatus = 'hit' | 'miss' | 'bypass';

/** What the cache needs of a request's context (a Hono context, the API's or the storefront's). */
export interface CacheContext {
  env: Pick<Env, 'DB' | 'PAGE_CACHE' | 'CATALOGUE_RECHECK_MS' | 'CF_VERSION_METADATA'>;
  req: { raw: Request };
  executionCtx: Pick<ExecutionContext, 'waitUntil'>;
}

export interface CacheOptions {
  /** The route answers differently to some visitors (an admin's view): requests with a session skip the cache. */
  byVisitor?: boolean;
}

/** Whether the layer is on: everywhere but where `PAGE_CACHE = "off"` (a benchmark's cold server). */
export const pageCacheOn = (env: Pick<Env, 'PAGE_CACHE'>): boolean => env.PAGE_CACHE !== 'off';

/**
 * What a copy's key names besides its URL: the version of the Worker (a page names the scripts of
 * its build, which the next deployment removes) and the catalogue's state.
 */
const stateOf = (deployment: string, state: CatalogueState): string => `${deployment}/${stateKey(state)}`;

/** The cache's key for a URL in a state: a GET request the Cache API files it under. */
const cacheKey = (url: URL, state: string): Request =>
  new Request(`${url.origin}/.store-cache/${state}${url.pathname}${url.search}`);

/** The isolate's copies, in front of the data centre's cache (http/answer-memory.ts). */
const memory = new AnswerMemory();

/** A copy is kept only when it is the same for everyone and allowed in a shared cache. */
function storable(res: Response): boolean {
  const cacheControl = res.headers.get('Cache-Control') ?? '';
  return (
    res.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    !res.headers.has('Set-Cookie')
  );
}

/** The answer with its cache status (a copy when its headers are immutable, as cached answers' are). */
function marked(res: Response, status: CacheStatus): Response {
  return editHeaders(res, (headers) => headers.set(CACHE_STATUS_HEADER, status));
}

/**
 * The request's execution context. A call of the app made in-process (`app.request`, without an
 * execution context) has none: it is rendered as it is.
 */
function executionOf(c: CacheContext): Pick<ExecutionContext, 'waitUntil'> | null {
  try {
    return c.executionCtx;
  } catch {
    return null;
  }
}

/**
 * Answers a GET from the cache, or renders it (`render`) and keeps a copy when the answer allows.
 * Other methods, and requests with a session on `byVisitor` routes, are rendered as they are.
 */
export async function cachedRender(
  c: CacheContext,
  render: () => Promise<Response>,
  options: CacheOptions = {},
): Promise<Response> {
  const execution = executionOf(c);
  if (!pageCacheOn(c.env) || !execution) return render();
  const request = c.req.raw;
  if (request.method !== 'GET' || (options.byVisitor && readSessionToken(request.headers))) {
    return marked(await render(), 'bypass');
  }
  const deployment = c.env.CF_VERSION_METADATA?.id ?? 'local';
  const now = Date.now();
  const state = stateOf(deployment, await catalogueState(c.env, now));
  const key = cacheKey(new URL(request.url), state);
  const remembered = memory.get(state, key.url, now);
  if (remembered) return marked(remembered, 'hit');

  const cache = caches.default;
  const hit = await cache.match(key);
  if (hit) {
    // Kept in this isolate too: the next visitor's answer is the memory's.
    await memory.put(state, key.url, hit.clone(), now);
    return marked(hit, 'hit');
  }
  const res = await render();
  if (!storable(res)) return marked(res, 'bypass');
  const copy = res.clone();
  execution.waitUntil(
    (async () => {
      const body = await copy.arrayBuffer();
      const kept = new Response(body, copy);
      await memory.put(state, key.url, kept.clone(), now);
      await cache.put(key, kept);
    })(),
  );
  return marked(res, 'miss');
}
