/**
 * The Worker entry: one Worker serves the whole store.
 *   /api/*, /media/*  the Hono app from @beats/worker (D1, R2)
 *   /admin/*          the admin SPA's files; any other /admin path gets its index.html
 *   everything else   Astro (prerendered and edge-rendered storefront pages)
 */
import { handle } from '@astrojs/cloudflare/handler';
import { app, type Env } from '@beats/worker';
import { Hono } from 'hono';

type Bindings = Env & { ASSETS: Fetcher };

const worker = new Hono<{ Bindings: Bindings }>()
  .route('/', app)
  .get('/admin/*', (c) => c.env.ASSETS.fetch(new URL('/admin/index.html', c.req.url)))
  .all('*', (c) => handle(c.req.raw, c.env as never, c.executionCtx as ExecutionContext));

export default worker;
