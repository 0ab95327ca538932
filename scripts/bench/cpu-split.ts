/**
 * `bench:cpu`: what each kind of answer costs the local runtime, step by step, to tell how near
 * the cold load rows of `npm run bench` can come to their aims.
 *
 * workerd runs as two processes here: the runtime (the Worker, local D1 and R2, the static files)
 * and wrangler's HTTP proxy in front of it, which no deployment has. Under load the runtime's
 * process is the one that fills its core first, so a load row's ratio to the static asset follows
 * the runtime's CPU per request more than the sum of both. This serves the store once (page cache
 * off, as the cold rows), runs batches of each URL in turn, round after round, and prints each
 * process's median CPU time per request, and the runtime's as a multiple of the static asset's.
 * The rows go from less to more work: a file; the Worker's middleware and a 404; a list the
 * isolate keeps; one D1 read; the catalogue's page; a page that reads nothing; the rendered pages.
 *
 *   pnpm run bench:cpu [--rounds 6] [--requests 200] [--port 8793] [--paths /a,/b (more rows)]
 *
 * Linux only (CPU time from /proc).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureBuilt } from '../lib/build-stamp.ts';
import { serveStore } from '../lib/serve.ts';
import { countOption, requestBatch } from './batch.ts';
import { firstTrackId, staticAssetOf } from './page-weight.ts';
import { percentile } from './percentile.ts';
import { printMarkdown, times } from './report-table.ts';
import { groupProcesses } from './throughput.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, i) => i > 0 || arg !== '--'),
  options: {
    rounds: { type: 'string', default: '6' },
    requests: { type: 'string', default: '200' },
    port: { type: 'string', default: '8793' },
    paths: { type: 'string', default: '' },
  },
});
const ROUNDS = countOption('rounds', values.rounds);
const REQUESTS = countOption('requests', values.requests);
const CONCURRENCY = 4;
if (process.platform !== 'linux') throw new Error('bench:cpu reads CPU time from /proc: Linux only');

/** What is measured: a label, the path, and the status the answer must have. */
interface Step {
  what: string;
  path: string;
  status: number;
}

/** CPU ms of the group's workerd processes: the one listening on `port` is the proxy. */
function workerdCpu(processGroup: number, port: number): { runtime: number; proxy: number } {
  const cpu = { runtime: 0, proxy: 0 };
  for (const { pid, comm, cpuMs } of groupProcesses(processGroup)) {
    if (!comm.startsWith('workerd')) continue;
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    if (commandLine.includes(`--socket-addr=entry=127.0.0.1:${port}\0`)) cpu.proxy += cpuMs;
    else cpu.runtime += cpuMs;
  }
  return cpu;
}

ensureBuilt();
const port = Number(values.port);
const store = await serveStore({
  stateDir: `.wrangler/bench-cpu-${port}`,
  port,
  fresh: true,
  inspector: false,
  vars: { PAGE_CACHE: 'off' },
});

/** One batch of a step; the CPU ms per request of each process. */
async function batch(step: Step): Promise<{ runtime: number; proxy: number }> {
  const before = workerdCpu(store.processGroup(), port);
  await requestBatch(`${store.url}${step.path}`, REQUESTS, CONCURRENCY, step.status);
  const after = workerdCpu(store.processGroup(), port);
  return { runtime: (after.runtime - before.runtime) / REQUESTS, proxy: (after.proxy - before.proxy) / REQUESTS };
}

try {
  const trackId = await firstTrackId(store.url);
  const steps: Step[] = [
    { what: 'static asset', path: await staticAssetOf(store.url), status: 200 },
    { what: 'the Worker, no read (an unknown API path: 404)', path: '/api/no-such-thing', status: 404 },
    { what: 'a list the isolate keeps (GET /api/songs/filters)', path: '/api/songs/filters', status: 200 },
    { what: 'one D1 read (GET /api/licenses)', path: '/api/licenses', status: 200 },
    { what: 'a catalogue page (GET /api/songs/published)', path: '/api/songs/published', status: 200 },
    { what: 'a page that reads nothing (/privacy)', path: '/privacy', status: 200 },
    { what: 'a rendered catalogue page (/tracks)', path: '/tracks', status: 200 },
    { what: "a track's page (/products/{id})", path: `/products/${trackId}`, status: 200 },
    { what: 'the home page (/)', path: '/', status: 200 },
    ...values.paths
      .split(',')
      .filter((path) => path.trim() !== '')
      .map((path) => ({ what: path.trim(), path: path.trim().replace('{id}', String(trackId)), status: 200 })),
  ];
  const startedAt = Date.now();
  const loadBefore = loadavg()[0] ?? 0;
  // A first round for the JIT and D1's page cache, not counted.
  for (const step of steps) await batch(step);
  const runs = steps.map((): { runtime: number[]; proxy: number[] } => ({ runtime: [], proxy: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, step] of steps.entries()) {
      const cpu = await batch(step);
      runs[i]?.runtime.push(cpu.runtime);
      runs[i]?.proxy.push(cpu.proxy);
    }
  }
  const median = (list: number[]) => percentile(list, 0.5);
  const staticRuntime = median(runs[0]?.runtime ?? []);
  console.log(
    `\nbench:cpu: page cache off; ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} at a time; ` +
      `${cpus().length} cores, load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}, ` +
      `${Math.round((Date.now() - startedAt) / 1000)} s\n`,
  );
  printMarkdown(
    ['answer', 'runtime CPU/request', '× static', 'proxy CPU/request'],
    steps.map((step, i) => {
      const runtime = median(runs[i]?.runtime ?? []);
      return [
        step.what,
        `${runtime.toFixed(2)} ms`,
        times(runtime / staticRuntime),
        `${median(runs[i]?.proxy ?? []).toFixed(2)} ms`,
      ];
    }),
  );
  console.log(
    '\nruntime: the workerd process that runs the Worker, local D1 and R2 and serves the static files; ' +
      'proxy: the one in front of it (wrangler’s tooling). Medians of the rounds; /proc counts in 10 ms ticks.',
  );
} finally {
  await store.stop();
}
