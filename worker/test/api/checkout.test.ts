import {
  AUTH_MESSAGES,
  CHECKOUT_MAX_LINES,
  type CheckoutQuote,
  LINE_MESSAGES,
  PAYMENT_MESSAGES,
} from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { licensePlans, orderItems, orders, songs } from '../../src/db/schema.ts';
import { fetchRaw, postJson } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  commerceSetup,
  makeSellableSong,
  orderRow,
  type Plans,
  paypal,
  paypalOrderIdOf,
  startCheckout,
} from './commerce-fixtures.ts';
import { db, makeSong } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
});

const allOrders = () => db().select().from(orders);

describe('POST /api/checkout', () => {
  it('prices every line from the database: amounts, prices and currencies sent along change nothing', async () => {
    // A $39.99 track: every plan costs $10 more than its list price (the cheapest plan is $29.99).
    const song = await makeSellableSong(artist, 'Night Drive', 3999);
    const { status, body } = await startCheckout(buyer, [
      { songId: song.id, licenseId: plans.premium, price: 0.01, amount: 0.01, currency: 'EUR', totalPrice: 0.01 },
    ]);
    expect(status).toBe(201);
    expect(body).toMatchObject({ total: 69.99, currency: 'USD' });

    const order = await orderRow(body.orderId);
    expect(order).toMatchObject({ status: 'pending', total: 6999, currency: 'USD', userId: buyer.id });
    expect(order?.buyerName).toBe(buyer.name);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, body.orderId));
    expect(item).toMatchObject({
      songId: song.id,
      planId: plans.premium,
      price: 6999,
      songTitle: 'Night Drive',
      planName: 'Premium WAV Lease',
      exclusive: false,
    });
    // The files the plan delivers, as they are now, and the plan's terms.
    expect(JSON.parse(item?.files ?? '')).toEqual({ mp3: song.keys.mp3, wav: song.keys.wav });
    expect(JSON.parse(item?.terms ?? '')).toMatchObject({ audioStreams: 250_000, termYears: 5 });

    // PayPal was asked for exactly that, in USD, one item per line, our order id attached.
    const atPayPal = await paypal.order(paypalOrderIdOf(body.approvalUrl));
    expect(atPayPal).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      customId: body.orderId,
      total: { currency_code: 'USD', value: '69.99' },
      payerEmail: buyer.email,
    });
    expect(atPayPal.items).toEqual([
      expect.objectContaining({
        name: 'Night Drive (Premium WAV Lease)',
        sku: `${song.id}-${plans.premium}`,
        unit_amount: { currency_code: 'USD', value: '69.99' },
      }),
    ]);
    expect(order?.paypalOrderId).toBe(atPayPal.id);
  });

  it('takes a cart of the most licenses a checkout takes (50), and the buyer comes back owning every one', async () => {
    const items = [];
    for (let i = 0; i < CHECKOUT_MAX_LINES; i += 1) {
      items.push({ songId: (await makeSellableSong(artist, `Track ${i}`)).id, licenseId: plans.basic });
    }
    const { orderId, back } = await buy(buyer, items);
    expect(back.status).toBe(303);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', total: CHECKOUT_MAX_LINES * 2999 });
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((line) => line.songId).sort((a, b) => a - b)).toEqual(items.map((item) => item.songId));
  });

  it('refuses tracks the buyer owns or uploaded (409, per line), and stores nothing', async () => {
    const owned = await makeSellableSong(artist);
    await buy(buyer, [{ songId: owned.id, licenseId: plans.basic }]);
    const mine = await makeSellableSong(buyer.id, 'My Own Beat');
    const fresh = await makeSellableSong(artist);
    const before = (await allOrders()).length;

    const { status, body } = await startCheckout(buyer, [
      { songId: fresh.id, licenseId: plans.basic },
      // Another plan of a track the buyer owns is not an upgrade unless they ask for one.
      { songId: owned.id, licenseId: plans.premium },
      { songId: mine.id, licenseId: plans.basic },
    ]);
    expect(status).toBe(409);
    expect(body.message).toBe(LINE_MESSAGES.owned(owned.title));
    expect(body.errors).toEqual({
      'items.1': [LINE_MESSAGES.owned(owned.title)],
      'items.2': [LINE_MESSAGES.ownUpload('My Own Beat')],
    });
    expect((await allOrders()).length).toBe(before);
  });

  it('refuses deleted, scheduled and unknown tracks, withdrawn plans, plans whose files are missing and $0.00 licenses', async () => {
    const deleted = await makeSellableSong(artist);
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, deleted.id));
    const scheduled = await makeSong(artist, { title: 'Next Week', publishAt: Date.now() + 86_400_000 });
    const withoutFiles = await makeSong(artist, { title: 'No Files' });
    const onSale = await makeSellableSong(artist);
    // Priced 0: its cheapest license, Basic, comes to $0.00, which PayPal would not take.
    const free = await makeSellableSong(artist, 'Priced Zero', 0);
    await db().update(licensePlans).set({ deletedAt: Date.now() }).where(eq(licensePlans.id, plans.premium));

    const cases: [unknown, string][] = [
      [{ songId: deleted.id, licenseId: plans.basic }, LINE_MESSAGES.offSale(deleted.title)],
      [{ songId: scheduled, licenseId: plans.basic }, LINE_MESSAGES.offSale('Next Week')],
      [{ songId: 999_999, licenseId: plans.basic }, LINE_MESSAGES.offSale('Track #999999')],
      [{ songId: onSale.id, licenseId: plans.premium }, LINE_MESSAGES.planUnavailable(onSale.title)],
      [{ songId: onSale.id, licenseId: 999_999 }, LINE_MESSAGES.planUnavailable(onSale.title)],
      [{ songId: withoutFiles, licenseId: plans.basic }, LINE_MESSAGES.filesMissing('No Files', 'Basic MP3 Lease')],
      [{ songId: free.id, licenseId: plans.basic }, LINE_MESSAGES.noPrice('Priced Zero', 'Basic MP3 Lease')],
    ];
    for (const [line, message] of cases) {
      const { status, body } = await startCheckout(buyer, [line]);
      expect(status, JSON.stringify(line)).toBe(409);
      expect(body.message).toBe(message);
    }
    expect(await allOrders()).toEqual([]);
  });

  it('answers 401 signed out and 403 from another site', async () => {
    const song = await makeSellableSong(artist);
    const items = [{ songId: song.id, licenseId: plans.basic }];
    const signedOut = await postJson('/api/checkout', { items });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe(AUTH_MESSAGES.unauthorized);
    const crossSite = await postJson(
      '/api/checkout',
      { items },
      { cookie: buyer.cookie, 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(await allOrders()).toEqual([]);
  });

  it('refuses bodies that are not one license per track: empty, too many, a track twice, not ids, not JSON', async () => {
    const song = await makeSellableSong(artist);
    const line = { songId: song.id, licenseId: plans.basic };
    const empty = await startCheckout(buyer, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PAYMENT_MESSAGES.noNewItems);
    const twice = await startCheckout(buyer, [line, { ...line, licenseId: plans.premium }]);
    expect(twice.status).toBe(400);
    const tooMany = await startCheckout(
      buyer,
      Array.from({ length: 51 }, (_, i) => ({ songId: i + 1, licenseId: plans.basic })),
    );
    expect(tooMany.status).toBe(400);
    for (const bad of [
      [{ songId: '1', licenseId: plans.basic }],
      [{ songId: 1.5, licenseId: 1 }],
      [{ songId: -1, licenseId: 1 }],
      'x',
    ]) {
      expect((await startCheckout(buyer, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const notJson = await fetchRaw('/api/checkout', {
      method: 'POST',
      headers: { cookie: buyer.cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ items: [line] }),
    });
    expect(notJson.status).toBe(415);
    const malformed = await fetchRaw('/api/checkout', {
      method: 'POST',
      headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
      body: '{"items": [',
    });
    expect(malformed.status).toBe(400);
    expect(await allOrders()).toEqual([]);
  });

  it('answers the spec message when PayPal fails, and leaves no order waiting', async () => {
    const song = await makeSellableSong(artist);
    await paypal.addFault({ op: 'create', effect: 'error', match: { payerEmail: buyer.email }, times: 1 });
    const { status, body } = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.exclusive }]);
    expect(status).toBe(502);
    expect(body.message).toBe(PAYMENT_MESSAGES.paypalError);
    const [order] = await allOrders();
    expect(order?.status).toBe('expired');
    // Its exclusive hold went with it: the next try goes through.
    expect((await startCheckout(buyer, [{ songId: song.id, licenseId: plans.exclusive }])).status).toBe(201);
  });

  it('limits how many checkouts a buyer starts in an hour (429)', async () => {
    await clearOfWindowTurn();
    const song = await makeSellableSong(artist);
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }])).status;
    expect(last).toBe(429);
  });
});

