/**
 * The store for the browser tests: a fresh database and buckets, seeded, on its own port (one
 * state directory per port, so runs on different ports do not share data). The fakes' addresses
 * go to `fakes.json` in that directory, where the tests find the PayPal stand-in's control API
 * (e2e/paypal-stand-in.ts).
 */
import { writeFileSync } from 'node:fs';
import { serveStore } from './lib/serve.ts';

const port = Number(process.env.E2E_PORT ?? 8788);
const stateDir = `.wrangler/e2e-${port}`;
const store = await serveStore({ stateDir, port, fresh: true });
writeFileSync(`${stateDir}/fakes.json`, JSON.stringify(store.fakeVars, null, 2));
console.log(`Browser-test store ready at ${store.url}`);

const shutdown = async () => {
  await store.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
