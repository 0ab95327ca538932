/**
 * The store for the browser tests: a fresh database and buckets, seeded, on its own port (one
 * state directory per port, so runs on different ports do not share data).
 */
import { serveStore } from './lib/serve.ts';

const port = Number(process.env.E2E_PORT ?? 8788);
const store = await serveStore({ stateDir: `.wrangler/e2e-${port}`, port, fresh: true });
console.log(`Browser-test store ready at ${store.url}`);

const shutdown = async () => {
  await store.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
