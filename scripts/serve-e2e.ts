/** The store for the browser tests: a fresh database and buckets, seeded, on its own port. */
import { serveStore } from './lib/serve.ts';

const store = await serveStore({
  stateDir: '.wrangler/e2e-state',
  port: Number(process.env.E2E_PORT ?? 8788),
  fresh: true,
});
console.log(`Browser-test store ready at ${store.url}`);

const shutdown = async () => {
  await store.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
