/**
 * The Worker entry: one Worker serves the whole store (@beats/worker/worker puts the security
 * headers on every answer, bounds request bodies, handles every error and runs the scheduled
 * maintenance). It routes:
 *   /api/*, /media/*  the Hono app from @beats/worker (D1, R2)
 *   /admin/*          the admin SPA's files; any other /admin path gets its index.html, for
 *                     admins only (signed-out visitors go to the login page, others home)
 *   everything else   Astro (prerendered and edge-rendered storefront pages)
 */
import { handle } from '@astrojs/cloudflare/handler';
import { safeNextPath } from '@beats/contract';
import type { Env } from '@beats/worker';
import { authenticateRequest } from '@beats/worker/auth';
import { getDb } from '@beats/worker/db';
import { cachedRender } from '@beats/worker/edge-cache';
import { ADMIN_CSP } from '@beats/worker/security-headers';
import { storeApp, storeWorker } from '@beats/worker/worker';
import { Hono } from 'hono';
import { accessOfPath } from './page-access.ts';

type Bindings = Env & { ASSETS: Fetcher };

const storefront = new Hono<{ Bindings: Bindings }>()
  .get('/admin/*', async (c) => {
    const url = new URL(c.req.url);
    // The SPA's scripts and styles are public; its pages are for admins.
    if (/\.(?!html$)[a-z0-9]+$/i.test(url.pathname)) return c.env.ASSETS.fetch(c.req.raw);
    const { auth, setCookies } = await authenticateRequest(getDb(c.env.DB), c.req.raw);
    let res: Response;
    if (!auth) {
      const next = safeNextPath(url.pathname + url.search, '/admin');
      res = c.redirect(`/auth/login?next=${encodeURIComponent(next)}`, 302);
    } else if (auth.user.role !== 'admin') res = c.redirect('/', 302);
    else
      res = new Response((await c.env.ASSETS.fetch(new URL('/admin/', url))).body, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': ADMIN_CSP },
      });
    res.headers.set('Cache-Control', 'private, no-store');
    for (const cookie of setCookies) res.headers.append('Set-Cookie', cookie);
    return res;
  })
  .all('*', async (c) => {
    const render = async () => {
      const res = await handle(c.req.raw, c.env as never, c.executionCtx as ExecutionContext);
      // A page that failed to render is an empty 500 from Astro (which has logged why): the Worker's
      // one error handler answers instead, as for every other failure.
      if (res.status >= 500 && (res.body === null || res.headers.get('content-length') === '0')) {
        throw new Error(`Astro could not render ${new URL(c.req.url).pathname} (${res.status})`);
      }
      return res;
    };
    // Public pages are the same for everyone: rendered once per catalogue version (the Worker's
    // page cache). Pages for the signed-in and for guests never meet the cache.
    return accessOfPath(new URL(c.req.url).pathname) ? render() : cachedRender(c, render);
  });

export default storeWorker(storeApp(storefront));
