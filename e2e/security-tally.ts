/**
 * What a browser spec of the hardening suites did, recorded as a `security` annotation of the
 * running test; scripts/lib/security-summary.ts adds the annotations of the JSON report up into
 * the summary line (as it does the vitest suites' `meta.security`).
 */
import { test } from '@playwright/test';
import type { SecurityCount } from '../scripts/lib/security-counts.ts';

export function tally(counts: Partial<Record<SecurityCount, number>>): void {
  test.info().annotations.push({ type: 'security', description: JSON.stringify(counts) });
}
