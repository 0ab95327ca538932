/**
 * The Worker entry: one Worker serves the whole store.
 *   /api/*, /media/*  the Hono app from @beats/worker (D1, R2)
 *   /admin/*          the admin SPA's files; any other /admin path gets its index.html, for
 *                     admins only (signed-out visitors go to the login page, others home)
 *   everything else   Astro (prerendered and edge-rendered storefront pages)
 */
import { handle } from '@astrojs/cloudflare/handler';
import { app, type Env } from '@beats/worker';
import { authenticateRequest } from '@beats/worker/auth';
import { getDb } from '@beats/worker/db';
import { Hono } from 'hono';

type Bindings = Env & { ASSETS: Fetcher };

const worker = new Hono<{ Bindings: Bindings }>()
  .route('/', app)
  .get('/admin/*', async (c) => {
    const url = new URL(c.req.url);
    // The SPA's scripts and styles are public; its pages are for admins.
    if (/\.(?!html$)[a-z0-9]+$/i.test(url.pathname)) return c.env.ASSETS.fetch(c.req.raw);
    const { auth, setCookies } = await authenticateRequest(getDb(c.env.DB), c.req.raw);
    let res: Response;
    if (!auth) res = c.redirect(`/auth/login?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
    else if (auth.user.role !== 'admin') res = c.redirect('/', 302);
    else
      res = new Response((await c.env.ASSETS.fetch(new URL('/admin/', url))).body, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    res.headers.set('Cache-Control', 'private, no-store');
    for (const cookie of setCookies) res.headers.append('Set-Cookie', cookie);
    return res;
  })
  .all('*', (c) => handle(c.req.raw, c.env as never, c.executionCtx as ExecutionContext));

export default worker;
