import {
  type AdminOrder,
  AdminOrderDetailSchema,
  AUTH_MESSAGES,
  ORDER_ADMIN_MESSAGES,
  type Song,
} from '@beats/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.ts';
import { adminCookie, asAdmin } from './admin-fixtures.ts';
import { fetchRaw } from './auth-fixtures.ts';
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
} from './commerce-fixtures.ts';
import { db, getAnswer, getJson } from './fixtures.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;
let admin: string;

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
  admin = (await adminCookie()).cookie;
});

afterEach(async () => {
  await paypal.clearFaults();
});

/** The owner's Refund, as the admin's browser sends it: the order as the contract reads it, or the refusal. */
async function refund(id: string, cookie = admin) {
  const { status, data, error } = await getAnswer(AdminOrderDetailSchema, `/api/orders/${id}/refund`, {
    method: 'POST',
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });
  return { status, order: data?.data, message: error?.message };
}

/** What the owner's orders list says of an order's tracks upgraded since (dollars, as the API sends them). */
async function upgradedLater(orderId: string) {
  const { body } = await asAdmin<AdminOrder[]>(admin, `/api/orders?q=${orderId}`);
  expect(body.data).toHaveLength(1);
  return body.data[0]?.upgradedLater;
}

/** What the buyer's download of a line's MP3 answers. */
async function mp3Download(itemId: string, cookie: string): Promise<number> {
  return (await fetchRaw(`/api/downloads/${itemId}/mp3`, { headers: { cookie } })).status;
}

async function paidOrder(songs: { id: number }[], licenseId = plans.basic) {
  const { orderId, paypalOrderId } = await buy(
    buyer,
    songs.map((song) => ({ songId: song.id, licenseId })),
  );
  const row = await orderRow(orderId);
  expect(row?.status).toBe('completed');
  const items = (await asAdmin<AdminOrder[]>(admin, `/api/orders?q=${orderId}`)).body.data[0]?.items ?? [];
  return { orderId, paypalOrderId, captureId: row?.paypalCaptureId ?? '', items };
}

