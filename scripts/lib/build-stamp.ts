import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPnpm } from './run.ts';

const STAMP = 'storefront/dist/.build-stamp';
const SOURCES = [
  'storefront/src',
  'storefront/public',
  'storefront/astro.config.mjs',
  'admin/src',
  'admin/index.html',
  'admin/vite.config.ts',
  'worker/src',
  'packages',
  'wrangler.toml',
  'pnpm-lock.yaml',
];

function newestMtime(path: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether the built store is newer than every source it is built from. */
export function buildIsFresh(): boolean {
  let stamp: number;
  try {
    stamp = statSync(STAMP).mtimeMs;
  } catch {
    return false;
  }
  return SOURCES.every((source) => newestMtime(source) <= stamp);
}

/** Marks the build of the checkout at `root` (default: this one) as done now. */
export function markBuilt(root = '.'): void {
  writeFileSync(join(root, STAMP), `${new Date().toISOString()}\n`);
}

/** Builds the store unless the build is newer than every source. */
export function ensureBuilt(): void {
  if (buildIsFresh()) return;
  console.log('Building the store…');
  runPnpm(['run', 'build'], { quiet: true });
  markBuilt();
}
