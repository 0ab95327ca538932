/**
 * Runs the built store locally: applies migrations, seeds, starts the local fakes and serves
 * the Worker with `wrangler dev`. Shared by `npm start` and the browser tests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startFakes } from '../fakes/index.ts';
import { run, start, waitForHttp } from './run.ts';

export interface ServeOptions {
  stateDir: string;
  port: number;
  /** Start from an empty database and buckets. */
  fresh?: boolean;
  /** Accounts for the browser tests to seed besides the demo store (scripts/seed/test-accounts.ts). */
  testAccounts?: number;
  /** Vars for the Worker besides the development ones (e.g. `PAGE_CACHE: 'off'`). */
  vars?: Record<string, string>;
  /** Runs on the seeded state before the Worker starts (writes no running store would see). */
  beforeStart?: () => Promise<void>;
  /**
   * `false` serves the Worker without wrangler dev's inspector and its per-request console relay,
   * as the edge runs it (edge-runtime.ts): the benchmark's servers.
   */
  inspector?: boolean;
  /**
   * The checkout whose build, migrations and seed are served (default: this one). `stateDir` is
   * taken from it. `npm run bench:compare` serves an earlier commit's build from its worktree.
   */
  root?: string;
}

export interface RunningStore {
  url: string;
  fakes: string[];
  /** What the store was told about its fakes (their addresses and credentials). */
  fakeVars: Record<string, string>;
  stop: () => Promise<void>;
  /**
   * Kills the Worker's process at once (as a crash or a redeploy mid-request would) and starts it
   * again on the same state; the fakes keep running. Resolves when the store answers again.
   */
  restartWorker: () => Promise<void>;
  /** The process group of the running Worker (`wrangler dev` and its workerd), for measuring its CPU time. */
  processGroup: () => number;
}

export async function serveStore({
  stateDir,
  port,
  fresh = false,
  testAccounts,
  vars: extraVars = {},
  beforeStart,
  inspector = true,
  root,
}: ServeOptions): Promise<RunningStore> {
  if (fresh) rmSync(join(root ?? '.', stateDir), { recursive: true, force: true });
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { quiet: true, cwd: root });
  run(
    'node',
    ['scripts/seed.ts', '--state', stateDir, ...(testAccounts ? ['--test-accounts', String(testAccounts)] : [])],
    { cwd: root },
  );
  await beforeStart?.();

  const url = `http://localhost:${port}`;
  const fakes = await startFakes(url);
  const vars = { APP_ENV: 'development', PUBLIC_URL: url, ...fakes.vars, ...extraVars };
  const startWrangler = async () => {
    const varArgs = Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
    const wrangler = inspector
      ? start(
          'store',
          'wrangler',
          [
            'dev',
            '-c',
            'storefront/dist/server/wrangler.json',
            '--persist-to',
            stateDir,
            '--port',
            String(port),
            '--ip',
            '127.0.0.1',
            '--show-interactive-dev-session=false',
            '--log-level',
            'warn',
            ...varArgs,
          ],
          {},
          root,
        )
      : start(
          'store',
          'node',
          ['scripts/lib/edge-runtime.ts', '--persist-to', stateDir, '--port', String(port), ...varArgs],
          {},
          root,
        );
    // A port already in use (another store running) makes the server exit: say so rather than
    // mistaking the other server for this one. (Once it is ready, stopping it is no error.)
    let ready = false;
    await Promise.race([
      waitForHttp(`${url}/api/licenses`, 90_000),
      wrangler.exited.then(() => {
        if (!ready)
          throw new Error(
            `The Worker's server stopped before the store was ready on port ${port} (see its output above).`,
          );
      }),
    ]);
    ready = true;
    return wrangler;
  };
  let wrangler = await startWrangler();

  return {
    url,
    fakes: fakes.names,
    fakeVars: fakes.vars,
    stop: async () => {
      await wrangler.stop();
      await fakes.stop();
    },
    restartWorker: async () => {
      await wrangler.kill();
      wrangler = await startWrangler();
    },
    processGroup: () => wrangler.processGroup,
  };
}
