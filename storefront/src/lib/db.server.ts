import { env } from 'cloudflare:workers';
import { getDb } from '@beats/worker/db';

/** The store's database, for pages rendered on the server. */
export const db = () => getDb((env as unknown as { DB: D1Database }).DB);
