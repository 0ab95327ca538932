/**
 * `npm test`: lint, type checks, unit and API tests (workerd, real D1 and R2), then the browser
 * tests against the built store. Stops at the first failing step and exits non-zero.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { markBuilt } from './lib/build-stamp.ts';
import { run, runPnpm } from './lib/run.ts';
import { readSecurityCounts, securityLine } from './lib/security-summary.ts';

const CI = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('.cache', { recursive: true });

const step = (title: string) => console.log(`\n━━ ${title}`);

step('Lint and format (Biome)');
run('biome', ['ci', '.']);

step('Type checks');
runPnpm(['run', 'typecheck']);

step('Unit and API tests (vitest; API in workerd with real D1 and R2)');
run('vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest-results.json']);

let browser = { passed: 0, failed: 0 };
if (existsSync(chromium)) {
  step('Build');
  runPnpm(['run', 'build'], { quiet: true });
  markBuilt();
  step('Browser tests (Playwright in Chromium against the built store)');
  run('playwright', ['test', '-c', 'e2e/playwright.config.ts']);
  browser = readPlaywrightCounts('.cache/e2e-results.json');
} else if (CI) {
  console.error(`Chromium is missing at ${chromium}: CI must run the browser tests (see .ci/run).`);
  process.exit(1);
} else {
  console.warn(
    `\n! Browser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
}

const unit = readVitestCounts('.cache/vitest-results.json');
console.log(`\ntests: ${unit.passed + browser.passed} passed, ${unit.failed + browser.failed} failed`);
// The hardening suites ran among the others (the vitest project `security`, e2e/security*.spec.ts).
const browserReport = existsSync(chromium) ? '.cache/e2e-results.json' : null;
console.log(securityLine(readSecurityCounts('.cache/vitest-results.json', browserReport)));

function readVitestCounts(path: string): { passed: number; failed: number } {
  const report = JSON.parse(readFileSync(path, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function readPlaywrightCounts(path: string): { passed: number; failed: number } {
  const report = JSON.parse(readFileSync(path, 'utf8')) as { stats: { expected: number; unexpected: number } };
  return { passed: report.stats.expected, failed: report.stats.unexpected };
}
