import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../env.ts';
import { HttpError } from './errors.ts';
import { MULTIPART_TYPE, mediaType } from './media-type.ts';

/**
 * Guards a route that takes a multipart form only, because it carries a file: any other body,
 * or none, is a 415 with the route's own sentence. The router's own check takes a urlencoded
 * form for a multipart one (both are forms to it), and a urlencoded body, which a page of
 * another site may send without asking first, holds no file whatever it says.
 */
export function multipartOnly(message: string): MiddlewareHandler<AppContext> {
  return createMiddleware<AppContext>(async (c, next) => {
    if (mediaType(c.req.header('content-type')) !== MULTIPART_TYPE) throw new HttpError(415, message);
    await next();
  });
}
