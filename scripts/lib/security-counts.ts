/**
 * What the hardening suites count (worker/test/security/tally.ts, e2e/security-tally.ts), in the
 * order of the summary line (scripts/lib/security-summary.ts).
 */
export const SECURITY_COUNTS = [
  'routeRoles',
  'hostileInputs',
  'uploadsRefused',
  'faultsInjected',
  'paidCaptures',
  'ordersRecorded',
  'ordersLost',
  'ordersDoubled',
] as const;
export type SecurityCount = (typeof SECURITY_COUNTS)[number];
