/**
 * The Worker: every request of the store enters here, and every answer leaves here.
 *   /api/*, /media/*, /dev/outbox   the Hono app (app.ts)
 *   everything else                 the storefront the entry passes in (the admin shell, Astro)
 * One middleware puts the security headers on every answer, one bounds every request body, one
 * error handler turns every failure (the storefront's included) into an answer without a stack
 * trace, and the Cron Trigger prunes what the store no longer needs.
 */
import { Hono } from 'hono';
import { app } from './app.ts';
import { getDb } from './db/client.ts';
import type { Env } from './env.ts';
import { bodyLimit } from './http/body-limit.ts';
import { handleError } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { pruneExpired } from './maintenance/prune.ts';

/**
 * Everything the store answers, around the storefront: a Hono app without an error handler of
 * its own, so its failures reach the store's.
 */
export function storeApp<Bindings extends Env>(storefront: Hono<{ Bindings: Bindings }>) {
  return new Hono<{ Bindings: Bindings }>()
    .use('*', securityHeaders, bodyLimit)
    .route('/', app)
    .route('/', storefront)
    .onError(handleError);
}

/** The Worker's handlers: the store's answers (`storeApp`), and the hourly pruning. */
export function storeWorker<Bindings extends Env>(store: Hono<{ Bindings: Bindings }>) {
  return {
    fetch: store.fetch,
    async scheduled(controller, env) {
      const counts = await pruneExpired(getDb(env.DB), controller.scheduledTime);
      console.log('Pruned expired rows', JSON.stringify(counts));
    },
  } satisfies ExportedHandler<Bindings>;
}
