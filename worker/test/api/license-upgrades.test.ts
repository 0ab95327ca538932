/**
 * License upgrades: a buyer who owns a track under a lesser plan buys a higher one for its price
 * less what they paid for the track (the credit), checked again when PayPal's payment is captured.
 */
import {
  type CheckoutQuote,
  CheckoutQuoteSchema,
  LINE_MESSAGES,
  MyOrdersSchema,
  type TrackUpgrades,
  TrackUpgradesSchema,
  UPGRADE_QUERY_MAX_IDS,
} from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, songs } from '../../src/db/schema.ts';
import { refundOrder } from '../../src/orders/order-state.ts';
import { upgradeOffers } from '../../src/orders/upgrade-offers.ts';
import { insertOrder } from '../order-records.ts';
import { pdfText } from '../pdf-text.ts';
import { fetchRaw } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  commerceSetup,
  type Line,
  mailsTo,
  makeBuyer,
  makeSellableSong,
  orderRow,
  type Plans,
  paypal,
  paypalOrderIdOf,
  returnFromPayPal,
  startCheckout,
} from './commerce-fixtures.ts';
import { db, getAnswer, getJson, makeSong } from './fixtures.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
});

async function quote(who: Buyer, items: Line[]): Promise<CheckoutQuote> {
  const { status, data } = await getAnswer(CheckoutQuoteSchema, '/api/checkout/quote', {
    method: 'POST',
    headers: { cookie: who.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ items }),
  });
  expect(status).toBe(200);
  if (!data) throw new Error('no quote');
  return data;
}

/** Each line of a quote as [plan name, status, price, credit], in dollars as the API answers them. */
const lines = (answer: CheckoutQuote) =>
  answer.lines.map((line) => [line.planName, line.status, line.price / 100, line.credit / 100]);

/** A track under each of these plans, quoted one by one as upgrades (a cart holds one license per track). */
async function quotePlans(who: Buyer, songId: number, planIds: number[]) {
  const quoted = [];
  for (const licenseId of planIds) quoted.push(...lines(await quote(who, [{ songId, licenseId, upgrade: true }])));
  return quoted;
}

async function history(who: Buyer) {
  const { data } = await getAnswer(MyOrdersSchema, '/api/payments/orders/my-orders', {
    headers: { cookie: who.cookie },
  });
  return data?.orders ?? [];
}

describe('an upgrade quoted', () => {
  it('prices each higher plan at its price less what the buyer paid; the plan they hold stays owned', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);

    expect(await quotePlans(buyer, song.id, [plans.basic, plans.premium, plans.exclusive])).toEqual([
      ['Basic MP3 Lease', 'owned', 0, 0],
      ['Premium WAV Lease', 'available', 30, 29.99],
      ['Exclusive Rights', 'available', 470, 29.99],
    ]);
    const owned = await quote(buyer, [{ songId: song.id, licenseId: plans.basic, upgrade: true }]);
    expect(owned.lines[0]?.message).toBe(LINE_MESSAGES.owned('Night Drive'));
    expect(owned.total).toBe(0);
    // Not asked as an upgrade (a line added before signing in, say), a higher plan charges nothing.
    expect(lines(await quote(buyer, [{ songId: song.id, licenseId: plans.premium }]))).toEqual([
      ['Premium WAV Lease', 'owned', 0, 0],
    ]);

    // Another buyer pays the full price.
    const other = await makeBuyer('Other Buyer');
    expect(lines(await quote(other, [{ songId: song.id, licenseId: plans.premium }]))).toEqual([
      ['Premium WAV Lease', 'available', 59.99, 0],
    ]);
  });

  it('credits what the buyer kept paid: part of an order given back comes off, a refunded order counts for nothing', async () => {
    const kept = await makeSellableSong(artist, 'Kept');
    const givenBack = await makeSellableSong(artist, 'Given Back');
    const partly = await buy(buyer, [{ songId: kept.id, licenseId: plans.basic }]);
    const whole = await buy(buyer, [{ songId: givenBack.id, licenseId: plans.basic }]);
    // PayPal's refund events, as the webhook records them: $10.00 of the first, all of the second.
    await refundOrder(db(), partly.orderId, { refunded: 1000, captureId: null });
    await refundOrder(db(), whole.orderId, { refunded: 2999, captureId: null });

    expect(
      lines(
        await quote(buyer, [
          { songId: kept.id, licenseId: plans.premium, upgrade: true },
          { songId: givenBack.id, licenseId: plans.premium, upgrade: true },
        ]),
      ),
    ).toEqual([
      ['Premium WAV Lease', 'available', 40, 19.99],
      ['Premium WAV Lease', 'available', 59.99, 0],
    ]);
  });

  it('offers nothing above an exclusive license, nor a plan that costs no more than what was paid', async () => {
    // A $9.99 track bought under Premium ($39.99 here) leaves Basic ($9.99) nothing to add.
    const cheap = await makeSellableSong(artist, 'Cheap', 999);
    await buy(buyer, [{ songId: cheap.id, licenseId: plans.premium }]);
    const outright = await makeSellableSong(artist, 'Outright');
    await buy(buyer, [{ songId: outright.id, licenseId: plans.exclusive }]);

    const answer = await quote(buyer, [
      { songId: cheap.id, licenseId: plans.basic, upgrade: true },
      { songId: outright.id, licenseId: plans.premium, upgrade: true },
    ]);
    expect(lines(answer)).toEqual([
      ['Basic MP3 Lease', 'owned', 0, 0],
      ['Premium WAV Lease', 'owned', 0, 0],
    ]);
    expect(answer.total).toBe(0);
  });
});

