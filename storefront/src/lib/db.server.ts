import { env } from 'cloudflare:workers';
import type { Env } from '@beats/worker';
import { sharedRead } from '@beats/worker/catalogue';
import { getDb } from '@beats/worker/db';

/** The Worker's bindings and vars, for pages rendered on the server. */
export const workerEnv = env as unknown as Env;

/** The store's database, for pages rendered on the server. */
export const db = () => getDb(workerEnv.DB);

/**
 * A read every visitor shares (filter options, new releases, license plans), kept by the isolate
 * while the catalogue stays as it was (@beats/worker/catalogue's `sharedRead`).
 */
export const shared = <T>(name: string, read: () => Promise<T>): Promise<T> => sharedRead(workerEnv, name, read);
