/**
 * Throughput rows of `npm run bench`: autocannon in a second process (scripts/bench/load.ts)
 * against the store, and the CPU time the Worker's processes spent meanwhile, from /proc.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { toolEnv } from '../lib/run.ts';
import type { LoadResult } from './load.ts';

const execFileAsync = promisify(execFile);
/** /proc counts CPU time in clock ticks: 100 a second on Linux. */
const TICKS_PER_MS = 100 / 1000;

/**
 * CPU time (ms, user and system) of the workerd processes in a process group: the Worker, with
 * local D1 and R2 running in the same runtime. (`wrangler dev`'s own Node process is tooling.)
 */
function workerdCpuMs(processGroup: number): number | null {
  if (process.platform !== 'linux' || processGroup === 0) return null;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    // "pid (comm) state ppid pgrp …": the command may hold spaces, so fields count from its ")".
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== processGroup || !comm.startsWith('workerd')) continue;
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks / TICKS_PER_MS;
}

/**
 * `fetch`, tried again once when the connection fails: after a load run, a kept-alive socket the
 * server has since closed can fail the next request (EPIPE) through no fault of the store.
 */
export async function fetchRetrying(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

export interface Throughput extends LoadResult {
  /** CPU ms of the Worker's runtime per answered request, when it could be read. */
  cpuMsPerRequest: number | null;
}

export async function loadTest(
  url: string,
  {
    connections,
    seconds,
    headers = {},
    processGroup = 0,
  }: { connections: number; seconds: number; headers?: Record<string, string>; processGroup?: number },
): Promise<Throughput> {
  const cpuBefore = workerdCpuMs(processGroup);
  const { stdout } = await execFileAsync(
    'node',
    [
      'scripts/bench/load.ts',
      '--url',
      url,
      '--connections',
      String(connections),
      '--seconds',
      String(seconds),
      ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    ],
    { env: toolEnv, maxBuffer: 1024 * 1024 },
  );
  const cpuAfter = workerdCpuMs(processGroup);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  return {
    ...result,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests === 0
        ? null
        : (cpuAfter - cpuBefore) / result.requests,
  };
}
