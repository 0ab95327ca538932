/**
 * The return from PayPal: the capture is taken once, checked, and recorded once, whatever
 * repeats, races or fails (PayPal's answer, or the store's own database).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema.ts';
import { fetchRaw, me } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  captureUnrecorded,
  commerceSetup,
  deliver,
  deliveriesOf,
  failRecording,
  mailsTo,
  makeBuyer,
  makeSellableSong,
  orderRow,
  type Plans,
  paypal,
  paypalOrderIdOf,
  reconcileIn,
  recordAgain,
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

/** Starts a checkout of one Basic license and approves it at PayPal, without coming back yet. */
async function approved(who = buyer) {
  const song = await makeSellableSong(artist);
  const started = await startCheckout(who, [{ songId: song.id, licenseId: plans.basic }]);
  expect(started.status).toBe(201);
  const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
  await paypal.approve(paypalOrderId, who.email);
  return { song, orderId: started.body.orderId, paypalOrderId };
}

describe('the return from PayPal', () => {
  it('captures the approved payment, records the order and gives the buyer the tracks', async () => {
    const { song, orderId, paypalOrderId } = await approved();
    const back = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/order-history?purchased=${orderId}`);

    const atPayPal = await paypal.order(paypalOrderId);
    expect(atPayPal.captures).toHaveLength(1);
    expect(atPayPal.captures[0]?.amount).toEqual({ currency_code: 'USD', value: '29.99' });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'completed',
      paypalCaptureId: atPayPal.captures[0]?.id,
      payerEmail: buyer.email,
      total: 2999,
    });
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([song.id]);

    const [receipt] = await mailsTo(buyer.email);
    expect(receipt?.subject).toContain(orderId);
    expect(receipt?.text).toContain(`${song.title} (Basic MP3 Lease): $29.99`);
    expect(receipt?.text).toContain('Total: $29.99 USD');
    expect(receipt?.text).toContain('http://store.test/order-history');
    expect(receipt?.text).toContain(`Receipt (PDF): http://store.test/api/downloads/orders/${orderId}/receipt`);
    expect(receipt?.html).toContain(
      `<a href="http://store.test/api/downloads/orders/${orderId}/receipt">Receipt (PDF)</a>`,
    );
  });

  it('a second checkout of the same track, paid in another window after the first, is not charged and says why', async () => {
    const song = await makeSellableSong(artist);
    const line = [{ songId: song.id, licenseId: plans.basic }];
    const [first, second] = [await startCheckout(buyer, line), await startCheckout(buyer, line)];
    const [firstPayPal, secondPayPal] = [first, second].map((started) => paypalOrderIdOf(started.body.approvalUrl));
    await paypal.approve(firstPayPal ?? '', buyer.email);
    await paypal.approve(secondPayPal ?? '', buyer.email);

    expect((await returnFromPayPal(firstPayPal ?? '', buyer.cookie)).headers.get('location')).toBe(
      `/order-history?purchased=${first.body.orderId}`,
    );
    const back = await returnFromPayPal(secondPayPal ?? '', buyer.cookie);
    // Not 'expired': the buyer learns the track was bought meanwhile (by them), and nothing was taken.
    expect(back.headers.get('location')).toBe('/check-out?payment=taken');
    expect((await paypal.order(secondPayPal ?? '')).captures).toEqual([]);
    expect((await orderRow(second.body.orderId))?.status).toBe('expired');
  });

  it('returning twice, or three times at once, records one order and charges once', async () => {
    const { orderId, paypalOrderId } = await approved();
    const answers = await Promise.all([1, 2, 3].map(() => returnFromPayPal(paypalOrderId, buyer.cookie)));
    const again = await returnFromPayPal(paypalOrderId, buyer.cookie);
    for (const res of [...answers, again]) {
      expect(res.headers.get('location')).toBe(`/order-history?purchased=${orderId}`);
    }
    expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
    expect(await db().select().from(orders)).toHaveLength(1);
    expect(await db().select().from(orderItems)).toHaveLength(1);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('an unknown, forged or foreign PayPal order id creates no order', async () => {
    for (const token of ['NOSUCHORDER123', '5O190127TN364715T']) {
      const res = await returnFromPayPal(token, buyer.cookie);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/check-out?payment=error');
    }
    const forged = await returnFromPayPal('<script>', buyer.cookie);
    expect(forged.status).toBe(400);
    expect(await db().select().from(orders)).toEqual([]);
  });

  it('a buyer who comes back without approving is not charged, and the order ends', async () => {
    const song = await makeSellableSong(artist);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    const res = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(res.headers.get('location')).toBe('/check-out?payment=declined');
    expect((await paypal.order(paypalOrderId)).captures).toEqual([]);
    expect((await orderRow(started.body.orderId))?.status).toBe('expired');
  });

  it('a declined payment charges nothing and ends the order', async () => {
    const { orderId, paypalOrderId } = await approved();
    await paypal.addFault({ op: 'capture', effect: 'decline', match: { paypalOrderId } });
    const res = await returnFromPayPal(paypalOrderId, buyer.cookie);
    // Told apart from a capture without a clear answer: the page says nothing was charged.
    expect(res.headers.get('location')).toBe('/check-out?payment=declined');
    expect((await paypal.order(paypalOrderId)).captures).toEqual([]);
    expect((await orderRow(orderId))?.status).toBe('expired');
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([]);
  });

  it('a capture for another amount than the order is not recorded', async () => {
    const { orderId, paypalOrderId } = await approved();
    await paypal.addFault({ op: 'capture', effect: 'tamper-amount', match: { paypalOrderId } });
    const res = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(res.headers.get('location')).toBe('/check-out?payment=capture-failed');
    expect((await paypal.order(paypalOrderId)).captures[0]?.amount.value).toBe('1.00');
    expect((await orderRow(orderId))?.status).toBe('pending');
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([]);
    // Nor by the webhook that reports it.
    const [completed] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED');
    expect((await deliver(completed as NonNullable<typeof completed>)).status).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('pending');
  });

  it('a payment PayPal is still checking stays pending until PayPal completes it', async () => {
    const { orderId, paypalOrderId } = await approved();
    await paypal.addFault({ op: 'capture', effect: 'pending', match: { paypalOrderId } });
    const res = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(res.headers.get('location')).toBe('/check-out?payment=pending');
    expect((await orderRow(orderId))?.status).toBe('pending');
  });
});

describe('a capture the store did not record at once', () => {
  it('whose answer was lost is completed by the webhook', async () => {
    const { orderId, paypalOrderId } = await approved();
    await paypal.addFault({ op: 'capture', effect: 'lose-answer', match: { paypalOrderId }, times: 1 });
    const res = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(res.headers.get('location')).toBe('/check-out?payment=capture-failed');
    expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
    expect((await orderRow(orderId))?.status).toBe('pending');

    const [completed] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED');
    expect((await deliver(completed as NonNullable<typeof completed>)).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', payerEmail: buyer.email });
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    // Coming back now shows the order, without a second charge.
    expect((await returnFromPayPal(paypalOrderId, buyer.cookie)).headers.get('location')).toBe(
      `/order-history?purchased=${orderId}`,
    );
    expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
  });

  it('whose recording failed tells the buyer, and the webhook completes it', async () => {
    const { song, orderId, paypalOrderId } = await approved();
    await failRecording();
    try {
      const res = await returnFromPayPal(paypalOrderId, buyer.cookie);
      expect(res.headers.get('location')).toBe('/check-out?payment=unsaved');
      expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
      expect((await orderRow(orderId))?.status).toBe('pending');
      // While the database still fails, the webhook answers an error so that PayPal sends it again.
      const [completed] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED');
      const delivery = completed as NonNullable<typeof completed>;
      expect((await deliver(delivery)).status).toBe(500);
      await recordAgain();
      expect((await deliver(delivery)).status).toBe(200);
    } finally {
      await recordAgain();
    }
    expect((await orderRow(orderId))?.status).toBe('completed');
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([song.id]);
    expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
  });

  it('whose recording failed is completed by the reconciliation', async () => {
    const { song, orderId, paypalOrderId } = await approved();
    await failRecording();
    try {
      expect((await returnFromPayPal(paypalOrderId, buyer.cookie)).headers.get('location')).toBe(
        '/check-out?payment=unsaved',
      );
    } finally {
      await recordAgain();
    }
    // Not before it is a few minutes old: its buyer may still be coming back.
    await reconcileIn(1);
    expect((await orderRow(orderId))?.status).toBe('pending');
    await reconcileIn(6);
    expect((await orderRow(orderId))?.status).toBe('completed');
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([song.id]);
    expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });
});

describe('a capture partly refunded before the store recorded it', () => {
  it('completes the order, and the refund event counts the part given back', async () => {
    const song = await makeSellableSong(artist);
    const { orderId, paypalOrderId, captureId } = await captureUnrecorded(buyer, [
      { songId: song.id, licenseId: plans.basic },
    ]);
    await paypal.refund(captureId, '10.00');
    expect((await paypal.order(paypalOrderId)).captures[0]?.status).toBe('PARTIALLY_REFUNDED');

    await reconcileIn(6);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', paypalCaptureId: captureId });
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([song.id]);
    const [refunded] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    expect((await deliver(refunded as NonNullable<typeof refunded>)).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', refundTotal: 1000 });
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([song.id]);
  });
});

describe('the reconciliation', () => {
  it('captures an approved payment whose buyer never came back, and ends what nobody approved', async () => {
    const paid = await approved();
    const song = await makeSellableSong(artist);
    const abandoned = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const recent = await startCheckout(buyer, [
      { songId: (await makeSellableSong(artist)).id, licenseId: plans.basic },
    ]);
    // The abandoned checkout is an hour old; the recent one only a few minutes.
    await db()
      .update(orders)
      .set({ createdAt: Date.now() - 61 * 60_000 })
      .where(eq(orders.id, abandoned.body.orderId));

    await reconcileIn(6);
    expect((await orderRow(paid.orderId))?.status).toBe('completed');
    expect((await paypal.order(paid.paypalOrderId)).captures).toHaveLength(1);
    expect((await orderRow(abandoned.body.orderId))?.status).toBe('expired');
    expect((await orderRow(recent.body.orderId))?.status).toBe('pending');
  });

  it('leaves an order for later when PayPal does not answer', async () => {
    const { orderId, paypalOrderId } = await approved();
    await paypal.addFault({ op: 'get', effect: 'error', match: { paypalOrderId }, times: 1 });
    await reconcileIn(6);
    expect((await orderRow(orderId))?.status).toBe('pending');
    await reconcileIn(6);
    expect((await orderRow(orderId))?.status).toBe('completed');
  });
});

describe('cancelling at PayPal', () => {
  it('ends the order, charges nothing, and frees its exclusive track for the next buyer', async () => {
    const song = await makeSellableSong(artist);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.exclusive }]);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    const other = await makeBuyer('Kai Loop');
    expect((await startCheckout(other, [{ songId: song.id, licenseId: plans.exclusive }])).status).toBe(409);

    const cancel = await fetchRaw(`/api/checkout/cancel?token=${paypalOrderId}`, { headers: { cookie: buyer.cookie } });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('/check-out?payment=cancelled');
    expect((await orderRow(started.body.orderId))?.status).toBe('expired');
    expect((await paypal.order(paypalOrderId)).captures).toEqual([]);
    expect((await startCheckout(other, [{ songId: song.id, licenseId: plans.exclusive }])).status).toBe(201);
  });

  it("someone else's cancel address changes nothing", async () => {
    const { orderId, paypalOrderId } = await approved();
    const other = await makeBuyer('Kai Loop');
    await fetchRaw(`/api/checkout/cancel?token=${paypalOrderId}`, { headers: { cookie: other.cookie } });
    expect((await orderRow(orderId))?.status).toBe('pending');
    // Nor does the buyer's own once they approved: the payment is not thrown away.
    await fetchRaw(`/api/checkout/cancel?token=${paypalOrderId}`, { headers: { cookie: buyer.cookie } });
    expect((await orderRow(orderId))?.status).toBe('pending');
    const back = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(back.headers.get('location')).toBe(`/order-history?purchased=${orderId}`);
  });
});

describe('buying', () => {
  it('works for several lines at once, each priced by the server', async () => {
    const a = await makeSellableSong(artist, 'First', 2999);
    const b = await makeSellableSong(artist, 'Second', 4999);
    const { orderId, back } = await buy(buyer, [
      { songId: a.id, licenseId: plans.premium },
      { songId: b.id, licenseId: plans.basic },
    ]);
    expect(back.headers.get('location')).toBe(`/order-history?purchased=${orderId}`);
    // Premium at the base price ($59.99) + Basic on a $49.99 track ($49.99).
    expect((await orderRow(orderId))?.total).toBe(5999 + 4999);
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([a.id, b.id]);
  });
});
