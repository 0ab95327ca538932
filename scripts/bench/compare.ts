/**
 * `bench:compare`: how much CPU the Worker spends per request on this checkout against an earlier
 * commit, for changes too small for `npm run bench`'s load rows to show. Those rows move by ±15%
 * from one run to the next on a busy 2-core machine; a change to a render is often 3–10%.
 *
 * The earlier commit is built in a worktree of its own (`.wrangler/compare/<commit>`, kept for the
 * next comparison), and both stores are served side by side, seeded alike, page cache off unless
 * `--cached`. Then, round after round, each URL gets a batch of requests on one server and at once
 * the same batch on the other, the order swapped every round, and the Worker's CPU time per request
 * is read from /proc for each batch. The machine's drift then falls on both alike: the figure is
 * the change in CPU time over all rounds, with the middle half of the rounds' own ratios beside
 * it. The static asset is the control: its change is the noise floor.
 *
 *   pnpm run bench:compare -- --base <commit> [--rounds 40] [--requests 80] [--concurrency 4]
 *     [--paths /,/tracks,/products/{id},/api/songs/published] [--cached] [--port 8795]
 *
 * This checkout is measured as it is, uncommitted changes included (built first if they are newer
 * than its build). Linux only (CPU time from /proc).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, markBuilt } from '../lib/build-stamp.ts';
import { runPnpm } from '../lib/run.ts';
import { type RunningStore, serveStore } from '../lib/serve.ts';
import { countOption, requestBatch } from './batch.ts';
import { firstTrackId, staticAssetOf } from './page-weight.ts';
import { percentile } from './percentile.ts';
import { printMarkdown } from './report-table.ts';
import { groupCpuMs } from './throughput.ts';

const { values } = parseArgs({
  // `pnpm run x -- --flag` hands the `--` on; it ends nothing here.
  args: process.argv.slice(2).filter((arg, i) => i > 0 || arg !== '--'),
  options: {
    base: { type: 'string' },
    // Fewer than this, and the control row alone moved by up to 5% (README, "Comparing two commits").
    rounds: { type: 'string', default: '40' },
    requests: { type: 'string', default: '80' },
    concurrency: { type: 'string', default: '4' },
    paths: { type: 'string', default: '/,/tracks,/products/{id},/privacy,/api/songs/published' },
    cached: { type: 'boolean', default: false },
    port: { type: 'string', default: '8795' },
  },
});
const ROUNDS = countOption('rounds', values.rounds);
const REQUESTS = countOption('requests', values.requests);
const CONCURRENCY = countOption('concurrency', values.concurrency);
/** Rounds run first and not counted: the runtimes' JIT and D1's page cache warm up in them. */
const WARMUP_ROUNDS = 2;
const PORT = Number(values.port);
if (!values.base) throw new Error('--base <commit> is required');
if (process.platform !== 'linux') throw new Error('bench:compare reads CPU time from /proc: Linux only');

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const baseCommit = git('rev-parse', '--verify', `${values.base}^{commit}`);
const headCommit = git('rev-parse', 'HEAD');
const changed = git('status', '--porcelain') !== '';

/** The base commit checked out, installed and built once in its own worktree. */
function buildBase(commit: string): string {
  const dir = join('.wrangler', 'compare', commit.slice(0, 12));
  if (!existsSync(dir)) {
    console.log(`Checking out ${commit.slice(0, 12)} in ${dir}…`);
    // A worktree whose folder was deleted (with .wrangler) is still registered until pruned.
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', dir, commit);
  }
  if (!existsSync(join(dir, 'scripts/lib/edge-runtime.ts'))) {
    throw new Error(
      `${commit.slice(0, 12)} has no scripts/lib/edge-runtime.ts to serve it with: compare a later commit`,
    );
  }
  // A commit never changes, so its stamp alone says the build is done.
  if (!existsSync(join(dir, 'storefront/dist/.build-stamp'))) {
    console.log(`Installing and building ${commit.slice(0, 12)}…`);
    runPnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { cwd: dir, quiet: true });
    runPnpm(['run', 'build'], { cwd: dir, quiet: true });
    markBuilt(dir);
  }
  return dir;
}

