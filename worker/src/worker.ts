/**
 * The Worker: every request of the store enters here, and every answer leaves here.
 *   /api/*, /media/*, /dev/outbox   the Hono app (app.ts)
 *   everything else                 the storefront the entry passes in (the admin shell, Astro)
 * One middleware logs every request as one JSON line (http/request-log.ts), one puts the
 * security headers on every answer, one bounds every request body, one error handler turns every
 * failure (the storefront's included) into an answer without a stack trace, public pages and
 * lists are cached no longer than until the next scheduled release, D1 is read through one D1
 * session per request (db/read-session.ts: read replicas, the buyer's own writes), and the Cron Trigger
 * reconciles pending orders with PayPal (every five minutes), prunes what the store no longer
 * needs, aborts abandoned uploads, takes the search index's hidden mark off released songs and
 * merges the index (hourly).
 */
import { Hono } from 'hono';
import { app } from './app.ts';
import { getDb } from './db/client.ts';
import { d1Sessions } from './db/read-session.ts';
import type { Env } from './env.ts';
import { bodyLimit } from './http/body-limit.ts';
import { forgetStateAfterWrites } from './http/catalogue-state.ts';
import { handleError } from './http/errors.ts';
import { releaseAwareCache } from './http/release-cache.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { pruneExpired } from './maintenance/prune.ts';
import { unmarkReleasedSongs } from './maintenance/search-facets.ts';
import { mergeSearchIndex } from './maintenance/search-merge.ts';
import { reconcileOrders } from './orders/reconcile-orders.ts';
import { sweepUploads } from './uploads/upload-files.ts';

/** The hourly Cron Trigger (wrangler.toml); the other one, every five minutes, only reconciles orders. */
export const PRUNE_CRON = '7 * * * *';

/**
 * Everything the store answers, around the storefront: a Hono app without an error handler of
 * its own, so its failures reach the store's.
 */
export function storeApp<Bindings extends Env>(storefront: Hono<{ Bindings: Bindings }>) {
  return new Hono<{ Bindings: Bindings }>()
    .use('*', requestLog, securityHeaders, bodyLimit, d1Sessions, forgetStateAfterWrites, releaseAwareCache)
    .route('/', app)
    .route('/', storefront)
    .onError(handleError);
}

/** The Worker's handlers: the store's answers (`storeApp`), and the scheduled maintenance. */
export function storeWorker<Bindings extends Env>(store: Hono<{ Bindings: Bindings }>) {
  return {
    fetch: store.fetch,
    async scheduled(controller, env) {
      // Every run: nothing paid stays pending, nothing abandoned keeps an exclusive track held.
      const reconciled = await reconcileOrders(env, controller.scheduledTime);
      if (reconciled) console.log('Reconciled pending orders', JSON.stringify(reconciled));
      if (controller.cron !== PRUNE_CRON) return;
      const db = getDb(env.DB);
      const counts = await pruneExpired(db, controller.scheduledTime);
      console.log('Pruned expired rows', JSON.stringify(counts));
      const uploads = await sweepUploads(env, db, controller.scheduledTime);
      console.log('Swept abandoned uploads', JSON.stringify(uploads));
      const released = await unmarkReleasedSongs(db, controller.scheduledTime);
      console.log('Unmarked released songs in the search index', released);
      // After the unmarking, which writes to the index.
      console.log('Merged the search index', JSON.stringify(await mergeSearchIndex(db)));
    },
  } satisfies ExportedHandler<Bindings>;
}
