/** /api/licenses: the license plans on sale, and the store owner's changes to them. */
import {
  LICENSE_PACK_MESSAGES,
  LicenseDetailSchema,
  LicenseIdParamSchema,
  LicenseListSchema,
  LicensePackInputSchema,
} from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { publicCache } from '../http/cache.ts';
import { notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { createLicense, deleteLicense, getLicense, listLicenses, updateLicense } from '../licenses/license-queries.ts';
import { adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, bodyTooLargeAnswer, errorAnswer, jsonAnswer, jsonBody } from '../openapi/router.ts';

const packRefusals = {
  400: errorAnswer('A rule of the pack form failed (name, description, features), or the body is not JSON'),
  413: bodyTooLargeAnswer,
  415: errorAnswer('The body is not JSON'),
  422: errorAnswer('The price is not a positive amount with at most two decimals'),
};
const unknownPack = errorAnswer(`${LICENSE_PACK_MESSAGES.notFound} An unknown or deleted pack, or a malformed id.`);
const packBody = jsonBodyGuard('Send the license pack as JSON.');

const plansOnSale = createRoute({
  method: 'get',
  path: '/',
  summary: 'The license plans on sale',
  middleware: publicCache(60, 300),
  responses: { 200: jsonAnswer(LicenseListSchema, "Plans in the store owner's order") },
});

const planOnSale = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One license plan on sale (the pack form reads it before an edit)',
  middleware: publicCache(60, 300),
  request: { params: LicenseIdParamSchema },
  responses: { 200: jsonAnswer(LicenseDetailSchema, 'The plan'), 404: unknownPack },
});

const createPack = createRoute({
  method: 'post',
  path: '/',
  summary: 'Adds a license pack after the others (admins)',
  middleware: [requireAdmin, packBody],
  request: { body: jsonBody(LicensePackInputSchema) },
  responses: { 201: jsonAnswer(LicenseDetailSchema, 'The new pack'), ...adminRefusals, ...packRefusals },
});

const updatePack = createRoute({
  method: 'put',
  path: '/{id}',
  summary: 'Changes a license pack (admins); fields left out keep their values. Receipts keep what was bought',
  middleware: [requireAdmin, packBody],
  request: { params: LicenseIdParamSchema, body: jsonBody(LicensePackInputSchema) },
  responses: {
    200: jsonAnswer(LicenseDetailSchema, 'The changed pack'),
    ...adminRefusals,
    ...packRefusals,
    404: unknownPack,
  },
});

const deletePack = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Takes a license pack off sale (admins); orders keep it',
  middleware: requireAdmin,
  request: { params: LicenseIdParamSchema },
  responses: { 204: { description: 'Off sale' }, ...adminRefusals, 404: unknownPack },
});

export const licenseRoutes = apiRouter()
  .openapi(plansOnSale, async (c) => {
    const plans = await listLicenses(getDb(c.env.DB));
    return c.json(z.encode(LicenseListSchema, { success: true, data: plans }), 200);
  })
  .openapi(planOnSale, async (c) => {
    const plan = await getLicense(getDb(c.env.DB), c.req.valid('param').id);
    if (!plan) throw notFound(LICENSE_PACK_MESSAGES.notFound);
    return c.json(z.encode(LicenseDetailSchema, { success: true, data: plan }), 200);
  })
  .openapi(createPack, async (c) => {
    const plan = await createLicense(getDb(c.env.DB), c.req.valid('json'));
    return c.json(z.encode(LicenseDetailSchema, { success: true, data: plan }), 201);
  })
  .openapi(updatePack, async (c) => {
    const plan = await updateLicense(getDb(c.env.DB), c.req.valid('param').id, c.req.valid('json'));
    if (!plan) throw notFound(LICENSE_PACK_MESSAGES.notFound);
    return c.json(z.encode(LicenseDetailSchema, { success: true, data: plan }), 200);
  })
  .openapi(deletePack, async (c) => {
    if (!(await deleteLicense(getDb(c.env.DB), c.req.valid('param').id))) {
      throw notFound(LICENSE_PACK_MESSAGES.notFound);
    }
    return c.body(null, 204);
  });
