import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Quiet, offline-safe settings for every tool the scripts start. */
export const toolEnv: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** Runs a command to completion with inherited output; exits the process when it fails. */
export function run(
  command: string,
  args: string[],
  options: { quiet?: boolean; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): void {
  const result = spawnSync(command, args, {
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...toolEnv, ...options.env },
    cwd: options.cwd,
  });
  if (result.status !== 0) {
    if (options.quiet) {
      process.stderr.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
    }
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** The pnpm the project pins (`packageManager` in package.json), e.g. `pnpm@10.34.9`. */
const PINNED_PNPM: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).packageManager;

let pnpmCommand: string[] | undefined;

/**
 * Runs pnpm. Under `npm start`, `npm test` and `npm run bench` it is on the PATH (the bootstrap
 * starts the scripts through npx, which puts it there); a script started by `npm run` directly
 * has only Node and npm, so npx fetches the pinned pnpm.
 */
export function runPnpm(args: string[], options: Parameters<typeof run>[2] = {}): void {
  pnpmCommand ??= spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).error ? ['npx', '-y', PINNED_PNPM] : ['pnpm'];
  const [command = 'pnpm', ...prefix] = pnpmCommand;
  run(command, [...prefix, ...args], options);
}

export interface Started {
  /** The process group the command and everything it starts belong to. */
  processGroup: number;
  /** Resolves when the command has exited. */
  exited: Promise<void>;
  /** Stops the command and everything it started (bins are shell wrappers around node). */
  stop: () => Promise<void>;
  /** Kills the command and everything it started at once, as a crash would (SIGKILL). */
  kill: () => Promise<void>;
}

let exitsOnSignals = false;

/**
 * Node ends on SIGINT or SIGTERM without its 'exit' event, so the hooks `start` leaves there would
 * not stop the commands (each in its own process group, out of reach of the terminal's Ctrl+C). A
 * script that does not handle the signal itself (a benchmark stopped with Ctrl+C) therefore exits
 * as the signal would, through 'exit'. A script with its own handler (`npm start`) stops its
 * servers itself and exits when they are down.
 */
function exitOnSignals(): void {
  if (exitsOnSignals) return;
  exitsOnSignals = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      if (process.listenerCount(signal) === 1) process.exit(code);
    });
  }
}

/** Starts a long-running command in its own process group; its output goes to ours with a prefix. */
export function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd?: string,
): Started {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...toolEnv, ...env },
    detached: true,
    cwd,
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Never leave the store running behind us, however this process ends.
  process.once('exit', () => signalGroup('SIGTERM'));
  exitOnSignals();
  return {
    processGroup: child.pid ?? 0,
    exited,
    stop: async () => {
      signalGroup('SIGTERM');
      const forced = setTimeout(() => signalGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(forced);
    },
    kill: async () => {
      signalGroup('SIGKILL');
      await exited;
    },
  };
}

/** Waits until an HTTP URL answers (any status), or fails after the timeout. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
