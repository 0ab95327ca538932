/**
 * `npm start`: builds the store when its sources changed, prepares the local database and
 * buckets (migrations and the idempotent demo seed), starts the local fakes and serves
 * everything at http://localhost:8787.
 */

import { FREE_DOWNLOAD_TITLES } from './demo/catalogue.ts';
import { buildIsFresh, markBuilt } from './lib/build-stamp.ts';
import { runPnpm } from './lib/run.ts';
import { serveStore } from './lib/serve.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { DEMO_CODE } from './seed/demo-discounts.ts';

const PORT = Number(process.env.PORT ?? 8787);

if (buildIsFresh()) {
  console.log('Build is up to date.');
} else {
  console.log('Building the store…');
  runPnpm(['run', 'build'], { quiet: true });
  markBuilt();
}

const store = await serveStore({ stateDir: '.wrangler/state', port: PORT });

console.log(`
  The store is running at ${store.url}
  Admin:        ${store.url}/admin
  Mail outbox:  ${store.url}/dev/outbox

  Demo logins
    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}
  Discount code to try at checkout: ${DEMO_CODE.code} (${DEMO_CODE.percentOff}% off leases)
  Free downloads for an e-mail: ${FREE_DOWNLOAD_TITLES.map((title) => `'${title}'`).join(', ')}
${store.fakes.length > 0 ? `\n  Local fakes: ${store.fakes.join(', ')}\n` : ''}
  Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await store.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
