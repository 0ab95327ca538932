/**
 * /api/payments: the buyer's orders and the upgrades they can make of the tracks a page shows,
 * the spec's order-saving call (kept for older clients), and PayPal's webhook.
 */
import {
  AUTH_MESSAGES,
  MyOrdersSchema,
  NO_ORDERS_MESSAGE,
  OrderDetailSchema,
  PAYMENT_MESSAGES,
  PaymentOrderInputSchema,
  paymentSavedFailedMessage,
  TrackUpgradesSchema,
  UPGRADE_QUERY_MAX_IDS,
  UpgradeQuerySchema,
} from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ALERTS, raiseAlert } from '../alerts/store-alerts.ts';
import { requireUser } from '../auth/guards.ts';
import { publicOrigin } from '../auth/public-origin.ts';
import { getDb } from '../db/client.ts';
import { inBackground } from '../http/background.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { JSON_TYPE, mediaType } from '../http/media-type.ts';
import {
  apiRouter,
  bodyTooLargeAnswer,
  crossSiteAnswer,
  errorAnswer,
  jsonAnswer,
  jsonBody,
} from '../openapi/router.ts';
import { applyPayPalEvent } from '../orders/apply-paypal-event.ts';
import { orderDeps } from '../orders/order-deps.ts';
import { listOrdersForUser } from '../orders/order-queries.ts';
import { findOrderByPayPalId } from '../orders/order-state.ts';
import { recordCapture } from '../orders/settle-order.ts';
import { upgradeOffers } from '../orders/upgrade-offers.ts';
import { paypalFor } from '../payments/paypal.ts';
import { PayPalError } from '../payments/paypal-orders.ts';
import { parseWebhookEvent } from '../payments/webhook-event.ts';
import { transmissionOf, verifyWebhookSignature } from '../payments/webhook-signature.ts';

const INVALID_SIGNATURE = 'Invalid webhook signature.';

const myOrders = createRoute({
  method: 'get',
  path: '/orders/my-orders',
  summary: "The signed-in buyer's orders, newest first, with their downloads",
  middleware: requireUser,
  responses: {
    200: jsonAnswer(MyOrdersSchema, 'Completed and refunded orders'),
    401: errorAnswer(AUTH_MESSAGES.unauthorized),
    404: errorAnswer(NO_ORDERS_MESSAGE),
  },
});

const myUpgrades = createRoute({
  method: 'get',
  path: '/orders/upgrades',
  summary: "The signed-in buyer's upgrades of some tracks: what they paid for each and the plans they hold",
  description:
    'The same offers as the order history, for the tracks named (`songIds`, comma-separated, at most ' +
    `${UPGRADE_QUERY_MAX_IDS}): a track is answered only while the buyer owns it, it is still on sale, a plan ` +
    'above what they hold costs more than what they paid for it, and they hold no exclusive license of it. ' +
    'Nothing is cached (`private, no-store`).',
  middleware: requireUser,
  request: { query: UpgradeQuerySchema },
  responses: {
    200: jsonAnswer(TrackUpgradesSchema, 'The upgrades, possibly none'),
    400: errorAnswer(`songIds missing, too long, or not up to ${UPGRADE_QUERY_MAX_IDS} song ids`),
    401: errorAnswer(AUTH_MESSAGES.unauthorized),
  },
});

const saveOrder = createRoute({
  method: 'post',
  path: '/orders',
  summary: "The spec's order-saving call: answers the order of a PayPal payment this store took for this buyer",
  description:
    'Creates nothing by itself: `transactionId` must be a PayPal order this store created for the signed-in buyer, ' +
    "and PayPal must confirm its capture. The lines, amounts and payer come from the store's records; the rest of " +
    'the body is not read.',
  middleware: [requireUser, jsonBodyGuard('Send the order as JSON.')] as const,
  request: { body: jsonBody(PaymentOrderInputSchema) },
  responses: {
    200: jsonAnswer(OrderDetailSchema, 'The recorded order'),
    400: errorAnswer('transactionId missing or not a PayPal order id, or the body is not JSON'),
    401: errorAnswer(AUTH_MESSAGES.unauthorized),
    403: crossSiteAnswer,
    404: errorAnswer(`${PAYMENT_MESSAGES.orderNotFound} Not a PayPal order of this store for this buyer`),
    409: errorAnswer(PAYMENT_MESSAGES.notCaptured),
    413: bodyTooLargeAnswer,
    415: errorAnswer('The body is not JSON'),
    502: errorAnswer('PayPal did not answer'),
    503: errorAnswer('Captured, but the store could not record it yet (it will); or payments are not configured'),
  },
});

