/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's Chromium, through
 * its command line as a person would run it. Shared by `bench:lighthouse` and `npm run bench`.
 * One run gives all four categories: the other three are read after the page has loaded, so they
 * do not move the performance figures.
 */
import { spawnSync } from 'node:child_process';

export const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse is a development dependency of the storefront, which it measures. */
const LIGHTHOUSE = 'storefront/node_modules/.bin/lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Report {
  finalDisplayedUrl: string;
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
}

/** One page's figures: the medians over the runs, and each run's Total Blocking Time. */
export interface LighthouseFigures {
  score: number;
  /** The other categories' scores (medians), 0 to 100. */
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The weighted audits any run failed outside performance, so a score under 100 says why. */
  failedAudits: string[];
  tbtMs: number;
  /** First contentful paint: what the page's render-blocking requests (its stylesheets) hold back. */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  speedIndexMs: number;
  /** The main thread's work while the page loads: all of it, and the scripts' part. */
  mainThreadMs: number;
  scriptsMs: number;
  /** Everything the page downloaded (compressed as sent). */
  totalBytes: number;
  tbtOfEachRun: number[];
}

function lighthouse(url: string, cookie?: string): Report {
  const result = spawnSync(
    LIGHTHOUSE,
    [
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed:\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as Report;
  // A signed-in page whose session was refused lands on the login page: that is not the page.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`lighthouse ${url} ended on ${report.finalDisplayedUrl}`);
  return report;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs Lighthouse `runs` times on `url` (as the holder of `cookie`, if given); the medians. */
export function lighthouseMedians(url: string, runs: number, cookie?: string): LighthouseFigures {
  const reports = Array.from({ length: runs }, () => lighthouse(url, cookie));
  const metric = (id: string) => reports.map((r) => r.audits[id]?.numericValue ?? 0);
  const tbt = metric('total-blocking-time');
  const score = (category: Category) => Math.round(median(reports.map((r) => r.categories[category].score * 100)));
  const failedAudits = reports.flatMap((r) =>
    CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      r.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (r.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    ),
  );
  return {
    score: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failedAudits: [...new Set(failedAudits)],
    tbtMs: Math.round(median(tbt)),
    fcpMs: Math.round(median(metric('first-contentful-paint'))),
    lcpMs: Math.round(median(metric('largest-contentful-paint'))),
    cls: median(metric('cumulative-layout-shift')),
    speedIndexMs: Math.round(median(metric('speed-index'))),
    mainThreadMs: Math.round(median(metric('mainthread-work-breakdown'))),
    scriptsMs: Math.round(median(metric('bootup-time'))),
    totalBytes: Math.round(median(metric('total-byte-weight'))),
    tbtOfEachRun: tbt.map((t) => Math.round(t)),
  };
}
