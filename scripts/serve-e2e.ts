/**
 * The stores for the browser tests, one per Playwright worker (e2e/test-store.ts): each on its
 * own port from E2E_PORT, with its own database, buckets and fakes. The first is made fresh and
 * seeded; the others start from a copy of its seeded state, so the demo media are written once.
 * Each store's fakes' addresses go to `fakes.json` in its state directory, where the tests find
 * them (the PayPal stand-in's control API, the secrets to look for).
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { FIRST_PORT, STORE_COUNT, storeStateDir } from '../e2e/test-store.ts';
import { type RunningStore, serveStore } from './lib/serve.ts';

const ports = Array.from({ length: STORE_COUNT }, (_, i) => FIRST_PORT + i);
const [first = FIRST_PORT, ...others] = ports;

const stores: RunningStore[] = [];
const ready = (store: RunningStore, port: number) => {
  writeFileSync(`${storeStateDir(port)}/fakes.json`, JSON.stringify(store.fakeVars, null, 2));
  stores.push(store);
};

// Accounts for the tests to claim one by one (e2e/test-accounts.ts), besides the demo store.
ready(
  await serveStore({
    stateDir: storeStateDir(first),
    port: first,
    fresh: true,
    testAccounts: 120,
    // Copied before the first store's server opens it: nothing writes to it meanwhile.
    beforeStart: async () => {
      for (const port of others) {
        rmSync(storeStateDir(port), { recursive: true, force: true });
        cpSync(storeStateDir(first), storeStateDir(port), { recursive: true });
      }
    },
  }),
  first,
);
for (const port of others) ready(await serveStore({ stateDir: storeStateDir(port), port }), port);
console.log(`Browser-test stores ready at ${stores.map((store) => store.url).join(', ')}`);

const shutdown = async () => {
  await Promise.all(stores.map((store) => store.stop()));
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
