/**
 * /api/customers (admins): the accounts that paid for an order, with what each bought; each row
 * leads to the buyer's orders in the orders list (its `q`).
 */
import { AdminCustomerListQuerySchema, AdminCustomerListSchema } from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { listCustomers } from '../customers/admin-customers.ts';
import { getDb } from '../db/client.ts';
import { adminListAnswers } from '../openapi/admin-answers.ts';
import { apiRouter } from '../openapi/router.ts';

const list = createRoute({
  method: 'get',
  path: '/',
  summary:
    "Every account with a paid order (admins), newest buyer first: Refine's simple-rest list; _sort lastPurchaseAt or joinedAt, q (part of the name or e-mail)",
  description:
    'Paid orders are completed or refunded ones; spent is what they came to less what was refunded, so a fully refunded order counts as an order and adds nothing.',
  middleware: requireAdmin,
  request: { query: AdminCustomerListQuerySchema },
  responses: adminListAnswers(AdminCustomerListSchema, 'customers'),
});

export const customerRoutes = apiRouter().openapi(list, async (c) => {
  const page = await listCustomers(getDb(c.env.DB), c.req.valid('query'));
  c.header('x-total-count', String(page.total));
  return c.json(z.encode(AdminCustomerListSchema, page), 200);
});
