/**
 * Runs the built store locally: applies migrations, seeds, starts the local fakes and serves
 * the Worker with `wrangler dev`. Shared by `npm start` and the browser tests.
 */
import { rmSync } from 'node:fs';
import { startFakes } from '../fakes/index.ts';
import { run, start, waitForHttp } from './run.ts';

export interface ServeOptions {
  stateDir: string;
  port: number;
  /** Start from an empty database and buckets. */
  fresh?: boolean;
}

export interface RunningStore {
  url: string;
  fakes: string[];
  /** What the store was told about its fakes (their addresses and credentials). */
  fakeVars: Record<string, string>;
  stop: () => Promise<void>;
}

export async function serveStore({ stateDir, port, fresh = false }: ServeOptions): Promise<RunningStore> {
  if (fresh) rmSync(stateDir, { recursive: true, force: true });
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { quiet: true });
  run('node', ['scripts/seed.ts', '--state', stateDir]);

  const url = `http://localhost:${port}`;
  const fakes = await startFakes(url);
  const vars = { APP_ENV: 'development', PUBLIC_URL: url, ...fakes.vars };
  const wrangler = start('store', 'wrangler', [
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
    ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
  ]);
  // A port already in use (another store running) makes wrangler exit: say so rather than
  // mistaking the other server for this one.
  await Promise.race([
    waitForHttp(`${url}/api/licenses`, 90_000),
    wrangler.exited.then(() => {
      throw new Error(`wrangler dev stopped before the store was ready on port ${port} (see its output above).`);
    }),
  ]);

  return {
    url,
    fakes: fakes.names,
    fakeVars: fakes.vars,
    stop: async () => {
      await wrangler.stop();
      await fakes.stop();
    },
  };
}
