/** /api/alerts (admins): Store health, the alerts the store raised for its owner, resolved or not. */
import {
  STORE_ALERT_MESSAGES,
  StoreAlertDetailSchema,
  StoreAlertIdParamSchema,
  StoreAlertListQuerySchema,
  StoreAlertListSchema,
  StoreAlertUpdateSchema,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { listAlerts, resolveAlert } from '../alerts/alert-queries.ts';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer, jsonAnswer, jsonBody } from '../openapi/router.ts';

const list = createRoute({
  method: 'get',
  path: '/',
  summary: "The store's alerts (admins), newest first: Refine's simple-rest list; resolved=true|false filters",
  middleware: requireAdmin,
  request: { query: StoreAlertListQuerySchema },
  responses: adminListAnswers(StoreAlertListSchema, 'alerts'),
});

const resolve = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Resolves an alert, or opens it again (admins); one that happens again opens again by itself',
  middleware: [requireAdmin, jsonBodyGuard('Send the change as JSON.')] as const,
  request: { params: StoreAlertIdParamSchema, body: jsonBody(StoreAlertUpdateSchema) },
  responses: {
    200: jsonAnswer(StoreAlertDetailSchema, 'The alert'),
    ...adminRefusals,
    400: errorAnswer('resolved is not true or false, or the body is not JSON'),
    404: errorAnswer(STORE_ALERT_MESSAGES.notFound),
    413: errorAnswer('The body is over 64 KB'),
    415: errorAnswer('The body is not JSON'),
  },
});

export const alertRoutes = apiRouter()
  .openapi(list, async (c) => {
    const page = await listAlerts(getDb(c.env.DB), c.req.valid('query'));
    c.header('x-total-count', String(page.total));
    return c.json(z.encode(StoreAlertListSchema, page), 200);
  })
  .openapi(resolve, async (c) => {
    const alert = await resolveAlert(getDb(c.env.DB), c.req.valid('param').id, c.req.valid('json').resolved);
    if (!alert) throw notFound(STORE_ALERT_MESSAGES.notFound);
    return c.json(z.encode(StoreAlertDetailSchema, { data: alert }), 200);
  });
