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

/** CPU time (ms, user and system) of the processes of a group, summed by kind. */
export interface GroupCpu {
  /** The Worker: workerd, with local D1 and R2 running in the same runtime. */
  workerd: number;
  /**
   * The Node process that runs workerd (`wrangler dev`, or ../lib/edge-runtime.ts): tooling that
   * no deployment has. Under `wrangler dev` it receives every line the Worker logs through the
   * inspector and source-maps it, about 3.5 ms a request (the store logs one line per request);
   * edge-runtime.ts only reads workerd's output, a tenth of that.
   */
  devServer: number;
}

/** A process of a group: its id, its command's name, and its CPU time so far (ms, user and system). */
export interface GroupProcess {
  pid: string;
  comm: string;
  cpuMs: number;
}

/** The processes of a process group, read from /proc (Linux). */
export function groupProcesses(processGroup: number): GroupProcess[] {
  const found: GroupProcess[] = [];
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
    if (Number(fields[2]) !== processGroup) continue;
    found.push({ pid, comm, cpuMs: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS }); // utime, stime
  }
  return found;
}

export function groupCpuMs(processGroup: number): GroupCpu | null {
  if (process.platform !== 'linux' || processGroup === 0) return null;
  const cpu: GroupCpu = { workerd: 0, devServer: 0 };
  for (const { comm, cpuMs } of groupProcesses(processGroup)) {
    if (comm.startsWith('workerd')) cpu.workerd += cpuMs;
    // Node names its main thread's process "MainThread" (or "node"); esbuild and the shell wrappers are left out.
    else if (comm === 'MainThread' || comm === 'node') cpu.devServer += cpuMs;
  }
  return cpu;
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
  /** CPU ms of `wrangler dev`'s own process per answered request (tooling; see GroupCpu). */
  devServerMsPerRequest: number | null;
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
  const cpuBefore = groupCpuMs(processGroup);
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
  const cpuAfter = groupCpuMs(processGroup);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  const perRequest = (kind: keyof GroupCpu) =>
    cpuBefore === null || cpuAfter === null || result.requests === 0
      ? null
      : (cpuAfter[kind] - cpuBefore[kind]) / result.requests;
  return { ...result, cpuMsPerRequest: perRequest('workerd'), devServerMsPerRequest: perRequest('devServer') };
}
