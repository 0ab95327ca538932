/**
 * What the benchmarks share: the built Worker served on a store of their own with `wrangler
 * dev`, and p50/p95 latencies of calls made one after another over HTTP.
 */
import { start, waitForHttp } from '../lib/run.ts';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

export async function serveBench(state: string, port: string): Promise<BenchServer> {
  const url = `http://localhost:${port}`;
  const wrangler = start('bench', 'wrangler', [
    'dev',
    '-c',
    'storefront/dist/server/wrangler.json',
    '--persist-to',
    state,
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--log-level',
    'error',
    '--show-interactive-dev-session=false',
  ]);
  try {
    await waitForHttp(`${url}/api/licenses`, 90_000);
  } catch (error) {
    await wrangler.stop();
    throw error;
  }
  return { url, stop: () => wrangler.stop() };
}

/** Prints p50 and p95 of `runs` sequential requests (after three to warm up) of each `[name, path]`. */
export async function printLatencies(
  url: string,
  endpoints: [string, string][],
  runs: number,
  headers: Record<string, string> = {},
): Promise<void> {
  const width = Math.max(...endpoints.map(([name]) => name.length), 8) + 2;
  console.log(`  ${'call'.padEnd(width)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
  for (const [name, path] of endpoints) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${url}${path}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      if (i >= 3) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1);
    console.log(`  ${name.padEnd(width)} ${pct(0.5).padStart(7)} ${pct(0.95).padStart(7)}`);
  }
}
