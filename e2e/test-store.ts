import { readFileSync } from 'node:fs';

/**
 * The test store a browser test talks to. `scripts/serve-e2e.ts` serves one store per Playwright
 * worker, on consecutive ports from `E2E_PORT` (default 8788), each with its own database,
 * buckets and fakes: a test shares its store only with the tests before it in the same worker,
 * as when every test ran one after another.
 */

/**
 * How many stores, and so how many workers (`E2E_STORES`, default 2): two finish a fifth sooner
 * than one on 2 cores; more only share the same two cores.
 */
export const STORE_COUNT = Math.max(1, Number(process.env.E2E_STORES ?? 2));
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8788);

/** This worker's store (Playwright numbers its running workers 0…workers − 1). */
export const storePort = (): number => FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const storeUrl = (): string => `http://localhost:${storePort()}`;
/** Its local state: D1, R2, the fakes' addresses (`fakes.json`) and the claimed test accounts. */
export const storeStateDir = (port = storePort()): string => `.wrangler/e2e-${port}`;

/** What this worker's store was told about its fakes: their addresses and credentials. */
export function storeFakeVars(): Record<string, string> {
  const file = new URL(`../${storeStateDir()}/fakes.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
