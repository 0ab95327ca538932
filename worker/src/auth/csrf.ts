import { AUTH_MESSAGES } from '@beats/contract';
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../env.ts';
import { HttpError } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends on behalf of another site. Browsers say
 * where a request comes from in `Sec-Fetch-Site` (and, older ones, in `Origin`); clients that
 * send neither are not browsers, and cannot ride on a visitor's cookie.
 */
export const sameOriginGuard = createMiddleware<AppContext>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) {
    if (site !== 'same-origin') throw new HttpError(403, AUTH_MESSAGES.crossSite);
    return next();
  }
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    const allowed = [new URL(c.req.url).origin];
    if (c.env.PUBLIC_URL) allowed.push(new URL(c.env.PUBLIC_URL).origin);
    if (!allowed.includes(origin)) throw new HttpError(403, AUTH_MESSAGES.crossSite);
  }
  return next();
});
