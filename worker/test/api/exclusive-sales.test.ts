/** Exclusive licenses: held during checkout, sold once, then off the buy buttons; earlier buyers keep theirs. */
import { type CheckoutQuote, LINE_MESSAGES, type Page, type Song } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { exclusiveHolds, orders, songs } from '../../src/db/schema.ts';
import { HOLD_MS } from '../../src/orders/exclusive-holds.ts';
import { fetchRaw, me, postJson } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  fileBytes,
  makeBuyer,
  makePlans,
  makeSellableSong,
  orderRow,
  paypal,
  paypalOrderIdOf,
  returnFromPayPal,
  startCheckout,
} from './commerce-fixtures.ts';
import { db, getJson, makeUser } from './fixtures.ts';

let plans: Awaited<ReturnType<typeof makePlans>>;
let song: Awaited<ReturnType<typeof makeSellableSong>>;
let first: Buyer;
let second: Buyer;

beforeEach(async () => {
  plans = await makePlans();
  song = await makeSellableSong(await makeUser(), 'One Of A Kind');
  [first, second] = await Promise.all([makeBuyer('First Buyer'), makeBuyer('Second Buyer')]);
});

const exclusiveLine = () => [{ songId: song.id, licenseId: plans.exclusive }];

/** Makes the holds on the track look `ms` older than they are. */
const ageHolds = (ms: number) =>
  db()
    .update(exclusiveHolds)
    .set({ expiresAt: Date.now() + HOLD_MS - ms })
    .where(eq(exclusiveHolds.songId, song.id));

describe('exclusive licenses', () => {
  it('are held for one checkout: a second buyer gets 409 with a clear message', async () => {
    expect((await startCheckout(first, exclusiveLine())).status).toBe(201);
    const refused = await startCheckout(second, exclusiveLine());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LINE_MESSAGES.held('One Of A Kind'));
    const quote = await postJson<CheckoutQuote>(
      '/api/checkout/quote',
      { items: exclusiveLine() },
      { cookie: second.cookie },
    );
    expect(quote.body.lines[0]?.status).toBe('held');
    // Leases of the same track stay on sale meanwhile.
    expect((await startCheckout(second, [{ songId: song.id, licenseId: plans.basic }])).status).toBe(201);
    // The same buyer checking out again (back from PayPal, paying again) replaces their own hold.
    expect((await startCheckout(first, exclusiveLine())).status).toBe(201);
  });

  it('two buyers checking out at once: exactly one holds it', async () => {
    const answers = await Promise.all([startCheckout(first, exclusiveLine()), startCheckout(second, exclusiveLine())]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('sell once: the track shows as sold, nothing more can be bought, and earlier buyers keep their files', async () => {
    const lease = await buy(second, [{ songId: song.id, licenseId: plans.basic }]);
    const sale = await buy(first, exclusiveLine());
    expect(sale.back.headers.get('location')).toBe(`/order-history?purchased=${sale.orderId}`);

    const [row] = await db().select().from(songs).where(eq(songs.id, song.id));
    expect(row).toMatchObject({ exclusiveOrderId: sale.orderId, exclusiveSoldAt: expect.any(Number) });
    expect(await db().select().from(exclusiveHolds)).toEqual([]);
    // Still listed, as sold.
    expect((await getJson<{ data: Song }>(`/api/songs/${song.id}`)).body.data.status).toBe('sold');
    const listed = (await getJson<Page<Song>>('/api/songs/published')).body.data.find((s) => s.id === song.id);
    expect(listed?.status).toBe('sold');

    const third = await makeBuyer('Third Buyer');
    for (const licenseId of [plans.basic, plans.exclusive]) {
      const refused = await startCheckout(third, [{ songId: song.id, licenseId }]);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(LINE_MESSAGES.sold('One Of A Kind'));
    }
    // The exclusive buyer owns it; the earlier lease buyer still downloads their file.
    expect((await me({ cookie: first.cookie })).body.ownedSongIds).toEqual([song.id]);
    const [leaseItem] =
      (
        await getJson<{ orders: { id: string; items: { id: string }[] }[] }>('/api/payments/orders/my-orders', {
          headers: { cookie: second.cookie },
        })
      ).body.orders.filter((o) => o.id === lease.orderId)[0]?.items ?? [];
    const mp3 = await fetchRaw(`/api/downloads/${leaseItem?.id}/mp3`, { headers: { cookie: second.cookie } });
    expect(new Uint8Array(await mp3.arrayBuffer())).toEqual(fileBytes('mp3', 'One Of A Kind'));
  });

  it('a buyer whose hold lapsed and was taken by another is not charged; the other buys it', async () => {
    const late = await startCheckout(first, exclusiveLine());
    const latePayPal = paypalOrderIdOf(late.body.approvalUrl);
    await paypal.approve(latePayPal, first.email);
    await ageHolds(HOLD_MS + 1000);

    const taker = await startCheckout(second, exclusiveLine());
    expect(taker.status).toBe(201);
    const takerPayPal = paypalOrderIdOf(taker.body.approvalUrl);
    await paypal.approve(takerPayPal, second.email);

    // Both come back at the same moment.
    const [lateBack, takerBack] = await Promise.all([
      returnFromPayPal(latePayPal, first.cookie),
      returnFromPayPal(takerPayPal, second.cookie),
    ]);
    expect(lateBack.headers.get('location')).toBe('/check-out?payment=taken');
    expect(takerBack.headers.get('location')).toBe(`/order-history?purchased=${taker.body.orderId}`);
    expect((await paypal.order(latePayPal)).captures).toEqual([]);
    expect((await paypal.order(takerPayPal)).captures).toHaveLength(1);
    expect((await orderRow(late.body.orderId))?.status).toBe('expired');
    expect(await db().select().from(orders).where(eq(orders.status, 'completed'))).toHaveLength(1);
  });

  it('a buyer whose hold lapsed while nobody else took it still gets it', async () => {
    const started = await startCheckout(first, exclusiveLine());
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, first.email);
    await ageHolds(HOLD_MS + 1000);
    const back = await returnFromPayPal(paypalOrderId, first.cookie);
    expect(back.headers.get('location')).toBe(`/order-history?purchased=${started.body.orderId}`);
  });

  it('stays held while a capture is being recorded, so nobody else can take it meanwhile', async () => {
    const started = await startCheckout(first, exclusiveLine());
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, first.email);
    await paypal.addFault({ op: 'capture', effect: 'lose-answer', match: { paypalOrderId }, times: 1 });
    await returnFromPayPal(paypalOrderId, first.cookie);
    expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
    // Long after the checkout's 15 minutes would have run out:
    const [hold] = await db().select().from(exclusiveHolds).where(eq(exclusiveHolds.songId, song.id));
    expect(hold?.expiresAt).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    expect((await startCheckout(second, exclusiveLine())).status).toBe(409);
    // Coming back again records it, with the one capture.
    expect((await returnFromPayPal(paypalOrderId, first.cookie)).headers.get('location')).toBe(
      `/order-history?purchased=${started.body.orderId}`,
    );
    expect((await paypal.order(paypalOrderId)).captures).toHaveLength(1);
  });
});
