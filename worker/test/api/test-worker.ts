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

export default storeWorker(new Hono<{ Bindings: Env }>().use('/api/*', recordAnswers).route('/', storeApp(storefront)));
