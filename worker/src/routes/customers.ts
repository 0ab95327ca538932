/**
 * /api/customers (admins): the accounts that paid for an order, with what each bought, or every
 * account (`accounts=all`); each row leads to the buyer's orders in the orders list. An account
 * is closed here for a customer who asks the owner to be erased, whether or not they ever paid.
 */
import {
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  CUSTOMER_MESSAGES,
  CustomerIdParamSchema,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { listCustomers } from '../customers/admin-customers.ts';
import { closeCustomer } from '../customers/close-customer.ts';
import { getDb } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer } from '../openapi/router.ts';

const list = createRoute({
  method: 'get',
  path: '/',
  summary:
    "Every account with a paid order (admins), newest buyer first, or every account (accounts=all): Refine's simple-rest list; _sort lastPurchaseAt, spent or joinedAt, q (part of the name or e-mail)",
  description:
    'Paid orders are completed or refunded ones; spent is what they came to less what was refunded, so a fully refunded order counts as an order and adds nothing. ' +
    'With accounts=all, an account that never paid has 0 orders, 0 spent and no last purchase, and the sorts by purchase list those accounts after the buyers (desc) or before them (asc), by when they joined.',
  middleware: requireAdmin,
  request: { query: AdminCustomerListQuerySchema },
  responses: adminListAnswers(AdminCustomerListSchema, 'customers'),
});

const close = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: "Closes a customer's account on their request (admins), as their own Delete account does",
  description:
    'Name, e-mail, phone, password, profile image, Google link and sessions go; paid orders stay for the ' +
    "store's accounting under a name and address that identify nobody. Admin accounts are not closed here.",
  middleware: requireAdmin,
  request: { params: CustomerIdParamSchema },
  responses: {
    204: { description: 'Closed' },
    ...adminRefusals,
    404: errorAnswer(CUSTOMER_MESSAGES.notFound),
    409: errorAnswer(
      `${CUSTOMER_MESSAGES.adminAccount} Or ${CUSTOMER_MESSAGES.closedAlready} Or ${CUSTOMER_MESSAGES.paymentBeingConfirmed}`,
    ),
  },
});

/** Why an account was not closed, as the API says it. */
const REFUSALS = {
  admin: CUSTOMER_MESSAGES.adminAccount,
  'closed-already': CUSTOMER_MESSAGES.closedAlready,
  'payment-being-confirmed': CUSTOMER_MESSAGES.paymentBeingConfirmed,
} as const;

export const customerRoutes = apiRouter()
  .openapi(list, async (c) => {
    const page = await listCustomers(getDb(c.env.DB), c.req.valid('query'));
    c.header('x-total-count', String(page.total));
    return c.json(z.encode(AdminCustomerListSchema, page), 200);
  })
  .openapi(close, async (c) => {
    const result = await closeCustomer(getDb(c.env.DB), c.env.MEDIA, c.req.valid('param').id);
    if (result === 'not-found') throw notFound(CUSTOMER_MESSAGES.notFound);
    if (result !== 'closed') throw new HttpError(409, REFUSALS[result]);
    return c.body(null, 204);
  });
