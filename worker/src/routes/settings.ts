/**
 * /api/settings (admins): the store's settings the owner changes on the admin's Settings page,
 * whether each sale is mailed to the admins and the store's time zone (settings/store-settings.ts);
 * and /api/settings/me, the signed-in admin's own choice of the sale mails, which no other admin
 * reads or changes (settings/admin-mail-settings.ts).
 */
import {
  ADMIN_MAIL_SETTINGS_MESSAGES,
  AdminMailSettingsAnswerSchema,
  AdminMailSettingsInputSchema,
  STORE_SETTINGS_MESSAGES,
  StoreSettingsAnswerSchema,
  StoreSettingsInputSchema,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer, jsonAnswer, jsonBody } from '../openapi/router.ts';
import { readAdminMailSettings, saveAdminMailSettings } from '../settings/admin-mail-settings.ts';
import { readStoreSettings, saveStoreSettings } from '../settings/store-settings.ts';

const read = createRoute({
  method: 'get',
  path: '/',
  summary: "The store's settings (admins): as saved, or the deployment's SALE_MAIL and STORE_TIME_ZONE before a save",
  middleware: requireAdmin,
  responses: { 200: jsonAnswer(StoreSettingsAnswerSchema, 'The settings'), ...adminRefusals },
});

const save = createRoute({
  method: 'put',
  path: '/',
  summary: "Saves the store's settings (admins), both at once; they apply from the next sale and the next report",
  middleware: [requireAdmin, jsonBodyGuard('Send the settings as JSON.')] as const,
  request: { body: jsonBody(StoreSettingsInputSchema) },
  responses: {
    200: jsonAnswer(StoreSettingsAnswerSchema, 'The saved settings'),
    ...adminRefusals,
    400: errorAnswer(`By field: ${STORE_SETTINGS_MESSAGES.timeZone} ${STORE_SETTINGS_MESSAGES.saleMail}`),
    413: errorAnswer('The body is over 64 KB'),
    415: errorAnswer('The body is not JSON'),
  },
});

const readMine = createRoute({
  method: 'get',
  path: '/me',
  summary: "The signed-in admin's own mail choice and the address it goes to: sale mails on until they turn them off",
  middleware: requireAdmin,
  responses: { 200: jsonAnswer(AdminMailSettingsAnswerSchema, 'Their choice'), ...adminRefusals },
});

const saveMine = createRoute({
  method: 'put',
  path: '/me',
  summary:
    "Saves the signed-in admin's own choice of the sale mails, for them alone; the store's sale mails switch stays the master",
  middleware: [requireAdmin, jsonBodyGuard('Send your choice as JSON.')] as const,
  request: { body: jsonBody(AdminMailSettingsInputSchema) },
  responses: {
    200: jsonAnswer(AdminMailSettingsAnswerSchema, 'Their saved choice'),
    ...adminRefusals,
    400: errorAnswer(`By field: ${ADMIN_MAIL_SETTINGS_MESSAGES.saleMail}`),
    413: errorAnswer('The body is over 64 KB'),
    415: errorAnswer('The body is not JSON'),
  },
});

export const settingsRoutes = apiRouter()
  .openapi(read, async (c) => {
    const data = await readStoreSettings(getDb(c.env.DB), c.env);
    return c.json(z.encode(StoreSettingsAnswerSchema, { data }), 200);
  })
  .openapi(save, async (c) => {
    const data = await saveStoreSettings(getDb(c.env.DB), c.req.valid('json'));
    return c.json(z.encode(StoreSettingsAnswerSchema, { data }), 200);
  })
  .openapi(readMine, async (c) => {
    const data = await readAdminMailSettings(getDb(c.env.DB), c.var.user);
    return c.json(z.encode(AdminMailSettingsAnswerSchema, { data }), 200);
  })
  .openapi(saveMine, async (c) => {
    // The admin is the session's: the body names no account, so no admin can change another's.
    const data = await saveAdminMailSettings(getDb(c.env.DB), c.var.user, c.req.valid('json'));
    return c.json(z.encode(AdminMailSettingsAnswerSchema, { data }), 200);
  });
