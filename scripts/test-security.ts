/**
 * `npm run test:security`: the hardening suites alone. The vitest project `security` (workerd,
 * real D1 and R2: authorization matrix, hostile input, uploads, cross-site requests, races,
 * faults, operations), then the browser specs `e2e/security*.spec.ts` against the built store
 * (pages, headers, cookies, secrets in the build, a Worker restart mid-checkout), then the one
 * summary line of what they did. `npm test` runs the same suites once, among the others.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { ensureBuilt } from './lib/build-stamp.ts';
import { run } from './lib/run.ts';
import { readSecurityCounts, securityLine } from './lib/security-summary.ts';

const started = performance.now();
const CI = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VITEST_REPORT = '.cache/security-vitest.json';
const E2E_REPORT = '.cache/security-e2e.json';
mkdirSync('.cache', { recursive: true });

run('vitest', [
  'run',
  '--project',
  'security',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
]);

let browser = false;
if (existsSync(chromium)) {
  ensureBuilt();
  run('playwright', ['test', '-c', 'e2e/playwright.config.ts', 'security'], {
    env: { E2E_REPORT: `../${E2E_REPORT}` },
  });
  browser = true;
} else if (CI) {
  console.error(`Chromium is missing at ${chromium}: CI must run the browser specs.`);
  process.exit(1);
} else {
  console.warn(`! Browser specs skipped: no Chromium at ${chromium}.`);
}

const counts = readSecurityCounts(VITEST_REPORT, browser ? E2E_REPORT : null);
console.log(`\n${securityLine(counts, (performance.now() - started) / 1000)}`);
if (counts.ordersLost > 0 || counts.ordersDoubled > 0) process.exit(1);
