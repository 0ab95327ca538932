import { createMiddleware } from 'hono/factory';
import { getDb } from '../db/client.ts';
import type { AppContext } from '../env.ts';
import { setsSessionCookie } from './cookies.ts';
import { authenticateRequest, type RequestAuthResult } from './request-session.ts';

/**
 * Gives every API route `c.var.auth()`, which looks the session up on its first call only, so a
 * route that never asks who is calling (the catalogue's public reads) runs no session query and
 * its answer stays the same for everyone. When a route did ask, a renewed cookie goes back when
 * the session's expiry moved; a route that sets the session cookie itself (login, logout) keeps
 * its own.
 */
export const sessionMiddleware = createMiddleware<AppContext>(async (c, next) => {
  let lookup: Promise<RequestAuthResult> | undefined;
  c.set('auth', async () => {
    lookup ??= authenticateRequest(getDb(c.env.DB), c.req.raw);
    return (await lookup).auth;
  });
  await next();
  if (!lookup) return;
  const { setCookies } = await lookup;
  if (setCookies.length > 0 && !setsSessionCookie(c.res.headers.getSetCookie())) {
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
    // An answer that sets a cookie is for this browser only, whatever the route said.
    c.res.headers.set('Cache-Control', 'private, no-store');
  }
});
