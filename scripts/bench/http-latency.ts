/**
 * What the benchmarks share: the built Worker served on a store of their own in wrangler's local
 * runtime, and p50/p95 latencies of calls made over HTTP.
 */

import { start, waitForHttp } from '../lib/run.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { percentile } from './percentile.ts';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The built Worker on `state`, with the page cache off: what these benchmarks time is each call's
 * own work (its queries), which a cached copy would skip after the first request.
 */
export async function serveBench(state: string, port: string): Promise<BenchServer> {
  const url = `http://localhost:${port}`;
  // As the other benchmark servers: without wrangler dev's inspector (../lib/edge-runtime.ts).
  const wrangler = start('bench', 'node', [
    'scripts/lib/edge-runtime.ts',
    '--persist-to',
    state,
    '--port',
    port,
    '--var',
    'PAGE_CACHE:off',
  ]);
  try {
    await waitForHttp(`${url}/api/licenses`, 90_000);
  } catch (error) {
    await wrangler.stop();
    throw error;
  }
  return { url, stop: () => wrangler.stop() };
}

/** The demo admin's session, as an `Authorization` header, for the admin's calls. */
export async function adminHeaders(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
      rememberMe: false,
    }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`The admin could not log in (${login.status})`);
  return { authorization: `Bearer ${token}` };
}

/** A call timed: its name, its path, and headers of its own (the admin's session). */
export type Endpoint = [name: string, path: string, headers?: Record<string, string>];

export interface Latency {
  name: string;
  p50: number;
  p95: number;
}

/**
 * p50 and p95 (ms) of `runs` requests (after three to warm up) of each `[name, path]`. The calls
 * are timed round-robin, one request of each per round, so a burst of load elsewhere on the
 * machine falls on all of them alike.
 */
export async function measureLatencies(
  url: string,
  endpoints: Endpoint[],
  runs: number,
  headers: Record<string, string> = {},
): Promise<Latency[]> {
  const warmUp = 3;
  const times = endpoints.map((): number[] => []);
  for (let round = 0; round < runs + warmUp; round++) {
    for (const [i, [, path, own]] of endpoints.entries()) {
      const t0 = performance.now();
      const res = await fetch(`${url}${path}`, { headers: { ...headers, ...own } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      if (round >= warmUp) times[i]?.push(performance.now() - t0);
    }
  }
  return endpoints.map(([name], i) => {
    const measured = times[i] ?? [];
    return { name, p50: percentile(measured, 0.5), p95: percentile(measured, 0.95) };
  });
}

/**
 * Prints the latencies of `measureLatencies`. With `reference`, the first call is the yardstick:
 * each call's p50 and p95 are also printed as a ratio to its, which holds up on a busy machine
 * where the absolute figures do not.
 */
export async function printLatencies(
  url: string,
  endpoints: Endpoint[],
  runs: number,
  headers: Record<string, string> = {},
  { reference = false }: { reference?: boolean } = {},
): Promise<Latency[]> {
  const stats = await measureLatencies(url, endpoints, runs, headers);
  const yardstick = stats[0] ?? { p50: 1, p95: 1 };
  const width = Math.max(...endpoints.map(([name]) => name.length), 8) + 2;
  const ratios = reference ? ` ${'p50 ×'.padStart(7)} ${'p95 ×'.padStart(7)}` : '';
  console.log(`  ${'call'.padEnd(width)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}${ratios}`);
  for (const s of stats) {
    const times = `${s.p50.toFixed(1).padStart(7)} ${s.p95.toFixed(1).padStart(7)}`;
    const ratio = reference
      ? ` ${(s.p50 / yardstick.p50).toFixed(2).padStart(7)} ${(s.p95 / yardstick.p95).toFixed(2).padStart(7)}`
      : '';
    console.log(`  ${s.name.padEnd(width)} ${times}${ratio}`);
  }
  return stats;
}
