import { defineConfig } from '@playwright/test';
import { FIRST_PORT, STORE_COUNT } from './test-store.ts';

const CI = process.env.CI === 'true';
const LAST_PORT = FIRST_PORT + STORE_COUNT - 1;

/**
 * Browser tests: Debian's Chromium (no browser download) against the built store under
 * `wrangler dev`, with a fresh seeded database and the local fakes: a store for each worker
 * (test-store.ts), so the tests of one worker never meet another's orders, settings or limits.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two workers share 2 cores with two stores and two browsers: a test takes about 1.5 times as
  // long as alone (the slowest of the default timeout's, 17 s alone, took 26 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order in one worker; each worker has its store (E2E_STORES).
  fullyParallel: false,
  workers: STORE_COUNT,
  retries: 0,
  forbidOnly: CI,
  // `npm run test:security` keeps its report apart from the whole run's.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../.cache/e2e-results.json' }]],
  use: {
    browserName: 'chromium',
    // A trace records every step of every test to keep the failing ones' (a tenth of the run's
    // time on 2 cores); CI keeps only its log, so there it records none.
    trace: CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  outputDir: '../test-results',
  webServer: {
    command: 'node scripts/serve-e2e.ts',
    cwd: '..',
    // The last store starts last (scripts/serve-e2e.ts).
    url: `http://localhost:${LAST_PORT}/api/licenses`,
    reuseExistingServer: false,
    // SIGTERM lets the store stop wrangler (its own process group) before Playwright moves on.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // A clean checkout renders the demo media first (about 90 s on 2 cores), then starts both stores.
    timeout: 360_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
