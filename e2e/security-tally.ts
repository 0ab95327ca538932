/**
 * What a browser spec of the hardening suites did, recorded as a `security` annotation of the
 * running test; scripts/lib/security-summary.ts adds the annotations of the JSON report up into
 * the summary line (as it does the vitest suites' `meta.security`).
 */
import { test } from '@playwright/test';

type Count =
  | 'routeRoles'
  | 'hostileInputs'
  | 'uploadsRefused'
  | 'faultsInjected'
  | 'paidCaptures'
  | 'ordersRecorded'
  | 'ordersLost'
  | 'ordersDoubled';

export function tally(counts: Partial<Record<Count, number>>): void {
  test.info().annotations.push({ type: 'security', description: JSON.stringify(counts) });
}
