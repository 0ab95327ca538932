import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const CI = process.env.CI === 'true';

/**
 * Browser tests: Debian's Chromium (no browser download) against the built store under
 * `wrangler dev`, with a fresh seeded database and the local fakes.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: CI,
  // `npm run test:security` keeps its report apart from the whole run's.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../.cache/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
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
    url: `http://localhost:${PORT}/api/licenses`,
    reuseExistingServer: false,
    // SIGTERM lets the store stop wrangler (its own process group) before Playwright moves on.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
