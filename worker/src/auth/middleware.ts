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
  const { auth, setCookie } = await authenticateRequest(getDb(c.env.DB), c.req.raw);
  c.set('user', auth?.user ?? null);
  c.set('session', auth?.session ?? null);
  await next();
  if (setCookie && !setsSessionCookie(c.res.headers.getSetCookie())) {
    c.res.headers.append('Set-Cookie', setCookie);
  }
});
