/**
 * A PayPal stand-in for this machine: the REST calls the store makes (OAuth client credentials,
 * Orders v2 create / get / capture honouring `PayPal-Request-Id`, captures and refunds, webhook
 * signature verification), the approval page where the buyer clicks Pay or Cancel, and signed
 * webhook deliveries. The Worker reaches it through the same SDK code it uses for PayPal (its
 * calls go to PAYPAL_API_URL). A control API (control.ts) lets tests make it misbehave.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeStarter, RunningFake } from '../index.ts';
import { approvalPage } from './approval-page.ts';
import type { Fault, StandInCapture, StandInOrder } from './control.ts';
import { type CallFacts, FaultBook } from './faults.ts';
import { webhookSender } from './webhooks.ts';

export const FAKE_PAYPAL_CLIENT_ID = 'beat-store-local-paypal-client';
export const FAKE_PAYPAL_CLIENT_SECRET = 'local-paypal-client-secret';
export const FAKE_PAYPAL_WEBHOOK_ID = 'WH-LOCAL-BEAT-STORE';

type Json = Record<string, unknown>;
type Money = { currency_code: string; value: string };

interface Order extends StandInOrder {
  intent: string;
  referenceId: string | null;
  invoiceId: string | null;
  description: string | null;
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
  payerId: string | null;
  createTime: string;
}

const newId = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const cents = (value: string) => Math.round(Number(value) * 100);
const dollars = (amount: number) => (amount / 100).toFixed(2);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': newId(6) });
  res.end(JSON.stringify(body));
}

/** PayPal's error shape: `{ name, message, debug_id, details: [{ issue, description }] }`. */
function sendIssue(res: ServerResponse, status: number, name: string, issue: string, description: string): void {
  send(res, status, { name, message: description, debug_id: newId(6), details: [{ issue, description }] });
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

export interface PayPalStandInOptions {
  /** The store's webhook URL; without it deliveries are only kept for the control API (API tests). */
  webhookUrl?: string;
}

export async function startPayPalStandIn(options: PayPalStandInOptions = {}): Promise<RunningFake> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const faults = new FaultBook();
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  /** Answers already given per PayPal-Request-Id: a repeated request gets the same one. */
  const replays = new Map<string, { status: number; body: unknown }>();
  let base = '';
  const certName = `CERT-${newId(4)}`;
  const webhooks = webhookSender({
    webhookId: FAKE_PAYPAL_WEBHOOK_ID,
    get certUrl() {
      return `${base}/v1/notifications/certs/${certName}`;
    },
    privateKey,
    publicKey,
    faults,
    deliverTo: options.webhookUrl,
  });

  const links = (order: Order) => [
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'PAYER_ACTION_REQUIRED'
      ? [{ href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
      : []),
    ...(order.status === 'APPROVED'
      ? [{ href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
      : []),
  ];

  const captureJson = (order: Order, capture: StandInCapture) => ({
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: true,
    custom_id: order.customId,
    invoice_id: order.invoiceId,
    create_time: order.createTime,
    update_time: new Date().toISOString(),
    supplementary_data: { related_ids: { order_id: order.id } },
    links: [{ href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' }],
  });

  const orderJson = (order: Order) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    create_time: order.createTime,
    payment_source: { paypal: order.payerEmail ? { email_address: order.payerEmail, account_id: order.payerId } : {} },
    purchase_units: [
      {
        reference_id: order.referenceId,
        description: order.description,
        custom_id: order.customId,
        invoice_id: order.invoiceId,
        amount: {
          ...order.total,
          breakdown: {
            item_total: {
              currency_code: 'USD',
              value: dollars(cents(order.total.value) + (order.discount ? cents(order.discount.value) : 0)),
            },
            ...(order.discount ? { discount: order.discount } : {}),
          },
        },
        items: order.items.map((item) => ({ ...item, quantity: '1', category: 'DIGITAL_GOODS' })),
        ...(order.captures.length > 0
          ? { payments: { captures: order.captures.map((capture) => captureJson(order, capture)) } }
          : {}),
      },
    ],
    ...(order.payerId
      ? {
          payer: {
            email_address: order.payerEmail,
            payer_id: order.payerId,
            name: { given_name: 'Local', surname: 'Buyer' },
          },
        }
      : {}),
    links: links(order),
  });

  const findCapture = (captureId: string) => {
    for (const order of orders.values()) {
      const capture = order.captures.find((c) => c.id === captureId);
      if (capture) return { order, capture };
    }
    return null;
  };

  /** A refund (the API's or the control's): the capture's status, the refund, and its event. */
  function refund(order: Order, capture: StandInCapture, value: string | undefined) {
    const refunded = capture.refunds.reduce((sum, r) => sum + cents(r.amount.value), 0);
    const left = cents(capture.amount.value) - refunded;
    const amount = value === undefined ? left : cents(value);
    if (amount <= 0 || amount > left) return null;
    const done: StandInCapture['refunds'][number] = {
      id: newId(8),
      amount: { currency_code: capture.amount.currency_code, value: dollars(amount) },
    };
    capture.refunds.push(done);
    capture.status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const resource = {
      id: done.id,
      status: 'COMPLETED',
      amount: done.amount,
      custom_id: order.customId,
      invoice_id: order.invoiceId,
      seller_payable_breakdown: {
        total_refunded_amount: { currency_code: 'USD', value: dollars(refunded + amount) },
      },
      links: [
        { href: `${base}/v2/payments/refunds/${done.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
    webhooks.emit(
      order.id,
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      resource,
      `A $${done.amount.value} USD capture payment was refunded`,
    );
    return resource;
  }

  function approve(order: Order, payerEmail: string): boolean {
    if (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED') return false;
    order.status = 'APPROVED';
    order.payerEmail = payerEmail;
    order.payerId = order.payerId ?? newId(6);
    webhooks.emit(
      order.id,
      'CHECKOUT.ORDER.APPROVED',
      'checkout-order',
      orderJson(order),
      'An order has been approved by buyer',
    );
    return true;
  }

  /**
   * Applies a fault to a call, if a test asked for one: true when the fault answered (or dropped)
   * the call, after running `work` for a fault that does the work and loses the answer; the fault
   * itself for faults the call acts on (decline, pending, tamper-amount, delay); null when there
   * is none.
   */
  function faulted(
    op: Fault['op'],
    facts: CallFacts,
    res: ServerResponse,
    work?: () => void,
  ): { effect: string; delayMs: number | undefined } | true | null {
    const fault = faults.take(op, facts);
    if (!fault) return null;
    switch (fault.effect) {
      case 'error':
        sendIssue(res, 500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'An internal server error occurred.');
        return true;
      case 'timeout':
        setTimeout(() => res.destroy(), fault.delayMs ?? 60_000);
        return true;
      case 'lose-answer':
        work?.();
        res.destroy();
        return true;
      default:
        // Faults that change what the call does (decline, pending, tamper-amount, delay): the caller's.
        return fault;
    }
  }

  const authorised = (req: IncomingMessage) => tokens.has(req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const basic = Buffer.from(req.headers.authorization?.replace(/^Basic\s+/i, '') ?? '', 'base64').toString('utf8');
    if (basic !== `${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`) {
      send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      return;
    }
    if (form.get('grant_type') !== 'client_credentials') {
      send(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    if (faulted('token', {}, res) === true) return;
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(accessToken);
    send(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-LOCAL',
      expires_in: 32_400,
      nonce: newId(8),
    });
  }

  async function createOrder(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = req.headers['paypal-request-id'];
    const body = JSON.parse(await readBody(req)) as Json;
    const replayKey = typeof requestId === 'string' ? `create:${requestId}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay.status === 201 ? 200 : replay.status, replay.body);

    const unit = (body.purchase_units as Json[] | undefined)?.[0] ?? {};
    const paypal = ((body.payment_source as Json | undefined)?.paypal ?? {}) as Json;
    const context = (paypal.experience_context ?? {}) as Json;
    const amount = unit.amount as (Money & { breakdown?: { item_total?: Money; discount?: Money } }) | undefined;
    const items = (unit.items ?? []) as Order['items'];
    const itemTotal = items.reduce((sum, item) => sum + cents(item.unit_amount.value), 0);
    const payerEmail = typeof paypal.email_address === 'string' ? paypal.email_address : undefined;

    if (body.intent !== 'CAPTURE' || !amount || amount.currency_code !== 'USD') {
      return sendIssue(res, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE', 'intent CAPTURE in USD expected');
    }
    // PayPal's two checks: the items add up to item_total, and item_total less the discount is
    // the amount (a breakdown without item_total: the items add up to the amount).
    const breakdown = amount.breakdown;
    const discount = breakdown?.discount ?? null;
    if (items.length > 0 && breakdown?.item_total && itemTotal !== cents(breakdown.item_total.value)) {
      return sendIssue(
        res,
        422,
        'UNPROCESSABLE_ENTITY',
        'ITEM_TOTAL_MISMATCH',
        'The items do not add up to item_total.',
      );
    }
    const expected = breakdown?.item_total
      ? cents(breakdown.item_total.value) - (discount ? cents(discount.value) : 0)
      : itemTotal;
    if (items.length > 0 && expected !== cents(amount.value)) {
      return sendIssue(
        res,
        422,
        'UNPROCESSABLE_ENTITY',
        'AMOUNT_MISMATCH',
        'The breakdown does not add up to the amount.',
      );
    }
    if (typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') {
      return sendIssue(
        res,
        422,
        'UNPROCESSABLE_ENTITY',
        'MISSING_REQUIRED_PARAMETER',
        'return_url and cancel_url are required.',
      );
    }
    const order: Order = {
      id: newId(9).slice(0, 17),
      status: 'PAYER_ACTION_REQUIRED',
      intent: 'CAPTURE',
      referenceId: typeof unit.reference_id === 'string' ? unit.reference_id : null,
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : null,
      invoiceId: typeof unit.invoice_id === 'string' ? unit.invoice_id : null,
      description: typeof unit.description === 'string' ? unit.description : null,
      total: { currency_code: 'USD', value: amount.value },
      discount,
      items,
      payerEmail: payerEmail ?? null,
      payerId: null,
      captures: [],
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      brandName: typeof context.brand_name === 'string' ? context.brand_name : 'the store',
      createTime: new Date().toISOString(),
    };
    const answer = orderJson(order);
    const keep = () => {
      orders.set(order.id, order);
      if (replayKey) replays.set(replayKey, { status: 201, body: answer });
    };
    if (faulted('create', { payerEmail }, res, keep) === true) return;
    keep();
    send(res, 201, answer);
  }

  async function captureOrder(req: IncomingMessage, res: ServerResponse, order: Order): Promise<void> {
    await readBody(req);
    const requestId = req.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `capture:${order.id}:${requestId}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay.status, replay.body);

    const capture = (effect: 'pending' | 'tamper-amount' | null) => {
      const taken: StandInCapture = {
        id: newId(9).slice(0, 17),
        status: effect === 'pending' ? 'PENDING' : 'COMPLETED',
        amount: { currency_code: 'USD', value: effect === 'tamper-amount' ? '1.00' : order.total.value },
        refunds: [],
      };
      order.captures.push(taken);
      order.status = 'COMPLETED';
      const answer = orderJson(order);
      if (replayKey) replays.set(replayKey, { status: 201, body: answer });
      webhooks.emit(
        order.id,
        taken.status === 'PENDING' ? 'PAYMENT.CAPTURE.PENDING' : 'PAYMENT.CAPTURE.COMPLETED',
        'capture',
        captureJson(order, taken),
        `Payment ${taken.status === 'PENDING' ? 'pending' : 'completed'} for $ ${taken.amount.value} USD`,
      );
      return answer;
    };

    const ready = order.status === 'APPROVED';
    const fault = faulted(
      'capture',
      { paypalOrderId: order.id, payerEmail: order.payerEmail ?? undefined },
      res,
      () => {
        if (ready) capture(null);
      },
    );
    if (fault === true) return;
    const effect = fault?.effect;
    if (order.status === 'COMPLETED') {
      return sendIssue(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    }
    if (!ready) {
      return sendIssue(
        res,
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment.',
      );
    }
    if (effect === 'decline') {
      return sendIssue(
        res,
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was declined.',
      );
    }
    const answer = capture(effect === 'pending' || effect === 'tamper-amount' ? effect : null);
    // Taken at once, answered late: the store is still waiting for the answer (a restart, a timeout).
    if (effect === 'delay') await new Promise((resolve) => setTimeout(resolve, fault?.delayMs ?? 5_000));
    send(res, 201, answer);
  }

  async function approvalForm(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const order = orders.get(form.get('token') ?? '');
    if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    if (form.get('decision') === 'pay' && approve(order, form.get('email')?.trim() || 'buyer@example.com')) {
      const back = new URL(order.returnUrl);
      back.searchParams.set('token', order.id);
      back.searchParams.set('PayerID', order.payerId ?? '');
      return redirect(res, back.href);
    }
    const back = new URL(order.cancelUrl);
    back.searchParams.set('token', order.id);
    redirect(res, back.href);
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice('/__control'.length);
    const body = req.method === 'POST' ? ((JSON.parse((await readBody(req)) || '{}') as Json) ?? {}) : {};
    if (path === '/faults' && req.method === 'POST') {
      faults.add(body as unknown as Fault);
      return send(res, 201, { ok: true });
    }
    if (path === '/faults' && req.method === 'DELETE') {
      faults.clear();
      return send(res, 200, { ok: true });
    }
    if (path === '/webhooks' && req.method === 'GET') {
      return send(res, 200, webhooks.of(url.searchParams.get('order') ?? ''));
    }
    const orderMatch = /^\/orders\/([A-Z0-9]+)(\/approve)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(orderMatch[1] ?? '');
      if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (orderMatch[2] && req.method === 'POST') {
        const approved = approve(order, typeof body.payerEmail === 'string' ? body.payerEmail : 'buyer@example.com');
        return approved ? send(res, 200, { ok: true }) : send(res, 409, { error: `order is ${order.status}` });
      }
      const { returnUrl, cancelUrl, ...view } = order;
      return send(res, 200, view);
    }
    const captureMatch = /^\/captures\/([A-Z0-9]+)\/(refund|reverse|complete)$/.exec(path);
    const found = captureMatch ? findCapture(captureMatch[1] ?? '') : null;
    if (captureMatch && found && req.method === 'POST') {
      const { order, capture } = found;
      if (captureMatch[2] === 'refund') {
        const done = refund(order, capture, typeof body.value === 'string' ? body.value : undefined);
        return done ? send(res, 201, done) : send(res, 409, { error: 'nothing left to refund' });
      }
      if (captureMatch[2] === 'complete') {
        capture.status = 'COMPLETED';
        webhooks.emit(
          order.id,
          'PAYMENT.CAPTURE.COMPLETED',
          'capture',
          captureJson(order, capture),
          'Payment completed',
        );
        return send(res, 200, { ok: true });
      }
      capture.status = 'REVERSED';
      const resource = {
        id: newId(8),
        status: 'COMPLETED',
        amount: capture.amount,
        custom_id: order.customId,
        invoice_id: order.invoiceId,
        links: [{ href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' }],
      };
      webhooks.emit(order.id, 'PAYMENT.CAPTURE.REVERSED', 'refund', resource, 'A payment was reversed');
      return send(res, 200, { ok: true });
    }
    send(res, 404, { error: 'unknown control call' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const route = `${req.method} ${url.pathname}`;
    if (url.pathname.startsWith('/__control/')) return control(req, res, url);
    if (route === 'POST /v1/oauth2/token') return token(req, res);
    if (route === 'GET /checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (order?.status !== 'PAYER_ACTION_REQUIRED') return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      const fault = faults.take('approval', { paypalOrderId: order.id, payerEmail: order.payerEmail ?? undefined });
      if (fault?.effect === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 5_000));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        approvalPage({
          token: order.id,
          brandName: order.brandName,
          items: order.items.map((item) => ({ name: item.name, value: item.unit_amount.value })),
          discount: order.discount?.value ?? null,
          total: order.total.value,
          payerEmail: order.payerEmail ?? 'buyer@example.com',
        }),
      );
      return;
    }
    if (route === 'POST /checkoutnow') return approvalForm(req, res);
    if (route.startsWith('GET /v1/notifications/certs/')) {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' });
      res.end(webhooks.certificate());
      return;
    }

    if (!authorised(req)) {
      return send(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    if (route === 'POST /v2/checkout/orders') return createOrder(req, res);
    if (route === 'POST /v1/notifications/verify-webhook-signature') {
      const request = JSON.parse(await readBody(req)) as Json;
      const paypalOrderId = webhooks.orderOf((request.webhook_event as Json | undefined)?.id);
      if (faulted('verify', { paypalOrderId }, res) === true) return;
      return send(res, 200, { verification_status: webhooks.verify(request) });
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname);
    if (orderMatch) {
      const order = orders.get(orderMatch[1] ?? '');
      if (!order)
        return sendIssue(
          res,
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      if (orderMatch[2] && req.method === 'POST') return captureOrder(req, res, order);
      if (!orderMatch[2] && req.method === 'GET') {
        if (faulted('get', { paypalOrderId: order.id }, res) === true) return;
        return send(res, 200, orderJson(order));
      }
    }
    const captureMatch = /^\/v2\/payments\/captures\/([A-Z0-9]+)(\/refund)?$/.exec(url.pathname);
    const found = captureMatch ? findCapture(captureMatch[1] ?? '') : null;
    if (captureMatch && !found) {
      return sendIssue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    }
    if (captureMatch && found) {
      if (captureMatch[2] && req.method === 'POST') {
        const body = JSON.parse((await readBody(req)) || '{}') as { amount?: Money };
        if (faulted('refund', { paypalOrderId: found.order.id }, res) === true) return;
        const done = refund(found.order, found.capture, body.amount?.value);
        if (!done)
          return sendIssue(
            res,
            422,
            'UNPROCESSABLE_ENTITY',
            'CAPTURE_FULLY_REFUNDED',
            'The capture has already been fully refunded.',
          );
        return send(res, 201, done);
      }
      if (!captureMatch[2] && req.method === 'GET') return send(res, 200, captureJson(found.order, found.capture));
    }
    sendIssue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'No such call.');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[paypal]', err);
      if (!res.headersSent) sendIssue(res, 500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'Stand-in failure.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    name: `PayPal (${base})`,
    vars: {
      PAYPAL_API_URL: base,
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID,
      PAYPAL_ENVIRONMENT: 'sandbox',
    },
    server,
  };
}

/** For `npm start` and the browser tests: deliveries go to the store's webhook. */
export const startPayPalFake: FakeStarter = ({ storeUrl }) =>
  startPayPalStandIn({ webhookUrl: new URL('/api/payments/webhook', storeUrl).href });
