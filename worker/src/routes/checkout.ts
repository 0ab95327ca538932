/**
 * /api/checkout: paying for the cart with PayPal, in the redirect flow (no third-party script on
 * the store's pages).
 *   POST /quote    each line as the server would charge it now
 *   POST /         a pending order priced by the server, its PayPal order, and PayPal's page
 *   GET  /return   PayPal sends the buyer back here: capture, record, on to the order history
 *   GET  /cancel   the buyer cancelled at PayPal: the order ends, the cart stays
 */
import {
  AUTH_MESSAGES,
  CheckoutQuoteSchema,
  CheckoutRequestSchema,
  CheckoutStartedSchema,
  DISCOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  type PaymentOutcome,
  PayPalReturnQuerySchema,
  STORE_CURRENCY,
} from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireUser } from '../auth/guards.ts';
import { publicOrigin } from '../auth/public-origin.ts';
import { getDb } from '../db/client.ts';
import { inBackground } from '../http/background.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { enforceLimit } from '../http/rate-limit.ts';
import {
  apiRouter,
  bodyTooLargeAnswer,
  crossSiteAnswer,
  errorAnswer,
  jsonAnswer,
  jsonBody,
} from '../openapi/router.ts';
import { orderDeps } from '../orders/order-deps.ts';
import { expireOrder, findOrderByPayPalId } from '../orders/order-state.ts';
import { priceCart } from '../orders/price-cart.ts';
import { type Settlement, settleOrder } from '../orders/settle-order.ts';
import { CHECKOUT_LIMIT, startCheckout } from '../orders/start-checkout.ts';
import { paypalFor } from '../payments/paypal.ts';
import { PayPalError } from '../payments/paypal-orders.ts';

const signedInRefusals = {
  401: errorAnswer(AUTH_MESSAGES.unauthorized),
  403: crossSiteAnswer,
};
const bodyRefusals = {
  400: errorAnswer('No lines, more than 50, a track twice, a malformed discount code, or the body is not JSON'),
  413: bodyTooLargeAnswer,
  415: errorAnswer('The body is not JSON'),
};
const linesBody = jsonBodyGuard('Send the cart lines as JSON.');

const quote = createRoute({
  method: 'post',
  path: '/quote',
  summary: 'Prices the cart lines for the signed-in buyer, as checkout would charge them now',
  middleware: [requireUser, linesBody] as const,
  request: { body: jsonBody(CheckoutRequestSchema) },
  responses: {
    200: jsonAnswer(CheckoutQuoteSchema, 'Each line with its status and price'),
    ...signedInRefusals,
    ...bodyRefusals,
    429: errorAnswer(DISCOUNT_MESSAGES.tooManyTries('in N minutes')),
  },
});

const start = createRoute({
  method: 'post',
  path: '/',
  summary: 'Creates the pending order and its PayPal order; answers where the buyer approves the payment',
  description:
    'Only `{ songId, licenseId }` of each line is read: prices come from the database. Exclusive lines are held ' +
    'for 15 minutes for this checkout.',
  middleware: [requireUser, linesBody] as const,
  request: { body: jsonBody(CheckoutRequestSchema) },
  responses: {
    201: jsonAnswer(CheckoutStartedSchema, "The order, and PayPal's approval page"),
    ...signedInRefusals,
    ...bodyRefusals,
    409: errorAnswer(
      'A line cannot be bought (owned, own upload, off sale, sold, held by another checkout), `errors` says which; ' +
        'or the discount code is unknown, expired, used up or takes nothing off (`errors.code`)',
    ),
    429: errorAnswer('Too many checkouts in an hour, or too many discount codes tried that take nothing off'),
    502: errorAnswer(PAYMENT_MESSAGES.paypalError),
    503: errorAnswer(PAYMENT_MESSAGES.paymentsUnavailable),
  },
});

