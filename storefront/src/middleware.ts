/**
 * Page guards, decided on the server before a page renders (so no 'Loading...' flash and no
 * protected HTML for anonymous visitors), as the page table says (page-access.ts):
 *   - pages for signed-in visitors (/account, /order-history, /check-out): signed-out visitors
 *     go to /auth/login?next=<page> (the cart waits in the browser's storage);
 *   - the guests' pages (/auth/login, /auth/register): signed-in users go on (admins to /admin,
 *     others to / or next, which `safeNextPath` keeps on this site), except right after a Google
 *     sign-in, when the page shows its message and moves on itself.
 * The session lookup is the API's own (worker/src/auth), so both always agree.
 */

import { defineMiddleware } from 'astro:middleware';
import { landingPath, safeNextPath } from '@beats/contract';
import { authenticateRequest, toUser } from '@beats/worker/auth';
import { db } from './lib/db.server.ts';
import { accessOfPath } from './page-access.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const access = accessOfPath(context.url.pathname);
  const isProtected = access === 'signed-in';
  const isGuestOnly = access === 'guests';
  if (!isProtected && !isGuestOnly) return next();

  const { auth, setCookies } = await authenticateRequest(db(), context.request);
  let response: Response;
  if (isProtected && !auth) {
    const next = safeNextPath(`${context.url.pathname}${context.url.search}`);
    response = context.redirect(`/auth/login?next=${encodeURIComponent(next)}`, 302);
  } else if (isGuestOnly && auth && context.url.searchParams.get('google') !== 'success') {
    response = context.redirect(landingPath(auth.user.role, context.url.searchParams.get('next')), 302);
  } else {
    context.locals.user = auth ? toUser(auth.user) : null;
    context.locals.hasPassword = auth ? auth.user.passwordHash !== null : false;
    response = await next();
  }

  // What these pages show depends on who asks: never kept by a shared cache.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});
