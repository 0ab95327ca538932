import { availableParallelism } from 'node:os';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * A project of tests that run inside workerd against the real Worker (worker/test/api/test-worker.ts)
 * with real D1 and R2, the local OpenID provider and the PayPal stand-in.
 */
function workerdProject(name: string, include: string[], testTimeout: number): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest(async ({ inject }) => ({
        main: './worker/test/api/test-worker.ts',
        miniflare: {
          compatibilityDate: '2026-10-01',
          compatibilityFlags: ['nodejs_compat'],
          d1Databases: ['DB'],
          r2Buckets: ['MEDIA', 'FILES'],
          bindings: {
            APP_ENV: 'test',
            // Fixtures write D1 directly and read the next answer: every request reads the
            // catalogue's version (the page cache's own tests set the production second).
            CATALOGUE_RECHECK_MS: '0',
            // The local OpenID provider and PayPal stand-in started by the global setup below.
            ...inject<Record<string, string>>('googleOidcVars'),
            ...inject<Record<string, string>>('paypalVars'),
            TEST_MIGRATIONS: await readD1Migrations('./migrations'),
          },
        },
      })),
    ],
    test: {
      name,
      include,
      testTimeout,
      // The files of a worker share one Worker and its storage, emptied before every test
      // (apply-migrations.ts): a file in a fresh runtime of its own took the run twice as long
      // (467 s against 241 s for these two projects on 2 cores).
      isolate: false,
      setupFiles: ['./worker/test/api/apply-migrations.ts', './worker/test/api/documented-answers.setup.ts'],
      globalSetup: ['./worker/test/api/fakes.global-setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    // Two files at a time even on 2 cores (vitest's default there is one): a file in workerd spends
    // much of its time waiting on its Worker, D1, R2 and the local fakes, and the whole run took
    // half as long (931 s to 465 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The Worker's one-line-per-request log (http/request-log.ts) is for Workers Logs, not for
    // the test report; the tests of the log read it themselves.
    onConsoleLog: (log) => !log.startsWith('{"message":"request"'),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'storefront/src/**/*.test.ts',
            'admin/src/**/*.test.ts',
            'worker/test/unit/**/*.test.ts',
            'scripts/**/test/**/*.test.ts',
          ],
          environment: 'node',
          // Modules loaded once per worker, not per file: 40 s against 16 s on 2 cores.
          isolate: false,
        },
      },
      // Logins hash with the real scrypt cost: a test with a dozen of them needs more than the
      // default 5 s on a busy machine.
      workerdProject('api', ['worker/test/api/**/*.test.ts'], 60_000),
      // The hardening suites (`test:security`): authorization matrix, hostile input, uploads,
      // cross-site requests, races and faults. Their tests count what they did in `task.meta`
      // (worker/test/security/tally.ts), which scripts/security-summary.ts adds up.
      workerdProject('security', ['worker/test/security/**/*.test.ts'], 120_000),
    ],
  },
});
