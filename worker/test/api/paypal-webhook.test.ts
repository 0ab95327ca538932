/** POST /api/payments/webhook: only PayPal's signed events, each handled once, in whatever order they come. */
import { MyOrdersSchema, type Song } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { paypalEvents } from '../../src/db/schema.ts';
import { fetchRaw, me } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  commerceSetup,
  deliver,
  deliveriesOf,
  makeSellableSong,
  orderRow,
  type Plans,
  paypal,
  paypalOrderIdOf,
  returnFromPayPal,
  startCheckout,
} from './commerce-fixtures.ts';
import { db, getAnswer, getJson } from './fixtures.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
});

async function bought(licenseId = plans.basic) {
  const song = await makeSellableSong(artist);
  const { orderId, paypalOrderId } = await buy(buyer, [{ songId: song.id, licenseId }]);
  const captureId = (await orderRow(orderId))?.paypalCaptureId ?? '';
  return { song, orderId, paypalOrderId, captureId };
}

async function only(paypalOrderId: string, type: string) {
  const [delivery] = await deliveriesOf(paypalOrderId, type);
  if (!delivery) throw new Error(`no ${type} delivery`);
  return delivery;
}

describe('the PayPal webhook', () => {
  it('refuses what PayPal did not sign for this store: no signature, a changed body, another event’s signature', async () => {
    const { orderId, paypalOrderId, captureId } = await bought();
    await paypal.refund(captureId);
    const refund = await only(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    const completed = await only(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED');

    const unsigned = await deliver({ headers: {}, body: refund.body });
    const changed = await deliver({ headers: refund.headers, body: refund.body.replace(orderId, 'ord-someone-else') });
    const swapped = await deliver({ headers: completed.headers, body: refund.body });
    const badSignature = await deliver({
      headers: { ...refund.headers, 'paypal-transmission-sig': btoa('forged') },
      body: refund.body,
    });
    const oversizedHeader = await deliver({
      headers: { ...refund.headers, 'paypal-transmission-id': 'x'.repeat(500) },
      body: refund.body,
    });
    for (const res of [unsigned, changed, swapped, badSignature, oversizedHeader]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid webhook signature.' });
    }
    expect((await orderRow(orderId))?.status).toBe('completed');
    expect(await db().select().from(paypalEvents)).toEqual([]);

    const notJson = await fetchRaw('/api/payments/webhook', {
      method: 'POST',
      headers: { ...refund.headers, 'content-type': 'application/json' },
      body: '{"id":',
    });
    expect(notJson.status).toBe(400);
    const text = await fetchRaw('/api/payments/webhook', {
      method: 'POST',
      headers: { ...refund.headers, 'content-type': 'text/plain' },
      body: refund.body,
    });
    expect(text.status).toBe(415);
  });

  it('turns a refund into a refunded order once, however often it is delivered', async () => {
    const { song, orderId, paypalOrderId, captureId } = await bought();
    await paypal.refund(captureId);
    const refund = await only(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    for (let i = 0; i < 3; i++) expect((await deliver(refund)).status).toBe(200);

    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'refunded', refundTotal: 2999 });
    expect(order?.refundedAt).toEqual(expect.any(Number));
    expect(
      await db().select().from(paypalEvents).where(eq(paypalEvents.type, 'PAYMENT.CAPTURE.REFUNDED')),
    ).toHaveLength(1);
    // A refunded order gives nothing: the track can be bought again.
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).not.toContain(song.id);
  });

  it('counts partial refunds from PayPal’s running total, in any order; the buyer keeps the licenses', async () => {
    const { song, orderId, paypalOrderId, captureId } = await bought(plans.premium);
    await paypal.refund(captureId, '10.00');
    await paypal.refund(captureId, '5.00');
    const [first, second] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    await deliver(second as NonNullable<typeof second>);
    await deliver(first as NonNullable<typeof first>);
    await deliver(second as NonNullable<typeof second>);
    // A goodwill refund: the order stays paid, says what was given back, and still delivers.
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', refundTotal: 1500 });
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toContain(song.id);
    const history = await getAnswer(MyOrdersSchema, '/api/payments/orders/my-orders', {
      headers: { cookie: buyer.cookie },
    });
    const [order] = history.data?.orders ?? [];
    expect(order).toMatchObject({ status: 'completed', amount: 5999, refunded: 1500 });
    expect(order?.items[0]?.downloads.map((file) => file.kind)).toEqual(['mp3', 'wav', 'agreement']);

    // The rest given back: now the order is refunded, and the track can be bought again.
    await paypal.refund(captureId);
    const deliveries = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    await deliver(deliveries.at(-1) as NonNullable<(typeof deliveries)[number]>);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundTotal: 5999 });
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).not.toContain(song.id);
  });

  it('a partial refund of an exclusive license keeps the track sold; the whole refund puts it back on sale', async () => {
    const { song, orderId, paypalOrderId, captureId } = await bought(plans.exclusive);
    await paypal.refund(captureId, '100.00');
    expect((await deliver(await only(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED'))).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', refundTotal: 10000 });
    expect((await getJson<{ data: Song }>(`/api/songs/${song.id}`)).body.data.status).toBe('sold');

    await paypal.refund(captureId);
    const deliveries = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    await deliver(deliveries.at(-1) as NonNullable<(typeof deliveries)[number]>);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundTotal: 49999 });
    expect((await getJson<{ data: Song }>(`/api/songs/${song.id}`)).body.data.status).toBe('published');
  });

  it('a refund that arrives before the capture it refunds leaves the order refunded', async () => {
    const song = await makeSellableSong(artist);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    // The capture's answer is lost, so the order is still pending when the events come, late and reversed.
    await paypal.addFault({ op: 'capture', effect: 'lose-answer', match: { paypalOrderId }, times: 1 });
    await returnFromPayPal(paypalOrderId, buyer.cookie);
    const captureId = (await paypal.order(paypalOrderId)).captures[0]?.id ?? '';
    await paypal.refund(captureId);

    expect((await deliver(await only(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED'))).status).toBe(200);
    expect((await deliver(await only(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED'))).status).toBe(200);
    const order = await orderRow(started.body.orderId);
    expect(order).toMatchObject({ status: 'refunded', refundTotal: 2999, paypalCaptureId: captureId });
    // Counted as sold and refunded at once, so sales add up.
    expect(order?.completedAt).toBe(order?.refundedAt);
    expect((await me({ cookie: buyer.cookie })).body.ownedSongIds).toEqual([]);
  });

  it('a reversal (chargeback) refunds the order, and a sold exclusive goes back on sale', async () => {
    const { song, orderId, paypalOrderId, captureId } = await bought(plans.exclusive);
    expect((await getJson<{ data: Song }>(`/api/songs/${song.id}`)).body.data.status).toBe('sold');
    await paypal.reverse(captureId);
    expect((await deliver(await only(paypalOrderId, 'PAYMENT.CAPTURE.REVERSED'))).status).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('refunded');
    expect((await getJson<{ data: Song }>(`/api/songs/${song.id}`)).body.data.status).toBe('published');
  });

  it('acknowledges events about orders the store does not know, and other event types, changing nothing', async () => {
    const { orderId, paypalOrderId } = await bought();
    const approvedEvent = await only(paypalOrderId, 'CHECKOUT.ORDER.APPROVED');
    expect((await deliver(approvedEvent)).status).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('completed');
  });

  it('answers 503 when PayPal cannot verify the delivery now, so PayPal sends it again', async () => {
    const { orderId, paypalOrderId, captureId } = await bought();
    await paypal.refund(captureId);
    const refund = await only(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    await paypal.addFault({ op: 'verify', effect: 'error', match: { paypalOrderId }, times: 1 });
    expect((await deliver(refund)).status).toBe(503);
    expect((await orderRow(orderId))?.status).toBe('completed');
    expect((await deliver(refund)).status).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('refunded');
  });
});