describe('an upgrade bought', () => {
  it('charges the difference, keeps the credit on the line, and delivers the higher plan', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.premium, upgrade: true }]);
    expect(started.status).toBe(201);
    expect(started.body.total).toBe(30);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    expect((await paypal.order(paypalOrderId)).total).toEqual({ currency_code: 'USD', value: '30.00' });

    await paypal.approve(paypalOrderId, buyer.email);
    const back = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(back.headers.get('location')).toBe(`/order-history?purchased=${started.body.orderId}`);
    expect(await orderRow(started.body.orderId)).toMatchObject({ status: 'completed', total: 3000 });
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, started.body.orderId));
    expect(item).toMatchObject({ planId: plans.premium, price: 3000, listPrice: 3000, credit: 2999 });

    const [upgrade, first] = await history(buyer);
    expect(upgrade?.items[0]).toMatchObject({ price: 3000, listPrice: 3000, credit: 2999 });
    expect(upgrade?.items[0]?.downloads.map((d) => d.kind)).toEqual(['mp3', 'wav', 'agreement']);
    expect(first?.items[0]).toMatchObject({ credit: 0, listPrice: 2999 });
    const wav = upgrade?.items[0]?.downloads.find((d) => d.kind === 'wav');
    expect((await fetchRaw(wav?.url ?? '', { headers: { cookie: buyer.cookie } })).status).toBe(200);
    // The agreement grants the whole plan, and says what was paid before.
    const agreement = upgrade?.items[0]?.downloads.find((d) => d.kind === 'agreement');
    const pdf = await fetchRaw(agreement?.url ?? '', { headers: { cookie: buyer.cookie } });
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Premium WAV Lease (non-exclusive)');
    expect(text).toContain('Price paid\n$30.00 USD');
    expect(text).toContain('Upgrade\n$29.99 paid before for this track');

    const receipts = await mailsTo(buyer.email, 2);
    expect(receipts.at(-1)?.text).toContain('Night Drive (Premium WAV Lease): $30.00 (Upgrade: $29.99 already paid)');

    // Both licenses are paid for now: the exclusive costs what is left of its price.
    expect(await quotePlans(buyer, song.id, [plans.premium, plans.exclusive])).toEqual([
      ['Premium WAV Lease', 'owned', 0, 0],
      ['Exclusive Rights', 'available', 440, 59.99],
    ]);
  });

  it('to the exclusive license sells the track outright: other buyers can buy it no more', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const upgrade = await buy(buyer, [{ songId: song.id, licenseId: plans.exclusive, upgrade: true }]);
    expect(await orderRow(upgrade.orderId)).toMatchObject({ status: 'completed', total: 47000 });
    const [row] = await db().select().from(songs).where(eq(songs.id, song.id));
    expect(row?.exclusiveOrderId).toBe(upgrade.orderId);

    const other = await makeBuyer('Other Buyer');
    expect(lines(await quote(other, [{ songId: song.id, licenseId: plans.basic }]))).toEqual([
      ['Basic MP3 Lease', 'sold', 0, 0],
    ]);
    expect(await upgradeOffers(db(), buyer.id)).toEqual(new Map());
  });

  it('is not captured when what the buyer holds changed since it was priced, and nothing is charged', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    const first = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.premium, upgrade: true }]);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    // Meanwhile part of the first order is given back: the credit the upgrade was priced with is gone.
    await refundOrder(db(), first.orderId, { refunded: 1500, captureId: null });

    const back = await returnFromPayPal(paypalOrderId, buyer.cookie);
    expect(back.headers.get('location')).toBe('/check-out?payment=taken');
    expect((await paypal.order(paypalOrderId)).captures).toEqual([]);
    expect((await orderRow(started.body.orderId))?.status).toBe('expired');
  });

  it('is not captured twice: a second upgrade to the same plan, paid in another window, is refused', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const line = [{ songId: song.id, licenseId: plans.premium, upgrade: true }];
    const [one, two] = [await startCheckout(buyer, line), await startCheckout(buyer, line)];
    const [onePayPal, twoPayPal] = [one, two].map((started) => paypalOrderIdOf(started.body.approvalUrl));
    await paypal.approve(onePayPal ?? '', buyer.email);
    await paypal.approve(twoPayPal ?? '', buyer.email);

    await returnFromPayPal(onePayPal ?? '', buyer.cookie);
    const back = await returnFromPayPal(twoPayPal ?? '', buyer.cookie);
    expect(back.headers.get('location')).toBe('/check-out?payment=taken');
    expect((await paypal.order(twoPayPal ?? '')).captures).toEqual([]);
    const completed = await db().select().from(orders).where(eq(orders.status, 'completed'));
    expect(completed.map((order) => order.total).sort()).toEqual([2999, 3000]);
  });
});

