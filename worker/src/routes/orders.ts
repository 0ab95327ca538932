/**
 * /api/orders (admins): every order, filtered by status, days and a search, the same list as CSV,
 * a paid order's receipt, and a paid order refunded through PayPal.
 */
import {
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  ORDER_ADMIN_MESSAGES,
  OrderExportQuerySchema,
  OrderIdParamSchema,
  PAYMENT_MESSAGES,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { type Db, getDb } from '../db/client.ts';
import { orderReceipt } from '../downloads/order-receipt.ts';
import type { Env } from '../env.ts';
import { inBackground } from '../http/background.ts';
import { csvHeaders, csvStream } from '../http/csv.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, binary, errorAnswer, jsonAnswer } from '../openapi/router.ts';
import { exportOrders, listAdminOrders, type OrderFilters } from '../orders/admin-orders.ts';
import { orderDeps } from '../orders/order-deps.ts';
import { csvRow, ORDER_CSV_HEADER } from '../orders/orders-csv.ts';
import { type OwnerRefund, refundByOwner } from '../orders/refund-by-owner.ts';
import { paypalFor } from '../payments/paypal.ts';
import { PayPalError } from '../payments/paypal-orders.ts';
import { readStoreSettings } from '../settings/store-settings.ts';

const list = createRoute({
  method: 'get',
  path: '/',
  summary:
    "Every order with its buyer, lines and PayPal ids (admins), newest first: Refine's simple-rest list; status, from and to (days in the store's time zone), q (an order or PayPal id, or part of the buyer's e-mail or name)",
  middleware: requireAdmin,
  request: { query: AdminOrderListQuerySchema },
  responses: adminListAnswers(AdminOrderListSchema, 'orders'),
});

const exportCsv = createRoute({
  method: 'get',
  path: '/export',
  summary: 'The orders the same filters match, as CSV (admins), newest first',
  middleware: requireAdmin,
  request: { query: OrderExportQuerySchema },
  responses: {
    200: { description: 'A CSV file, one order per row', content: { 'text/csv': { schema: z.string() } } },
    ...adminRefusals,
    400: errorAnswer('A bad query value'),
  },
});

const receipt = createRoute({
  method: 'get',
  path: '/{id}/receipt',
  summary: "A paid order's receipt (PDF, admins): the document its buyer downloads from the order history",
  middleware: requireAdmin,
  request: { params: OrderIdParamSchema },
  responses: {
    200: binary('The receipt, as an attachment'),
    ...adminRefusals,
    404: errorAnswer(ORDER_ADMIN_MESSAGES.notFound),
  },
});

const refund = createRoute({
  method: 'post',
  path: '/{id}/refund',
  summary:
    'Refunds what is left of a paid order through PayPal (admins): the order is refunded, its downloads stop and an exclusive it sold goes back on sale; 202 when PayPal finishes the refund later (its event refunds the order)',
  middleware: requireAdmin,
  request: { params: OrderIdParamSchema },
  responses: {
    200: jsonAnswer(AdminOrderDetailSchema, 'The order, refunded'),
    202: jsonAnswer(AdminOrderDetailSchema, ORDER_ADMIN_MESSAGES.refundPending),
    ...adminRefusals,
    404: errorAnswer(ORDER_ADMIN_MESSAGES.notFound),
    409: errorAnswer(ORDER_ADMIN_MESSAGES.notRefundable),
    502: errorAnswer(ORDER_ADMIN_MESSAGES.refundFailed),
    503: errorAnswer(PAYMENT_MESSAGES.paymentsUnavailable),
  },
});

/**
 * The zone the filters' days are counted in: only a day filter needs it, so the plain list (the
 * Orders page's first load) does not wait for the settings' read before its own.
 */
async function filterZone(db: Db, env: Env, filters: OrderFilters): Promise<string> {
  return filters.from || filters.to ? (await readStoreSettings(db, env)).timeZone : 'UTC';
}

export const orderRoutes = apiRouter()
  .openapi(list, async (c) => {
    const db = getDb(c.env.DB);
    const query = c.req.valid('query');
    const page = await listAdminOrders(db, query, await filterZone(db, c.env, query));
    c.header('x-total-count', String(page.total));
    return c.json(z.encode(AdminOrderListSchema, page), 200);
  })
  .openapi(exportCsv, async (c) => {
    const db = getDb(c.env.DB);
    const filters = c.req.valid('query');
    const batches = exportOrders(db, filters, await filterZone(db, c.env, filters));
    return c.body(csvStream(ORDER_CSV_HEADER, batches, csvRow), 200, csvHeaders('orders'));
  })
  .openapi(receipt, async (c) => {
    const res = await orderReceipt(getDb(c.env.DB), c.req.valid('param').id, undefined, c.req.raw);
    if (!res) throw notFound(ORDER_ADMIN_MESSAGES.notFound);
    return res;
  })
  .openapi(refund, async (c) => {
    const paypal = paypalFor(c.env);
    if (!paypal) throw new HttpError(503, PAYMENT_MESSAGES.paymentsUnavailable);
    let refunded: OwnerRefund;
    try {
      const deps = orderDeps(c.env, paypal, c.req.url, (work) => inBackground(c, work));
      refunded = await refundByOwner(deps, paypal.refunds, c.req.valid('param').id);
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      console.warn('PayPal did not refund an order', c.req.valid('param').id, error.message);
      throw new HttpError(502, ORDER_ADMIN_MESSAGES.refundFailed);
    }
    switch (refunded.outcome) {
      case 'not-found':
        throw notFound(ORDER_ADMIN_MESSAGES.notFound);
      case 'not-refundable':
        throw new HttpError(409, ORDER_ADMIN_MESSAGES.notRefundable);
      case 'pending':
        return c.json(z.encode(AdminOrderDetailSchema, { data: refunded.order }), 202);
      case 'refunded':
        return c.json(z.encode(AdminOrderDetailSchema, { data: refunded.order }), 200);
    }
  });
