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
            'storefront/test/**/*.test.ts',
            'admin/test/**/*.test.ts',
            'worker/test/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/test/api/test-worker.ts',
            miniflare: {
              compatibilityDate: '2026-10-01',
              compatibilityFlags: ['nodejs_compat'],
              d1Databases: ['DB'],
              r2Buckets: ['MEDIA', 'FILES'],
              bindings: {
                APP_ENV: 'test',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'api',
          include: ['worker/test/api/**/*.test.ts'],
          setupFiles: ['./worker/test/api/apply-migrations.ts'],
        },
      },
    ],
  },
});
