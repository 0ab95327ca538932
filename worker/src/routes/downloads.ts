/** /api/downloads: what a buyer bought, from private storage, each item's license agreement and each order's receipt. */
import { AUTH_MESSAGES, DOWNLOAD_KINDS, PAYMENT_MESSAGES } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireUser } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { itemDownload } from '../downloads/item-download.ts';
import { orderReceipt } from '../downloads/order-receipt.ts';
import { signInFirst } from '../downloads/sign-in-first.ts';
import { notFound } from '../http/errors.ts';
import { apiRouter, binary, errorAnswer, fileAnswers } from '../openapi/router.ts';

/** An item id and a kind of download; anything else names nothing (404, like an item of someone else). */
const DownloadParamsSchema = z.object({
  itemId: z.string().regex(/^[a-z0-9-]{1,64}$/, PAYMENT_MESSAGES.downloadNotFound),
  file: z.enum(DOWNLOAD_KINDS, { error: PAYMENT_MESSAGES.downloadNotFound }),
});

const download = createRoute({
  method: 'get',
  path: '/{itemId}/{file}',
  summary: "A file an item's license delivers (mp3, wav, stems), or its license agreement (PDF)",
  description:
    'Only for the buyer of a completed order: anyone else, any unknown id, a file the license does not include and ' +
    'a refunded order all get 404. `Content-Disposition` names the file; Range requests are answered with 206; ' +
    'nothing is cached (`private, no-store`).',
  middleware: [signInFirst, requireUser] as const,
  request: { params: DownloadParamsSchema },
  responses: {
    ...fileAnswers(PAYMENT_MESSAGES.downloadNotFound),
    303: {
      description: 'A browser opening the address with nobody signed in: to the login page, then the order history',
    },
    401: errorAnswer(AUTH_MESSAGES.unauthorized),
  },
});

const receipt = createRoute({
  method: 'get',
  path: '/orders/{orderId}/receipt',
  summary: "An order's receipt (PDF): the licenses, their prices, the discounts, the total paid and any refund",
  description:
    'Only for the buyer of an order that was paid (refunded since or not): anyone else, any unknown id and an order ' +
    'never paid get 404. `Content-Disposition` names the file; nothing is cached (`private, no-store`).',
  middleware: [signInFirst, requireUser] as const,
  request: {
    params: z.object({ orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, PAYMENT_MESSAGES.orderNotFound) }),
  },
  responses: {
    200: binary('The receipt, as an attachment'),
    303: {
      description: 'A browser opening the address with nobody signed in: to the login page, then the order history',
    },
    401: errorAnswer(AUTH_MESSAGES.unauthorized),
    404: errorAnswer(PAYMENT_MESSAGES.orderNotFound),
  },
});

export const downloadRoutes = apiRouter()
  .openapi(receipt, async (c) => {
    const res = await orderReceipt(getDb(c.env.DB), c.req.valid('param').orderId, c.var.user.id, c.req.raw);
    if (!res) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    return res;
  })
  .openapi(download, async (c) => {
    const { itemId, file } = c.req.valid('param');
    const res = await itemDownload(getDb(c.env.DB), c.env.FILES, c.var.user.id, itemId, file, c.req.raw);
    if (!res) throw notFound(PAYMENT_MESSAGES.downloadNotFound);
    return res;
  });
