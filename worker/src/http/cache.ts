import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../env.ts';

/**
 * Public catalogue answers may be kept by browsers briefly and by a CDN a little longer, and
 * served stale while a fresh copy is fetched: a new release shows within a few minutes.
 */
export function publicCache(maxAge = 30, sMaxAge = 120): MiddlewareHandler<AppContext> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set(
        'Cache-Control',
        `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${sMaxAge * 5}`,
      );
    }
  };
}