interface Server {
  name: string;
  store: RunningStore;
  /** The URLs measured, in `values.paths`' order, with this build's track id and static asset. */
  paths: string[];
}

async function serve(name: string, port: number, root?: string): Promise<Server> {
  const store = await serveStore({
    stateDir: `.wrangler/compare-state-${port}`,
    port,
    fresh: true,
    inspector: false,
    vars: values.cached ? {} : { PAGE_CACHE: 'off' },
    root,
  });
  const trackId = await firstTrackId(store.url);
  const paths = values.paths.split(',').map((path) => path.trim().replace('{id}', String(trackId)));
  return { name, store, paths: [await staticAssetOf(store.url), ...paths] };
}

/** One batch: `REQUESTS` requests, `CONCURRENCY` at a time; the Worker's CPU ms per request. */
async function batch(server: Server, path: string): Promise<number> {
  const before = groupCpuMs(server.store.processGroup());
  await requestBatch(`${server.store.url}${path}`, REQUESTS, CONCURRENCY);
  const after = groupCpuMs(server.store.processGroup());
  if (!before || !after) throw new Error('The Worker’s CPU time could not be read');
  return (after.workerd - before.workerd) / REQUESTS;
}

const percent = (ratio: number) => `${ratio >= 1 ? '+' : '−'}${Math.abs((ratio - 1) * 100).toFixed(1)}%`;

const startedAt = Date.now();
const loadBefore = loadavg()[0] ?? 0;
const baseDir = buildBase(baseCommit);
ensureBuilt();
const base = await serve(baseCommit.slice(0, 12), PORT, baseDir);
const head = await serve(changed ? `${headCommit.slice(0, 12)}+changes` : headCommit.slice(0, 12), PORT + 1);
/** Per URL (by index), the CPU ms per request of each counted batch. */
const cpu = { base: base.paths.map((): number[] => []), head: head.paths.map((): number[] => []) };
try {
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const counted = round >= WARMUP_ROUNDS;
    if (counted) process.stdout.write(`\rround ${round - WARMUP_ROUNDS + 1} of ${ROUNDS}`);
    for (let i = 0; i < base.paths.length; i++) {
      const order = round % 2 === 0 ? (['base', 'head'] as const) : (['head', 'base'] as const);
      for (const side of order) {
        const server = side === 'base' ? base : head;
        const ms = await batch(server, server.paths[i] ?? '/');
        if (counted) cpu[side][i]?.push(ms);
      }
    }
  }
  process.stdout.write('\n');
} finally {
  await base.store.stop();
  await head.store.stop();
}

const sum = (list: number[]) => list.reduce((total, value) => total + value, 0);
const rows = values.paths.split(',').map((path) => path.trim());
const cells = ['static asset', ...rows].map((what, i) => {
  const before = cpu.base[i] ?? [];
  const after = cpu.head[i] ?? [];
  // /proc counts in 10 ms ticks, an eighth of a millisecond a request in a batch of 80: the
  // totals over all rounds carry the change; each round's ratio shows how far it spreads.
  const ratios = before.map((ms, round) => (after[round] ?? 0) / ms);
  return [
    what,
    `${(sum(before) / before.length).toFixed(2)} ms`,
    `${(sum(after) / after.length).toFixed(2)} ms`,
    percent(sum(after) / sum(before)),
    `${percent(percentile(ratios, 0.25))} … ${percent(percentile(ratios, 0.75))}`,
  ];
});
console.log(
  `\nbench:compare: ${head.name} against ${base.name}${values.cached ? ', page cache on' : ', page cache off'}; ` +
    `${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} at a time; ${cpus().length} cores, ` +
    `load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}, ${Math.round((Date.now() - startedAt) / 1000)} s\n`,
);
printMarkdown(
  ['URL', `CPU/request ${base.name}`, `CPU/request ${head.name}`, 'change', 'middle half of the rounds'],
  cells,
);
console.log(
  '\nCPU/request: the Worker’s runtime (workerd, with local D1 and R2), over all rounds. ' +
    'change: this checkout’s total over the base’s; middle half: the 25th to 75th percentile of each round’s ratio. ' +
    'The static asset did not change: its change is the noise.',
);
