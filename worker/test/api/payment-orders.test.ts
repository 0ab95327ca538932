/**
 * POST /api/payments/orders, the spec's order-saving call kept for older clients: it records
 * nothing a browser claims, only a payment PayPal confirms for an order this store made for this buyer.
 */
import { type OrderView, PAYMENT_MESSAGES } from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.ts';
import { me, postJson } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  commerceSetup,
  makeBuyer,
  makeSellableSong,
  orderRow,
  type Plans,
  paypal,
  paypalOrderIdOf,
  returnFromPayPal,
  startCheckout,
} from './commerce-fixtures.ts';
import { db } from './fixtures.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
});

type Answer = { success: boolean; order: OrderView; message: string };

/** The body the spec's client sends, with the amounts it made up. */
const saveOrder = (transactionId: string, cookie: string | undefined, songId = 1, licenseId = 1) =>
  postJson<Answer>(
    '/api/payments/orders',
    {
      orderDetails: [{ songId, licenseId }],
      paymentMethod: 'PAYPAL',
      transactionId,
      metadata: { gateway: 'paypal', currency: 'USD', totalAmount: 0.01, payerEmail: 'x@example.com', payerId: 'X' },
    },
    cookie ? { cookie } : {},
  );

describe('POST /api/payments/orders', () => {
  it('creates nothing for an unknown, forged or foreign PayPal order id', async () => {
    const song = await makeSellableSong(artist);
    const theirs = await buy(await makeBuyer('Someone Else'), [{ songId: song.id, licenseId: plans.basic }]);
    for (const id of ['5O190127TN364715T', theirs.paypalOrderId]) {
      const res = await saveOrder(id, buyer.cookie, song.id, plans.basic);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    }
    expect((await saveOrder('<script>alert(1)</script>', buyer.cookie)).status).toBe(400);
    expect((await saveOrder(theirs.paypalOrderId, undefined)).status).toBe(401);
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([]);
    expect(await db().select().from(orders)).toHaveLength(1);
  });

  it('records nothing PayPal has not captured', async () => {
    const song = await makeSellableSong(artist);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    const res = await saveOrder(paypalOrderId, buyer.cookie, song.id, plans.basic);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.notCaptured);
    expect((await orderRow(started.body.orderId))?.status).toBe('pending');
    expect((await paypal.order(paypalOrderId)).captures).toEqual([]);
  });

  it('answers the order of a payment PayPal captured, at the stored price, whatever the body says', async () => {
    const song = await makeSellableSong(artist, 'Paid For', 4999);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.premium }]);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    await paypal.addFault({ op: 'capture', effect: 'lose-answer', match: { paypalOrderId }, times: 1 });
    await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect((await orderRow(started.body.orderId))?.status).toBe('pending');

    const res = await saveOrder(paypalOrderId, buyer.cookie, song.id, plans.basic);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      id: started.body.orderId,
      amount: 79.99,
      status: 'completed',
      items: [{ licenseId: plans.premium, song: { id: song.id, title: 'Paid For' } }],
    });
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([song.id]);
    // Asking again answers the same order.
    const again = await saveOrder(paypalOrderId, buyer.cookie);
    expect(again.body.order.id).toBe(started.body.orderId);
    expect(await db().select().from(orders)).toHaveLength(1);
  });
});