describe('POST /api/checkout/quote', () => {
  it('shows each line as the server would charge it, and totals only what can be bought', async () => {
    const song = await makeSellableSong(artist, 'On Sale', 3999);
    const owned = await makeSellableSong(artist, 'Bought Before');
    await buy(buyer, [{ songId: owned.id, licenseId: plans.basic }]);
    const mine = await makeSellableSong(buyer.id, 'Mine');
    const gone = await makeSellableSong(artist, 'Gone');
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, gone.id));

    const { status, body } = await postJson<CheckoutQuote>(
      '/api/checkout/quote',
      {
        items: [
          { songId: song.id, licenseId: plans.premium, price: 0 },
          { songId: owned.id, licenseId: plans.basic },
          { songId: mine.id, licenseId: plans.basic },
          { songId: gone.id, licenseId: plans.basic },
        ],
      },
      { cookie: buyer.cookie },
    );
    expect(status).toBe(200);
    expect(body.lines.map((line) => [line.title, line.status, line.price])).toEqual([
      ['On Sale', 'available', 69.99],
      ['Bought Before', 'owned', 0],
      ['Mine', 'own-upload', 0],
      ['Gone', 'off-sale', 0],
    ]);
    expect(body.total).toBe(69.99);
    expect(body.lines[1]?.message).toBe(LINE_MESSAGES.owned('Bought Before'));
  });

  it('is for signed-in buyers only', async () => {
    expect((await postJson('/api/checkout/quote', { items: [{ songId: 1, licenseId: 1 }] })).status).toBe(401);
  });
});
