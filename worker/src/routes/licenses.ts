import { Hono } from 'hono';
import { getDb } from '../db/client.ts';
import type { AppContext } from '../env.ts';
import { publicCache } from '../http/cache.ts';
import { listLicenses } from '../licenses/license-queries.ts';

export const licenseRoutes = new Hono<AppContext>().get('/', publicCache(60, 300), async (c) => {
  return c.json({ success: true, data: await listLicenses(getDb(c.env.DB)) });
});
