import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../env.ts';
import { badRequest, errorBody } from './errors.ts';

/** Larger than any form of the API needs; larger bodies are refused before they are read. */
const JSON_BODY_MAX_BYTES = 64 * 1024;

/**
 * Guards a route that takes a JSON body: a body over the size limit is a 413 before it is read,
 * and a JSON body that does not parse is a 400 with the route's own sentence (instead of the
 * validator's generic one). A body of another type is left to the route's media type check (415).
 */
export function jsonBodyGuard(malformed: string): MiddlewareHandler<AppContext>[] {
  return [
    bodyLimit({
      maxSize: JSON_BODY_MAX_BYTES,
      onError: (c) => c.json(errorBody('The request body is too large.'), 413),
    }),
    createMiddleware(async (c, next) => {
      if (/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
        // Parsed once here; the validator reads the same parsed body.
        await c.req.json().catch(() => {
          throw badRequest(malformed);
        });
      }
      await next();
    }),
  ];
}
