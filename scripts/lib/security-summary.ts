/**
 * The one line the hardening suites end with: what they did, added up from the counts each
 * test recorded (vitest: `meta.security` in the JSON report, see worker/test/security/tally.ts;
 * Playwright: `security` annotations, see e2e/security-tally.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { SECURITY_COUNTS, type SecurityCount } from './security-counts.ts';

type Counts = Record<SecurityCount, number>;

const zero = (): Counts => Object.fromEntries(SECURITY_COUNTS.map((name) => [name, 0])) as Counts;

function add(total: Counts, counts: Partial<Record<string, number>> | undefined): void {
  for (const name of SECURITY_COUNTS) total[name] += counts?.[name] ?? 0;
}

interface VitestReport {
  testResults: { assertionResults: { meta?: { security?: Partial<Counts> } }[] }[];
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { tests: { results: { annotations?: { type: string; description?: string }[] }[] }[] }[];
}

function addPlaywright(total: Counts, suite: PlaywrightSuite): void {
  for (const child of suite.suites ?? []) addPlaywright(total, child);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        for (const note of result.annotations ?? [])
          if (note.type === 'security' && note.description) add(total, JSON.parse(note.description));
}

/** The counts in a vitest JSON report and a Playwright JSON report (either may be missing). */
export function readSecurityCounts(vitestReport: string, playwrightReport: string | null): Counts {
  const total = zero();
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestReport;
    for (const file of report.testResults) for (const test of file.assertionResults) add(total, test.meta?.security);
  }
  if (playwrightReport && existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as { suites: PlaywrightSuite[] };
    for (const suite of report.suites) addPlaywright(total, suite);
  }
  return total;
}

const n = (value: number) => value.toLocaleString('en-US');

export function securityLine(counts: Counts, seconds?: number): string {
  const took = seconds === undefined ? '' : ` (${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s)`;
  return (
    `security: ${n(counts.routeRoles)} routes × roles checked, ${n(counts.hostileInputs)} hostile inputs tried, ` +
    `${n(counts.uploadsRefused)} uploads refused, ${n(counts.faultsInjected)} faults injected, ` +
    `${n(counts.paidCaptures)} paid captures, ${n(counts.ordersRecorded)} orders recorded, ` +
    `${n(counts.ordersLost)} orders lost, ${n(counts.ordersDoubled)} orders doubled${took}`
  );
}
