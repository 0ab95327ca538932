/**
 * Route guards for the API: anonymous requests get 401, signed-in users without the role 403.
 * After a guard, `c.var.user` and `c.var.session` are known to be set.
 */
import { AUTH_MESSAGES } from '@beats/contract';
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import type { Session, SessionUser } from './sessions.ts';

export type SignedInContext = AppContext & { Variables: { user: SessionUser; session: Session } };

export const unauthorized = (): HttpError => new HttpError(401, AUTH_MESSAGES.unauthorized);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden): HttpError => new HttpError(403, message);

export const requireUser = createMiddleware<SignedInContext>(async (c, next) => {
  if (!c.var.user || !c.var.session) throw unauthorized();
  await next();
});

export const requireAdmin = createMiddleware<SignedInContext>(async (c, next) => {
  if (!c.var.user || !c.var.session) throw unauthorized();
  if (c.var.user.role !== 'admin') throw forbidden();
  // What admins are answered is theirs alone: no cache keeps it.
  c.header('Cache-Control', 'private, no-store');
  await next();
});
