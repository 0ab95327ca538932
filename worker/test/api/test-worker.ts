/**
 * The Worker under test: the real composition (security headers, body limits, the error handler,
 * the scheduled maintenance, the API and media) around a small stand-in for the Astro storefront,
 * which needs the built site and is covered by the browser tests. Every /api answer is recorded
 * for the check that the OpenAPI document lists it (documented-answers.ts).
 */
import { Hono } from 'hono';
import type { Env } from '../../src/env.ts';
import { storeApp, storeWorker } from '../../src/worker.ts';
import { recordAnswers } from './documented-answers.ts';

const storefront = new Hono<{ Bindings: Env }>()
  .get('/', (c) => {
    // Astro sends each page's policy with the hashes of its inline scripts and styles.
    c.header('Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-abc='");
    return c.html('<!doctype html><title>Beat Store</title><h1>Beat Store</h1>');
  })
  .get('/embed/:id', (c) => {
    // The embeddable player's page: the same policy as every page, which forbids framing.
    c.header('Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'");
    return c.html('<!doctype html><title>Night Drive by Nova</title><button>Play</button>');
  })
  .get('/old-page', (c) => c.redirect('/', 301))
  .get('/broken-page', () => {
    throw new Error(`Rendering failed in ${import.meta.url}`);
  })
  .all('*', (c) => c.html('<!doctype html><title>Not found</title>', 404));

const worker = storeWorker(new Hono<{ Bindings: Env }>().use('/api/*', recordAnswers).route('/', storeApp(storefront)));

/**
 * Work the store does after an answer (mail, receipts, counts: `ctx.waitUntil`) and has not
 * finished. A test that compares the store before and after a request waits for none to be left
 * first (security/store-snapshot.ts): the tests run in this Worker's isolate and share this count.
 */
let backgroundWork = 0;
export const backgroundWorkLeft = (): number => backgroundWork;

function counting(ctx: ExecutionContext): ExecutionContext {
  return new Proxy(ctx, {
    get(target, key) {
      if (key === 'waitUntil') {
        return (work: Promise<unknown>) => {
          backgroundWork += 1;
          target.waitUntil(
            work.finally(() => {
              backgroundWork -= 1;
            }),
          );
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export default {
  ...worker,
  fetch: (request, env, ctx) => worker.fetch(request, env, counting(ctx)),
} satisfies ExportedHandler<Env>;
