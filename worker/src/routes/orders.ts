/** /api/orders (admins): every order, filtered by status, days and a search, and the same list as CSV. */
import { AdminOrderListQuerySchema, AdminOrderListSchema, OrderExportQuerySchema } from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { storeTimeZone } from '../analytics/time-zone.ts';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { csvHeaders, csvStream } from '../http/csv.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer } from '../openapi/router.ts';
import { exportOrders, listAdminOrders } from '../orders/admin-orders.ts';
import { csvRow, ORDER_CSV_HEADER } from '../orders/orders-csv.ts';

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

export const orderRoutes = apiRouter()
  .openapi(list, async (c) => {
    const page = await listAdminOrders(getDb(c.env.DB), c.req.valid('query'), storeTimeZone(c.env));
    c.header('x-total-count', String(page.total));
    return c.json(z.encode(AdminOrderListSchema, page), 200);
  })
  .openapi(exportCsv, async (c) => {
    const db = getDb(c.env.DB);
    const batches = exportOrders(db, c.req.valid('query'), storeTimeZone(c.env));
    return c.body(csvStream(ORDER_CSV_HEADER, batches, csvRow), 200, csvHeaders('orders'));
  });
