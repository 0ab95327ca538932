import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../env.ts';
import { badRequest } from './errors.ts';
import { JSON_TYPE, mediaType } from './media-type.ts';

/**
 * Guards a route that takes a JSON body: a JSON body that does not parse is a 400 with the
 * route's own sentence (instead of the validator's generic one). A body of another type is left
 * to the route's media type check (415); its size was already bounded for every route by the
 * Worker (http/body-limit.ts, 413).
 */
export function jsonBodyGuard(malformed: string): MiddlewareHandler<AppContext> {
  return createMiddleware<AppContext>(async (c, next) => {
    if (mediaType(c.req.header('content-type')) === JSON_TYPE) {
      // Parsed once here; the validator reads the same parsed body.
      await c.req.json().catch(() => {
        throw badRequest(malformed);
      });
    }
    await next();
  });
}