const paypalReturn = createRoute({
  method: 'get',
  path: '/return',
  summary: "PayPal's return address: captures the approved payment and records the order",
  request: { query: PayPalReturnQuerySchema },
  responses: {
    303: {
      description:
        'To /order-history?purchased={orderId} once recorded, else to /check-out?payment={outcome} ' +
        '(pending, expired, taken, declined, capture-failed, unsaved, error)',
    },
    400: errorAnswer('The token is not a PayPal order id'),
  },
});

const paypalCancel = createRoute({
  method: 'get',
  path: '/cancel',
  summary: "PayPal's cancel address: the pending order ends, nothing is charged",
  request: { query: PayPalReturnQuerySchema },
  responses: {
    303: { description: 'To /check-out?payment=cancelled' },
    400: errorAnswer('The token is not a PayPal order id'),
  },
});

/** Where each way a payment can end sends the buyer: a code the checkout page turns into words. */
const checkoutPage = (outcome: PaymentOutcome) => `/check-out?payment=${outcome}`;
const OUTCOME_OF: Record<Exclude<Settlement, 'completed'>, PaymentOutcome> = {
  pending: 'pending',
  expired: 'expired',
  taken: 'taken',
  declined: 'declined',
  'capture-failed': 'capture-failed',
  unsaved: 'unsaved',
};

export const checkoutRoutes = apiRouter()
  .openapi(quote, async (c) => {
    const { items, code } = c.req.valid('json');
    const cart = await priceCart(getDb(c.env.DB), c.var.user.id, items, code);
    const answer = {
      ...cart,
      lines: cart.lines.map(({ deliverables, terms, files, ...line }) => line),
      currency: STORE_CURRENCY,
    };
    return c.json(z.encode(CheckoutQuoteSchema, answer), 200);
  })
  .openapi(start, async (c) => {
    const paypal = paypalFor(c.env);
    if (!paypal) throw new HttpError(503, PAYMENT_MESSAGES.paymentsUnavailable);
    const db = getDb(c.env.DB);
    await enforceLimit(db, CHECKOUT_LIMIT, c.var.user.id, PAYMENT_MESSAGES.tooManyCheckouts);
    const started = await startCheckout(
      { db, paypal: paypal.orders, config: paypal.config, origin: publicOrigin(c.env, c.req.url) },
      c.var.user,
      c.req.valid('json'),
    );
    return c.json(z.encode(CheckoutStartedSchema, started), 201);
  })
  .openapi(paypalReturn, async (c) => {
    const { token } = c.req.valid('query');
    const paypal = paypalFor(c.env);
    const order = token ? await findOrderByPayPalId(getDb(c.env.DB), token) : null;
    if (!paypal || !order) return c.redirect(checkoutPage('error'), 303);
    // Whoever brings the buyer's token back captures the buyer's own approved payment for the
    // buyer's own order: the token is the proof, the session is not needed (it may have ended at PayPal).
    const settled = await settleOrder(
      orderDeps(c.env, paypal, c.req.url, (work) => inBackground(c, work)),
      order,
    );
    if (settled === 'completed') return c.redirect(`/order-history?purchased=${encodeURIComponent(order.id)}`, 303);
    return c.redirect(checkoutPage(OUTCOME_OF[settled]), 303);
  })
  .openapi(paypalCancel, async (c) => {
    const { token } = c.req.valid('query');
    const paypal = paypalFor(c.env);
    const db = getDb(c.env.DB);
    const order = token ? await findOrderByPayPalId(db, token) : null;
    if (
      paypal &&
      order?.status === 'pending' &&
      order.userId === (await c.var.auth())?.user.id &&
      order.paypalOrderId
    ) {
      // Only an order PayPal says nobody approved ends here: a cancel address opened after paying
      // must not throw a payment away (the reconciliation records it).
      try {
        const state = await paypal.orders.get(order.paypalOrderId);
        if (state.status !== 'APPROVED' && state.status !== 'COMPLETED') await expireOrder(db, order.id);
      } catch (error) {
        if (!(error instanceof PayPalError)) throw error;
      }
    }
    return c.redirect(checkoutPage('cancelled'), 303);
  });
