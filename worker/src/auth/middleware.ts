import { createMiddleware } from 'hono/factory';
import { getDb } from '../db/client.ts';
import type { AppContext } from '../env.ts';
import { setsSessionCookie } from './cookies.ts';
import { authenticateRequest } from './request-session.ts';

/**
 * Puts the signed-in user (or null) on the context for every API route, and sends back a renewed
 * cookie when the session's expiry moved. A route that sets the session cookie itself (login,
 * logout) keeps its own.
 */
export const sessionMiddleware = createMiddleware<AppContext>(async (c, next) => {
  const { auth, setCookies } = await authenticateRequest(getDb(c.env.DB), c.req.raw);
  c.set('user', auth?.user ?? null);
  c.set('session', auth?.session ?? null);
  await next();
  if (setCookies.length > 0 && !setsSessionCookie(c.res.headers.getSetCookie())) {
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
    // An answer that sets a cookie is for this browser only, whatever the route said.
    c.res.headers.set('Cache-Control', 'private, no-store');
  }
});
