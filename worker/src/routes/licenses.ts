/** /api/licenses: the license plans on sale. */
import { LicenseListSchema } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { getDb } from '../db/client.ts';
import { publicCache } from '../http/cache.ts';
import { listLicenses } from '../licenses/license-queries.ts';
import { apiRouter, jsonAnswer } from '../openapi/router.ts';

const plansOnSale = createRoute({
  method: 'get',
  path: '/',
  summary: 'The license plans on sale',
  middleware: publicCache(60, 300),
  responses: { 200: jsonAnswer(LicenseListSchema, "Plans in the store owner's order") },
});

export const licenseRoutes = apiRouter().openapi(plansOnSale, async (c) => {
  const plans = await listLicenses(getDb(c.env.DB));
  return c.json(z.encode(LicenseListSchema, { success: true, data: plans }), 200);
});
