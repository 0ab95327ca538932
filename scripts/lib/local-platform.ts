/**
 * The local Cloudflare bindings (D1, R2) that `wrangler dev` uses, opened from Node through
 * wrangler's platform proxy: the seed and the benchmarks write and read the very same state.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '../../worker/src/env.ts';

export interface LocalPlatform {
  env: Env;
  dispose: () => Promise<void>;
}

export async function openLocalPlatform(stateDir: string): Promise<LocalPlatform> {
  const proxy = await getPlatformProxy<Env>({
    configPath: 'wrangler.toml',
    persist: { path: `${stateDir}/v3` },
    remoteBindings: false,
  });
  return { env: { ...proxy.env, DB: patientDatabase(proxy.env.DB) }, dispose: proxy.dispose };
}

/**
 * The state may be open in a running `wrangler dev` too (the browser tests write beside the
 * store they test). Two processes on one SQLite file: a write meeting the other's write lock fails
 * at once with SQLITE_BUSY, as local D1 sets no busy timeout. Such a statement (or batch, one
 * transaction) did nothing, so it is tried again after a short wait, a second at most in all.
 */
const BUSY = /SQLITE_BUSY/;
const WAITS_MS = [10, 20, 40, 80, 160, 320, 400];

async function patiently<T>(attempt: () => Promise<T>): Promise<T> {
  for (const wait of WAITS_MS) {
    try {
      return await attempt();
    } catch (error) {
      if (!BUSY.test(String(error))) throw error;
      await sleep(wait);
    }
  }
  return attempt();
}

/** Statements handed out by a patient database, each with the platform's own statement inside. */
const inner = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
const RUNS = new Set<PropertyKey>(['first', 'run', 'all', 'raw']);
type Run = (...args: unknown[]) => Promise<unknown>;

function patientStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const patient = new Proxy(statement, {
    get(target, key) {
      if (key === 'bind') return (...values: unknown[]) => patientStatement(target.bind(...values));
      if (!RUNS.has(key)) return Reflect.get(target, key);
      const run = Reflect.get(target, key) as Run;
      return (...args: unknown[]) => patiently(() => run.apply(target, args));
    },
  });
  inner.set(patient, statement);
  return patient;
}

function patientDatabase(db: D1Database): D1Database {
  return {
    prepare: (query) => patientStatement(db.prepare(query)),
    batch: (statements) => patiently(() => db.batch(statements.map((s) => inner.get(s) ?? s))),
    exec: (query) => patiently(() => db.exec(query)),
    withSession: (constraint) => db.withSession(constraint),
    dump: () => db.dump(),
  };
}
