/**
 * What the hardening suites did, counted by the tests themselves: each count goes into the
 * running test's `meta`, which the JSON report keeps and scripts/lib/security-summary.ts adds up
 * into the one line `npm run test:security` ends with. Counts come from what was sent and
 * checked, never from constants.
 */
import { TestRunner } from 'vitest';
import type { SecurityCount } from '../../../scripts/lib/security-counts.ts';

declare module 'vitest' {
  interface TaskMeta {
    security?: Partial<Record<SecurityCount, number>>;
  }
}

/** Adds `n` to one of the running test's counts. */
export function tally(count: SecurityCount, n = 1): void {
  const test = TestRunner.getCurrentTest();
  if (!test) throw new Error(`tally('${count}') outside a running test`);
  const counts = test.meta.security ?? {};
  counts[count] = (counts[count] ?? 0) + n;
  test.meta.security = counts;
}
