/**
 * Route guards for the API: anonymous requests get 401, signed-in users without the role 403.
 * They look the session up (`c.var.auth()`); after a guard, `c.var.user` and `c.var.session` are set.
 */
import { AUTH_MESSAGES } from '@beats/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import type { Session, SessionUser } from './sessions.ts';

export type SignedInContext = AppContext & { Variables: { user: SessionUser; session: Session } };

export const unauthorized = (): HttpError => new HttpError(401, AUTH_MESSAGES.unauthorized);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden): HttpError => new HttpError(403, message);

/** Who is signed in, on the context (`c.var.user`, `c.var.session`); 401 for nobody. */
async function signedIn(c: Context<SignedInContext>): Promise<SessionUser> {
  const auth = await c.var.auth();
  if (!auth) throw unauthorized();
  c.set('user', auth.user);
  c.set('session', auth.session);
  return auth.user;
}

export const requireUser = createMiddleware<SignedInContext>(async (c, next) => {
  await signedIn(c);
  await next();
});

export const requireAdmin = createMiddleware<SignedInContext>(async (c, next) => {
  if ((await signedIn(c)).role !== 'admin') throw forbidden();
  // What admins are answered is theirs alone: no cache keeps it.
  c.header('Cache-Control', 'private, no-store');
  await next();
});