const webhook = createRoute({
  method: 'post',
  path: '/webhook',
  summary: "PayPal's webhook: captures completed, refunded or reversed",
  description:
    'A PayPal event (JSON) with its transmission headers, verified with PayPal (verify-webhook-signature, the ' +
    "store's webhook id) before anything is read. Duplicates and events out of order change nothing twice.",
  responses: {
    200: jsonAnswer(z.object({ received: z.literal(true) }), 'Handled, or nothing to do'),
    400: errorAnswer(`${INVALID_SIGNATURE} Or the body is not a PayPal event`),
    403: crossSiteAnswer,
    413: bodyTooLargeAnswer,
    415: errorAnswer('The body is not JSON'),
    500: errorAnswer('The event could not be recorded now (PayPal delivers it again)'),
    503: errorAnswer('Webhooks are not configured, or PayPal could not verify the delivery now (PayPal retries)'),
  },
});

export const paymentRoutes = apiRouter()
  .openapi(myOrders, async (c) => {
    const orders = await listOrdersForUser(getDb(c.env.DB), c.var.user.id);
    if (orders.length === 0) throw notFound(NO_ORDERS_MESSAGE);
    return c.json(z.encode(MyOrdersSchema, { success: true, orders }), 200);
  })
  .openapi(myUpgrades, async (c) => {
    const { songIds } = c.req.valid('query');
    const offers = await upgradeOffers(getDb(c.env.DB), c.var.user.id, songIds);
    // The buyer's own holdings: no cache keeps them.
    c.header('Cache-Control', 'private, no-store');
    const upgrades = [...offers.values()].map(({ song, credit, ownedPlanIds }) => ({
      songId: song.id,
      credit,
      ownedPlanIds,
    }));
    return c.json(z.encode(TrackUpgradesSchema, { upgrades }), 200);
  })
  .openapi(saveOrder, async (c) => {
    const db = getDb(c.env.DB);
    const user = c.var.user;
    const order = await findOrderByPayPalId(db, c.req.valid('json').transactionId);
    if (!order || order.userId !== user.id) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    if (order.status === 'pending') {
      const paypal = paypalFor(c.env);
      if (!paypal || !order.paypalOrderId) throw new HttpError(503, PAYMENT_MESSAGES.paymentsUnavailable);
      let state: Awaited<ReturnType<typeof paypal.orders.get>>;
      try {
        state = await paypal.orders.get(order.paypalOrderId);
      } catch (error) {
        if (!(error instanceof PayPalError)) throw error;
        throw new HttpError(502, PAYMENT_MESSAGES.paypalError);
      }
      const settled = await recordCapture(
        orderDeps(c.env, paypal, c.req.url, (work) => inBackground(c, work)),
        order,
        state,
      );
      if (settled === 'unsaved')
        throw new HttpError(503, paymentSavedFailedMessage('the store could not save it just now.'));
    }
    const [view] = await listOrdersForUser(db, user.id, order.id);
    if (!view) throw new HttpError(409, PAYMENT_MESSAGES.notCaptured);
    return c.json(z.encode(OrderDetailSchema, { success: true, order: view }), 200);
  })
  .openapi(webhook, async (c) => {
    const paypal = paypalFor(c.env);
    if (!paypal?.config.webhookId) throw new HttpError(503, 'PayPal webhooks are not configured.');
    if (mediaType(c.req.header('content-type')) !== JSON_TYPE) {
      throw new HttpError(415, 'Send the event as JSON.');
    }
    // The bytes as they came: PayPal's signature covers exactly these.
    const raw = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw badRequest('The body is not JSON.');
    }
    const transmission = transmissionOf(c.req.raw.headers);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !transmission) {
      throw badRequest(INVALID_SIGNATURE);
    }
    let verified: boolean;
    try {
      verified = await verifyWebhookSignature(paypal.client, paypal.config.webhookId, transmission, raw);
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      console.warn('A webhook delivery could not be verified now', error.message);
      throw new HttpError(503, 'PayPal could not verify the delivery now.');
    }
    if (!verified) {
      await inBackground(c, raiseAlert(c.env, ALERTS.webhookUnverified(Date.now()), publicOrigin(c.env, c.req.url)));
      throw badRequest(INVALID_SIGNATURE);
    }
    const event = parseWebhookEvent(body);
    if (!event) throw badRequest('The body is not a PayPal event.');
    await applyPayPalEvent(
      orderDeps(c.env, paypal, c.req.url, (work) => inBackground(c, work)),
      event,
    );
    return c.json({ received: true as const }, 200);
  });
