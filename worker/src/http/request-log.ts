/**
 * One JSON line per request, for Workers Logs (which indexes the fields of JSON log lines): a
 * request id (Cloudflare's Ray ID when there is one, else a random one; the answer carries it as
 * `X-Request-Id`, so a visitor's report can be found), the method, the route, the status and the
 * duration. Nothing else: API routes are logged as declared (`/api/users/:id`), so no id of an
 * account is; no query string (reset codes, PayPal tokens and OAuth codes travel there); no
 * header (cookies, tokens); no body; no address.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';

export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

/**
 * The route a request reached: the first endpoint that matched it (app-wide middleware and
 * catch-alls aside), or its path (pages, unknown addresses).
 */
function routeOf(c: Context): string {
  const endpoint = matchedRoutes(c).find(
    (route) => route.method !== 'ALL' && route.path !== '*' && !route.path.endsWith('/*'),
  );
  return endpoint?.path ?? new URL(c.req.url).pathname;
}

export const requestLog = createMiddleware(async (c, next) => {
  const started = Date.now();
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  await next();
  try {
    c.res.headers.set('X-Request-Id', requestId);
  } catch {
    // An answer passed on as it came (immutable headers): the log line still has the id.
  }
  const line: RequestLine = {
    requestId,
    method: c.req.method,
    route: routeOf(c),
    status: c.res.status,
    durationMs: Date.now() - started,
  };
  console.log(JSON.stringify({ message: 'request', ...line }));
});