describe('POST /api/orders/{id}/refund', () => {
  it('gives the whole payment back through PayPal: the order is refunded and its downloads stop', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    const { orderId, paypalOrderId, captureId, items } = await paidOrder([song]);
    const itemId = items[0]?.id ?? '';
    expect(await mp3Download(itemId, buyer.cookie)).toBe(200);

    const { status, order } = await refund(orderId);
    expect(status).toBe(200);
    expect(order).toMatchObject({ id: orderId, status: 'refunded', total: 2999, refundTotal: 2999 });
    expect(order?.refundedAt).not.toBeNull();

    // PayPal gave it back, once, in full.
    const atPayPal = await paypal.order(paypalOrderId);
    const capture = atPayPal.captures.find((c) => c.id === captureId);
    expect(capture?.status).toBe('REFUNDED');
    expect(capture?.refunds.map((r) => r.amount.value)).toEqual(['29.99']);
    expect(await mp3Download(itemId, buyer.cookie)).toBe(404);

    // PayPal's refund event, arriving after, changes nothing more.
    const [event] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    if (!event) throw new Error('no refund event');
    expect((await deliver(event)).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundTotal: 2999 });

    // Asked again: nothing left to refund, nothing sent to PayPal.
    const again = await refund(orderId);
    expect(again.status).toBe(409);
    expect(again.message).toBe(ORDER_ADMIN_MESSAGES.notRefundable);
    expect((await paypal.order(paypalOrderId)).captures[0]?.refunds).toHaveLength(1);
  });

  it('puts an exclusive it sold back on sale', async () => {
    const song = await makeSellableSong(artist, 'Low Tide');
    const { orderId } = await paidOrder([song], plans.exclusive);
    const sold = await getJson<{ data: Song }>(`/api/songs/${song.id}`);
    expect(sold.body.data.status).toBe('sold');

    expect((await refund(orderId)).status).toBe(200);
    const back = await getJson<{ data: Song }>(`/api/songs/${song.id}`);
    expect(back.body.data.status).toBe('published');
  });

  it('refunds only a paid order (409), and names no order for an unknown or malformed id (404)', async () => {
    const song = await makeSellableSong(artist);
    const { orderId } = await paidOrder([song]);
    for (const status of ['pending', 'expired'] as const) {
      await db().update(orders).set({ status }).where(eq(orders.id, orderId));
      const refused = await refund(orderId);
      expect(refused.status, status).toBe(409);
      expect(refused.message).toBe(ORDER_ADMIN_MESSAGES.notRefundable);
    }
    await db().update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId));
    for (const id of ['ord-aaaaaaaaaaaaaaaa', 'ord-short', '1', "ord-'%20OR%201=1"]) {
      const missing = await refund(id);
      expect(missing.status, id).toBe(404);
      expect(missing.message).toBe(ORDER_ADMIN_MESSAGES.notFound);
    }
    expect((await orderRow(orderId))?.status).toBe('completed');
  });

  it('keeps the order paid when PayPal fails (502), and a second try refunds it once', async () => {
    const song = await makeSellableSong(artist);
    const { orderId, paypalOrderId, captureId } = await paidOrder([song]);
    await paypal.addFault({ op: 'refund', effect: 'error', match: { paypalOrderId }, times: 1 });

    const failed = await refund(orderId);
    expect(failed.status).toBe(502);
    expect(failed.message).toBe(ORDER_ADMIN_MESSAGES.refundFailed);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', refundTotal: 0 });

    expect((await refund(orderId)).status).toBe(200);
    const capture = (await paypal.order(paypalOrderId)).captures.find((c) => c.id === captureId);
    expect(capture?.refunds).toHaveLength(1);
  });

  it('takes a payment refunded on PayPal’s site, its event not here yet, as refunded', async () => {
    const song = await makeSellableSong(artist);
    const { orderId, paypalOrderId, captureId } = await paidOrder([song]);
    // The owner refunded it on PayPal's site; its event is still on its way.
    await paypal.addFault({ op: 'webhook', effect: 'drop', match: { paypalOrderId } });
    await paypal.refund(captureId);
    const { status, order } = await refund(orderId);
    expect(status).toBe(200);
    expect(order).toMatchObject({ status: 'refunded', refundTotal: 2999 });
  });

  it('names the tracks the buyer upgraded since, with the credit counted, and refunds all the same', async () => {
    const upgraded = await makeSellableSong(artist, 'Midnight Static');
    const kept = await makeSellableSong(artist, 'Kept As Is');
    const first = await paidOrder([upgraded, kept]);
    const other = await paidOrder([await makeSellableSong(artist, 'Never Upgraded')]);
    expect(await upgradedLater(first.orderId)).toEqual([]);

    const upgrade = await buy(buyer, [{ songId: upgraded.id, licenseId: plans.premium, upgrade: true }]);
    expect((await orderRow(upgrade.orderId))?.status).toBe('completed');
    // Only the earlier order the upgrade counted; not the upgrade itself, nor an order of other tracks.
    expect(await upgradedLater(first.orderId)).toEqual([
      { songId: upgraded.id, songTitle: 'Midnight Static', planName: 'Premium WAV Lease', credit: 29.99 },
    ]);
    expect(await upgradedLater(upgrade.orderId)).toEqual([]);
    expect(await upgradedLater(other.orderId)).toEqual([]);

    // The owner decides: the refund goes through, and the order still says so.
    const { status, order } = await refund(first.orderId);
    expect(status).toBe(200);
    expect(order?.upgradedLater).toEqual([
      { songId: upgraded.id, songTitle: 'Midnight Static', planName: 'Premium WAV Lease', credit: 2999 },
    ]);
    expect((await orderRow(upgrade.orderId))?.status).toBe('completed');
  });

  it('answers 401 signed out and 403 to a customer, and refunds nothing', async () => {
    const song = await makeSellableSong(artist);
    const { orderId } = await paidOrder([song]);
    const anonymous = await getJson<{ message: string }>(`/api/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.unauthorized);
    expect((await refund(orderId, buyer.cookie)).status).toBe(403);
    expect((await orderRow(orderId))?.status).toBe('completed');
  });
});
