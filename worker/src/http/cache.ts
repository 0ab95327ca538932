import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../env.ts';
import { type CacheOptions, cachedRender } from './edge-cache.ts';

/**
 * Public catalogue answers may be kept by browsers briefly and by a CDN a little longer, and
 * served stale while a fresh copy is fetched: a new release shows within a few minutes. The
 * Worker's own cache (edge-cache.ts) keeps them per catalogue version, so it never serves one
 * from before a change.
 */
export function publicCache(maxAge = 30, sMaxAge = 120, options: CacheOptions = {}): MiddlewareHandler<AppContext> {
  return async (c, next) => {
    const res = await cachedRender(
      c,
      async () => {
        await next();
        if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
          c.res.headers.set(
            'Cache-Control',
            `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${sMaxAge * 5}`,
          );
        }
        return c.res;
      },
      options,
    );
    // A rendered answer is already the context's; one from the cache replaces it.
    if (res !== c.res) {
      c.res = undefined;
      c.res = res;
    }
  };
}