describe('the upgrades offered in the order history', () => {
  it('lists each owned track with a higher plan on sale, its credit and the plans held', async () => {
    const basic = await makeSellableSong(artist, 'Bought Basic');
    const premium = await makeSellableSong(artist, 'Bought Premium');
    const deleted = await makeSellableSong(artist, 'Deleted Since');
    await buy(buyer, [
      { songId: basic.id, licenseId: plans.basic },
      { songId: premium.id, licenseId: plans.premium },
      { songId: deleted.id, licenseId: plans.basic },
    ]);
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, deleted.id));

    const offers = await upgradeOffers(db(), buyer.id);
    expect([...offers.keys()].sort()).toEqual([basic.id, premium.id].sort());
    expect(offers.get(basic.id)).toMatchObject({ credit: 2999, ownedPlanIds: [plans.basic] });
    expect(offers.get(premium.id)).toMatchObject({ credit: 5999, ownedPlanIds: [plans.premium] });
    expect(offers.get(basic.id)?.song).toMatchObject({ id: basic.id, title: 'Bought Basic', pricing: 2999 });
    // Nothing for a buyer who owns nothing.
    expect((await upgradeOffers(db(), (await makeBuyer('New')).id)).size).toBe(0);
  });
});

describe('the upgrades offered in the order history, of a buyer who owns many tracks', () => {
  it('offers each of 120 owned tracks: more than the 100 parameters a D1 statement binds', async () => {
    const owned: number[] = [];
    for (let i = 0; i < 120; i += 1) owned.push(await makeSong(artist, { title: `Owned ${i}` }));
    // Three orders of 40 lines: a checkout takes at most 50.
    for (let start = 0; start < owned.length; start += 40) {
      const lines = owned.slice(start, start + 40).map((songId) => ({ songId, planId: plans.basic, price: 2999 }));
      await insertOrder(db(), { userId: buyer.id, lines });
    }
    const offers = await upgradeOffers(db(), buyer.id);
    expect([...offers.keys()].sort((a, b) => a - b)).toEqual(owned);
    expect(offers.get(owned[119] ?? 0)).toMatchObject({ credit: 2999, ownedPlanIds: [plans.basic] });
  });
});

