/**
 * The receipt mail links each license agreement to its download address, and a buyer often opens
 * it where nobody is signed in (another device, or after the browser ended a session without
 * 'Remember me'). A browser opening the address itself then goes to the login page, and from there
 * to the order history that lists the file, instead of reading the API's bare 401 answer. Scripts
 * and other clients (no `Sec-Fetch-Mode: navigate`) still get 401.
 */
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../env.ts';

/** The storefront's login page, back to the order history once signed in. */
export const SIGN_IN_FOR_DOWNLOADS = `/auth/login?next=${encodeURIComponent('/order-history')}`;

export const signInFirst = createMiddleware<AppContext>(async (c, next) => {
  if (c.req.header('sec-fetch-mode') === 'navigate' && !(await c.var.auth())) {
    return c.redirect(SIGN_IN_FOR_DOWNLOADS, 303);
  }
  await next();
});
