/**
 * The PayPal stand-in's control API: how a test makes it misbehave and plays the buyer. Plain
 * types and fetch calls only (no Node modules), so API tests in workerd and browser tests in Node
 * share it.
 *
 *   POST   /__control/faults                 add a fault ({ op, effect, match?, times?, delayMs? })
 *   DELETE /__control/faults                 remove every fault
 *   POST   /__control/orders/{id}/approve    the buyer approves (as "Pay" on the approval page)
 *   GET    /__control/orders/{id}            the order as the stand-in keeps it, captures included
 *   POST   /__control/captures/{id}/refund   the merchant refunds from PayPal's site ({ value? }: part of it)
 *   POST   /__control/captures/{id}/reverse  a chargeback: PAYMENT.CAPTURE.REVERSED
 *   POST   /__control/captures/{id}/complete PayPal finishes checking a pending capture: PAYMENT.CAPTURE.COMPLETED
 *   GET    /__control/webhooks?order={id}    the signed deliveries of an order's events, oldest first
 */

/** Which call a fault applies to ('approval': the buyer's approval page). */
export type FaultOp = 'token' | 'create' | 'get' | 'capture' | 'refund' | 'verify' | 'webhook' | 'approval';

/**
 * What goes wrong:
 *   error          answers 500 INTERNAL_SERVER_ERROR, doing nothing
 *   timeout        answers nothing for `delayMs` (default 60 s), then drops the connection, doing nothing
 *   lose-answer    does the work (a capture is taken), then drops the connection without answering
 *   decline        capture: 422 INSTRUMENT_DECLINED, nothing taken
 *   pending        capture: the capture is PENDING (PayPal is still checking the payment)
 *   tamper-amount  capture: takes $1.00 instead of the order's amount
 *   duplicate      webhook: each delivery is sent twice
 *   delay          webhook: deliveries wait `delayMs` first; approval: the page is served `delayMs` late;
 *                  capture: the capture is taken at once and answered `delayMs` late
 *   drop           webhook: deliveries are not sent (they stay readable through the control API)
 *   out-of-order   webhook: deliveries are held back and sent newest first once `delayMs` passes
 */
export type FaultEffect =
  | 'error'
  | 'timeout'
  | 'lose-answer'
  | 'decline'
  | 'pending'
  | 'tamper-amount'
  | 'duplicate'
  | 'delay'
  | 'drop'
  | 'out-of-order';

export interface Fault {
  op: FaultOp;
  effect: FaultEffect;
  /**
   * Which calls it applies to; every call of `op` when left out. Tests that run side by side
   * match their own: the PayPal order id, or the buyer's e-mail the store sends at creation.
   */
  match?: { paypalOrderId?: string; payerEmail?: string };
  /** How many matching calls it applies to (default: all of them). */
  times?: number;
  delayMs?: number;
}

export interface StandInCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  refunds: { id: string; amount: { currency_code: string; value: string } }[];
}

export interface StandInOrder {
  id: string;
  status: string;
  customId: string | null;
  total: { currency_code: string; value: string };
  /** The breakdown's discount, when the order has one. */
  discount: { currency_code: string; value: string } | null;
  items: { name: string; sku?: string; unit_amount: { currency_code: string; value: string } }[];
  payerEmail: string | null;
  captures: StandInCapture[];
}

export interface WebhookDelivery {
  id: string;
  type: string;
  headers: Record<string, string>;
  body: string;
}

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`PayPal stand-in: ${what} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A client of the control API of the stand-in at `base`. */
export function paypalControl(base: string) {
  const url = (path: string) => `${base.replace(/\/$/, '')}/__control${path}`;
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    async addFault(fault: Fault): Promise<void> {
      await expectOk(await fetch(url('/faults'), json(fault)), 'add fault');
    },
    async clearFaults(): Promise<void> {
      await expectOk(await fetch(url('/faults'), { method: 'DELETE' }), 'clear faults');
    },
    async approve(paypalOrderId: string, payerEmail = 'buyer@example.com'): Promise<void> {
      await expectOk(await fetch(url(`/orders/${paypalOrderId}/approve`), json({ payerEmail })), 'approve');
    },
    async order(paypalOrderId: string): Promise<StandInOrder> {
      const res = await expectOk(await fetch(url(`/orders/${paypalOrderId}`)), 'get order');
      return (await res.json()) as StandInOrder;
    },
    async refund(captureId: string, value?: string): Promise<void> {
      await expectOk(await fetch(url(`/captures/${captureId}/refund`), json(value ? { value } : {})), 'refund');
    },
    async reverse(captureId: string): Promise<void> {
      await expectOk(await fetch(url(`/captures/${captureId}/reverse`), json({})), 'reverse');
    },
    async complete(captureId: string): Promise<void> {
      await expectOk(await fetch(url(`/captures/${captureId}/complete`), json({})), 'complete');
    },
    async webhooks(paypalOrderId: string): Promise<WebhookDelivery[]> {
      const res = await expectOk(await fetch(url(`/webhooks?order=${encodeURIComponent(paypalOrderId)}`)), 'webhooks');
      return (await res.json()) as WebhookDelivery[];
    },
  };
}

export type PayPalControl = ReturnType<typeof paypalControl>;