describe('the upgrades a page asks for, of the tracks it shows (GET /api/payments/orders/upgrades)', () => {
  const path = (songIds: readonly (number | string)[]) => `/api/payments/orders/upgrades?songIds=${songIds.join(',')}`;

  async function upgradesOf(who: Buyer, songIds: readonly number[]): Promise<TrackUpgrades['upgrades']> {
    const { status, data, res } = await getAnswer(TrackUpgradesSchema, path(songIds), {
      headers: { cookie: who.cookie },
    });
    expect(status).toBe(200);
    // The buyer's own holdings: never kept by a cache.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    if (!data) throw new Error('no answer');
    return data.upgrades;
  }

  /** One track's upgrade, as a track page asks for it; null when none is answered. */
  async function upgradeOf(who: Buyer, songId: number) {
    const upgrades = await upgradesOf(who, [songId]);
    expect(upgrades.length).toBeLessThanOrEqual(1);
    return upgrades[0] ?? null;
  }

  it("answers an owner what they paid and the plans they hold, as the order history's offer", async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);

    expect(await upgradeOf(buyer, song.id)).toEqual({ songId: song.id, credit: 2999, ownedPlanIds: [plans.basic] });
    const { body } = await getJson(path([song.id]), { headers: { cookie: buyer.cookie } });
    // Dollars on the wire, as every amount.
    expect(body).toEqual({ upgrades: [{ songId: song.id, credit: 29.99, ownedPlanIds: [plans.basic] }] });

    // After the upgrade to Premium: both plans held, both paid for.
    await buy(buyer, [{ songId: song.id, licenseId: plans.premium, upgrade: true }]);
    const upgraded = await upgradeOf(buyer, song.id);
    expect(upgraded?.credit).toBe(5999);
    expect(upgraded?.ownedPlanIds.sort()).toEqual([plans.basic, plans.premium].sort());
  });

  it('answers, in one ask for a page of rows, only the owned tracks with an upgrade', async () => {
    const basic = await makeSellableSong(artist, 'Bought Basic');
    const premium = await makeSellableSong(artist, 'Bought Premium');
    const exclusive = await makeSellableSong(artist, 'Bought Outright');
    const refunded = await makeSellableSong(artist, 'Given Back');
    const notOwned = await makeSellableSong(artist, 'Not Bought');
    await buy(buyer, [
      { songId: basic.id, licenseId: plans.basic },
      { songId: premium.id, licenseId: plans.premium },
      { songId: exclusive.id, licenseId: plans.exclusive },
    ]);
    const givenBack = await buy(buyer, [{ songId: refunded.id, licenseId: plans.basic }]);
    await refundOrder(db(), givenBack.orderId, { refunded: 2999, captureId: null });

    const rows = [notOwned.id, basic.id, exclusive.id, refunded.id, premium.id, 999_999];
    const upgrades = await upgradesOf(buyer, rows);
    expect(upgrades.sort((a, b) => a.songId - b.songId)).toEqual(
      [
        { songId: basic.id, credit: 2999, ownedPlanIds: [plans.basic] },
        { songId: premium.id, credit: 5999, ownedPlanIds: [plans.premium] },
      ].sort((a, b) => a.songId - b.songId),
    );
    // An id named twice is answered once; another buyer, owning none of them, is answered none.
    expect(await upgradesOf(buyer, [basic.id, basic.id])).toHaveLength(1);
    expect(await upgradesOf(await makeBuyer('Other Buyer'), rows)).toEqual([]);
    // As many ids as a page may name.
    const many = Array.from({ length: UPGRADE_QUERY_MAX_IDS - 1 }, (_, index) => 900_000 + index);
    expect(await upgradesOf(buyer, [...many, basic.id])).toEqual([
      { songId: basic.id, credit: 2999, ownedPlanIds: [plans.basic] },
    ]);
  });

  it('answers nothing for a track the buyer does not own, or one off sale since', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    const other = await makeBuyer('Other Buyer');
    expect(await upgradeOf(other, song.id)).toBeNull();
    // An id no track has.
    expect(await upgradeOf(buyer, 999_999)).toBeNull();

    await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, song.id));
    expect(await upgradeOf(buyer, song.id)).toBeNull();
  });

  it('answers nothing above an exclusive license, and once the track sold outright to another buyer', async () => {
    const outright = await makeSellableSong(artist, 'Outright');
    await buy(buyer, [{ songId: outright.id, licenseId: plans.exclusive }]);
    expect(await upgradeOf(buyer, outright.id)).toBeNull();

    const song = await makeSellableSong(artist, 'Night Drive');
    await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const other = await makeBuyer('Other Buyer');
    await buy(other, [{ songId: song.id, licenseId: plans.exclusive }]);
    expect(await upgradeOf(buyer, song.id)).toBeNull();
  });

  it('answers 401 to nobody signed in', async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    const { status } = await getJson(path([song.id]));
    expect(status).toBe(401);
  });

  const listMessage = `songIds must be up to ${UPGRADE_QUERY_MAX_IDS} song ids, separated by commas.`;
  const tooMany = Array.from({ length: UPGRADE_QUERY_MAX_IDS + 1 }, (_, index) => index + 1).join(',');
  it.each([
    ['', 'songIds is required.'],
    ['?songId=7', 'songIds is required.'],
    ['?songIds=', listMessage],
    ['?songIds=0', listMessage],
    ['?songIds=-3', listMessage],
    ['?songIds=1.5', listMessage],
    ['?songIds=abc', listMessage],
    ['?songIds=3,,7', listMessage],
    ['?songIds=3,7,', listMessage],
    ['?songIds=3%2C%207', listMessage],
    [`?songIds=${'9'.repeat(16)}`, listMessage],
    [`?songIds=${tooMany}`, listMessage],
    // Longer than any list of valid ids could be: refused before it is split.
    [`?songIds=${'1,'.repeat(5000)}1`, listMessage],
  ])('answers 400 to the query %s', async (query, message) => {
    const { status, error } = await getAnswer(TrackUpgradesSchema, `/api/payments/orders/upgrades${query}`, {
      headers: { cookie: buyer.cookie },
    });
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
    expect(error?.errors).toEqual({ songIds: [message] });
  });
});
