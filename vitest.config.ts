import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'storefront/src/**/*.test.ts',
            'admin/test/**/*.test.ts',
            'worker/test/unit/**/*.test.ts',
            'scripts/**/test/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
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
                // The local OpenID provider and PayPal stand-in started by the global setup below.
                ...inject<Record<string, string>>('googleOidcVars'),
                ...inject<Record<string, string>>('paypalVars'),
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'api',
          include: ['worker/test/api/**/*.test.ts'],
          // Logins hash with the real scrypt cost: a test with a dozen of them needs more than
          // the default 5 s on a busy machine.
          testTimeout: 60_000,
          setupFiles: ['./worker/test/api/apply-migrations.ts', './worker/test/api/documented-answers.setup.ts'],
          globalSetup: ['./worker/test/api/fakes.global-setup.ts'],
        },
      },
    ],
  },
});
