/**
 * /api/discounts (admins): the store's discount codes and bulk deals, in the shape of Refine's
 * simple-rest; and /deals, the bulk deals in force, for anyone. Checkout applies them (orders/price-cart.ts); orders keep their own copy, so a
 * change or a removal never alters an order.
 */
import {
  DealListSchema,
  DISCOUNT_MESSAGES,
  DiscountDetailSchema,
  DiscountIdParamSchema,
  DiscountInputSchema,
  DiscountListSchema,
  STARTS_BEFORE_END_RULE,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import {
  CODE_TAKEN,
  createDiscount,
  deleteDiscount,
  getDiscount,
  listDiscounts,
  updateDiscount,
} from '../discounts/discount-queries.ts';
import { publicDeals } from '../discounts/public-deals.ts';
import { publicCache } from '../http/cache.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, bodyTooLargeAnswer, errorAnswer, jsonAnswer, jsonBody } from '../openapi/router.ts';

const unknownDiscount = errorAnswer(`${DISCOUNT_MESSAGES.notFound} An unknown id, or a malformed one.`);
const formRefusals = {
  400: errorAnswer(
    'A rule of the form failed (kind, code, percent or amount off, buy, free, uses, start, end), or the body is not JSON',
  ),
  409: errorAnswer(DISCOUNT_MESSAGES.codeTaken),
  413: bodyTooLargeAnswer,
  415: errorAnswer('The body is not JSON'),
  422: errorAnswer(
    `The amount off is not a positive amount with at most two decimals, at most $10,000.00; or ${STARTS_BEFORE_END_RULE.toLowerCase()}`,
  ),
};
const discountBody = jsonBodyGuard('Send the discount as JSON.');

const deals = createRoute({
  method: 'get',
  path: '/deals',
  summary: 'The bulk deals in force (anyone), for the storefront to tell buyers of them; codes are never listed',
  middleware: publicCache(60, 300),
  responses: { 200: jsonAnswer(DealListSchema, 'The deals, the one saving most first') },
});

const list = createRoute({
  method: 'get',
  path: '/',
  summary: 'Every discount code and bulk deal (admins), newest first, with how often each code was used',
  middleware: requireAdmin,
  responses: adminListAnswers(DiscountListSchema, 'discounts'),
});

const one = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One discount (admins)',
  middleware: requireAdmin,
  request: { params: DiscountIdParamSchema },
  responses: { 200: jsonAnswer(DiscountDetailSchema, 'The discount'), ...adminRefusals, 404: unknownDiscount },
});

const create = createRoute({
  method: 'post',
  path: '/',
  summary: 'Adds a discount code or a bulk deal (admins)',
  middleware: [requireAdmin, discountBody] as const,
  request: { body: jsonBody(DiscountInputSchema) },
  responses: { 201: jsonAnswer(DiscountDetailSchema, 'The new discount'), ...adminRefusals, ...formRefusals },
});

const update = createRoute({
  method: 'put',
  path: '/{id}',
  summary: 'Replaces a discount (admins); orders keep the discounts they were given',
  middleware: [requireAdmin, discountBody] as const,
  request: { params: DiscountIdParamSchema, body: jsonBody(DiscountInputSchema) },
  responses: {
    200: jsonAnswer(DiscountDetailSchema, 'The changed discount'),
    ...adminRefusals,
    ...formRefusals,
    404: unknownDiscount,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Removes a discount (admins); orders keep the discounts they were given',
  middleware: requireAdmin,
  request: { params: DiscountIdParamSchema },
  responses: { 204: { description: 'Removed' }, ...adminRefusals, 404: unknownDiscount },
});

/** The 409 of a code another discount has. */
const codeTaken = () => new HttpError(409, DISCOUNT_MESSAGES.codeTaken, { code: [DISCOUNT_MESSAGES.codeTaken] });

export const discountRoutes = apiRouter()
  .openapi(deals, async (c) => {
    return c.json(z.encode(DealListSchema, { data: await publicDeals(getDb(c.env.DB)) }), 200);
  })
  .openapi(list, async (c) => {
    const data = await listDiscounts(getDb(c.env.DB));
    c.header('x-total-count', String(data.length));
    return c.json(z.encode(DiscountListSchema, { data, total: data.length }), 200);
  })
  .openapi(one, async (c) => {
    const discount = await getDiscount(getDb(c.env.DB), c.req.valid('param').id);
    if (!discount) throw notFound(DISCOUNT_MESSAGES.notFound);
    return c.json(z.encode(DiscountDetailSchema, { data: discount }), 200);
  })
  .openapi(create, async (c) => {
    const discount = await createDiscount(getDb(c.env.DB), c.req.valid('json'));
    if (discount === CODE_TAKEN) throw codeTaken();
    return c.json(z.encode(DiscountDetailSchema, { data: discount }), 201);
  })
  .openapi(update, async (c) => {
    const discount = await updateDiscount(getDb(c.env.DB), c.req.valid('param').id, c.req.valid('json'));
    if (discount === CODE_TAKEN) throw codeTaken();
    if (!discount) throw notFound(DISCOUNT_MESSAGES.notFound);
    return c.json(z.encode(DiscountDetailSchema, { data: discount }), 200);
  })
  .openapi(remove, async (c) => {
    if (!(await deleteDiscount(getDb(c.env.DB), c.req.valid('param').id))) throw notFound(DISCOUNT_MESSAGES.notFound);
    return c.body(null, 204);
  });
