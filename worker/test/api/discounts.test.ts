import {
  AdminOrderListSchema,
  AUTH_MESSAGES,
  CheckoutQuoteSchema,
  DealListSchema,
  DISCOUNT_MESSAGES,
  type Discount,
  DiscountDetailSchema,
  DiscountInputSchema,
  DiscountListSchema,
  MyOrdersSchema,
  STARTS_BEFORE_END_RULE,
} from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { discounts, orderItems, orders } from '../../src/db/schema.ts';
import { CODE_TAKEN, createDiscount } from '../../src/discounts/discount-queries.ts';
import { insertOrder } from '../order-records.ts';
import { adminCookie, asAdmin, customerCookie, sendJson } from './admin-fixtures.ts';
import { fetchRaw, postJson } from './auth-fixtures.ts';
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
} from './commerce-fixtures.ts';
import { db, getAnswer } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;
let admin: string;

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
  admin = (await adminCookie()).cookie;
  await db().delete(discounts);
});

const newDiscount = async (body: unknown) => {
  const { status, body: answer } = await sendJson<Discount>(admin, 'POST', '/api/discounts', body);
  expect(status, JSON.stringify(answer)).toBe(201);
  return answer.data;
};

const quote = async (items: Line[], code?: string, who = buyer) => {
  const { status, data, error } = await getAnswer(CheckoutQuoteSchema, '/api/checkout/quote', {
    method: 'POST',
    body: JSON.stringify({ items, ...(code === undefined ? {} : { code }) }),
    headers: { 'content-type': 'application/json', cookie: who.cookie },
  });
  expect(status, error?.message).toBe(200);
  if (!data) throw new Error('no quote');
  return data;
};

const checkout = (items: Line[], code?: string, who = buyer) =>
  postJson<{ orderId: string; approvalUrl: string; total: number; message: string; errors?: Record<string, string[]> }>(
    '/api/checkout',
    { items, code },
    { cookie: who.cookie },
  );

/** Three $29.99 tracks (Basic $29.99, Premium $59.99, Exclusive $499.99 each). */
const HOUR = 3_600_000;
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

const tracks = async () => [
  await makeSellableSong(artist, 'Night Drive'),
  await makeSellableSong(artist, 'Golden Hour'),
  await makeSellableSong(artist, 'Low Tide'),
];

describe('/api/discounts (admins)', () => {
  it('keeps codes and bulk deals: create, list with labels and uses, read, replace, delete', async () => {
    const code = await newDiscount({ kind: 'code', code: 'summer-20', percentOff: 20, maxUses: 100 });
    expect(code).toMatchObject({
      kind: 'code',
      code: 'SUMMER-20',
      label: 'SUMMER-20 (20% off leases)',
      percentOff: 20,
      exclusive: false,
      maxUses: 100,
      active: true,
      endsAt: null,
      uses: 0,
      buy: null,
      free: null,
    });
    const bulk = await newDiscount({ kind: 'bulk', buy: 2, free: 1, endsAt: '2030-01-01T00:00:00+01:00' });
    expect(bulk).toMatchObject({
      label: 'Buy 2, get 1 free',
      code: null,
      uses: null,
      endsAt: '2029-12-31T23:00:00.000Z',
    });

    const list = await getAnswer(DiscountListSchema, '/api/discounts', {
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    expect(list.data?.data.map((d) => d.label)).toEqual(['Buy 2, get 1 free', 'SUMMER-20 (20% off leases)']);
    expect(list.res.headers.get('x-total-count')).toBe('2');

    const one = await getAnswer(DiscountDetailSchema, `/api/discounts/${code.id}`, {
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    expect(one.data?.data).toEqual(code);

    // A replacement is whole: what it leaves out takes its default.
    const changed = await sendJson<Discount>(admin, 'PUT', `/api/discounts/${code.id}`, {
      kind: 'code',
      code: 'SUMMER-25',
      percentOff: 25,
      exclusive: true,
      active: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      code: 'SUMMER-25',
      percentOff: 25,
      exclusive: true,
      active: false,
      maxUses: null,
    });

    expect((await asAdmin(admin, `/api/discounts/${bulk.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAdmin(admin, `/api/discounts/${bulk.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin(admin, `/api/discounts/${bulk.id}`)).status).toBe(404);
    expect((await sendJson(admin, 'PUT', `/api/discounts/${bulk.id}`, { kind: 'bulk', buy: 1, free: 1 })).status).toBe(
      404,
    );
    for (const id of ['0', 'abc', '1.5', '99999999999999999']) {
      expect((await asAdmin(admin, `/api/discounts/${id}`)).status, id).toBe(404);
    }
  });

  it('lists every code with its uses however many there are: 120, past the 100 parameters D1 binds', async () => {
    for (let i = 0; i < 120; i += 1) {
      const input = DiscountInputSchema.parse({ kind: 'code', code: `ARTIST-${i}`, percentOff: 10 });
      expect(await createDiscount(db(), input)).not.toBe(CODE_TAKEN);
    }
    const song = await makeSellableSong(artist, 'Night Drive');
    for (const [code, status] of [
      ['ARTIST-7', 'completed'],
      ['ARTIST-7', 'refunded'],
      ['ARTIST-7', 'expired'],
      ['ARTIST-119', 'completed'],
    ] as const) {
      const id = await insertOrder(db(), {
        userId: buyer.id,
        status,
        lines: [{ songId: song.id, planId: plans.basic, price: 2999 }],
      });
      await db().update(orders).set({ discountCode: code }).where(eq(orders.id, id));
    }

    const list = await getAnswer(DiscountListSchema, '/api/discounts', {
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    expect(list.status).toBe(200);
    expect(list.res.headers.get('x-total-count')).toBe('120');
    const uses = new Map(list.data?.data.map((d) => [d.code, d.uses]));
    expect(uses.size).toBe(120);
    // Paid and refunded orders count; an expired one never paid.
    expect([uses.get('ARTIST-7'), uses.get('ARTIST-119'), uses.get('ARTIST-0')]).toEqual([2, 1, 0]);
  });

  it('refuses a code another discount has (409), in any case, on create and on change', async () => {
    const first = await newDiscount({ kind: 'code', code: 'VIP', percentOff: 10 });
    const second = await newDiscount({ kind: 'code', code: 'FRIENDS', percentOff: 10 });
    const taken = await sendJson(admin, 'POST', '/api/discounts', { kind: 'code', code: 'vip', percentOff: 50 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: DISCOUNT_MESSAGES.codeTaken,
      errors: { code: [DISCOUNT_MESSAGES.codeTaken] },
    });
    const renamed = await sendJson(admin, 'PUT', `/api/discounts/${second.id}`, {
      kind: 'code',
      code: 'VIP',
      percentOff: 10,
    });
    expect(renamed.status).toBe(409);
    // Two saves of one code at once: the store's index lets one have it, the other is told (no 500).
    const racing = await Promise.all(
      [10, 20].map((percentOff) =>
        sendJson(admin, 'POST', '/api/discounts', { kind: 'code', code: 'TWINS', percentOff }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    // Keeping its own code is no clash.
    const same = await sendJson(admin, 'PUT', `/api/discounts/${first.id}`, {
      kind: 'code',
      code: 'VIP',
      percentOff: 15,
    });
    expect(same.status).toBe(200);
  });

  it('refuses a form that breaks a rule (400, by field), and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'code', code: 'AB', percentOff: 10 }, 'code'],
      [{ kind: 'code', code: 'TWO WORDS', percentOff: 10 }, 'code'],
      [{ kind: 'code', code: 'X'.repeat(33), percentOff: 10 }, 'code'],
      [{ kind: 'code', code: 'FREE', percentOff: 100 }, 'percentOff'],
      [{ kind: 'code', code: 'HALF', percentOff: 0.5 }, 'percentOff'],
      [{ kind: 'code', code: 'NOTHING' }, 'percentOff'],
      [{ kind: 'code', code: 'BOTH', percentOff: 10, amountOff: 5 }, 'amountOff'],

      [{ kind: 'code', code: 'LIMIT', percentOff: 10, maxUses: 0 }, 'maxUses'],
      [{ kind: 'code', code: 'WELCOME', percentOff: 10, oncePerBuyer: 'yes' }, 'oncePerBuyer'],
      [{ kind: 'code', code: 'LATE', percentOff: 10, endsAt: 'next friday' }, 'endsAt'],
      [{ kind: 'bulk', buy: 2, free: 1, startsAt: 'at midnight' }, 'startsAt'],
      [{ kind: 'bulk', buy: 0, free: 1 }, 'buy'],
      [{ kind: 'bulk', buy: 2, free: 11 }, 'free'],
      [{ kind: 'gift', buy: 2, free: 1 }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await sendJson(admin, 'POST', '/api/discounts', body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // An amount off that is no amount of dollars and cents the store takes: 422, as a pack's price.
    for (const amountOff of [0, 5.001, 10_000.01, -5, '10']) {
      const body = { kind: 'code', code: 'AMOUNT', amountOff };
      const { status, body: answer } = await sendJson(admin, 'POST', '/api/discounts', body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.errors ?? {}), JSON.stringify(body)).toContain('amountOff');
    }
    expect((await sendJson(admin, 'POST', '/api/discounts', '{"kind":')).status).toBe(400);
    expect(
      (
        await asAdmin(admin, '/api/discounts', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'kind=code',
        })
      ).status,
    ).toBe(415);
    expect(await db().select().from(discounts)).toEqual([]);
  });

  it('keeps a start before the end, and refuses one at or after it (422, under startsAt)', async () => {
    const sale = await newDiscount({
      kind: 'bulk',
      buy: 2,
      free: 1,
      startsAt: '2030-11-29T00:00:00+01:00',
      endsAt: '2030-11-30T00:00:00+01:00',
    });
    expect(sale).toMatchObject({ startsAt: '2030-11-28T23:00:00.000Z', endsAt: '2030-11-29T23:00:00.000Z' });
    // A start alone: the sale runs until switched off. A replacement that leaves it out has none.
    const code = await newDiscount({
      kind: 'code',
      code: 'MIDNIGHT',
      percentOff: 30,
      startsAt: '2030-11-29T00:00:00Z',
    });
    expect(code).toMatchObject({ startsAt: '2030-11-29T00:00:00.000Z', endsAt: null });
    const cleared = await sendJson<Discount>(admin, 'PUT', `/api/discounts/${code.id}`, {
      kind: 'code',
      code: 'MIDNIGHT',
      percentOff: 30,
    });
    expect(cleared.body.data).toMatchObject({ startsAt: null, endsAt: null });

    const refused: unknown[] = [
      { kind: 'bulk', buy: 2, free: 1, startsAt: '2030-11-29T00:00:00Z', endsAt: '2030-11-29T00:00:00Z' },
      { kind: 'bulk', buy: 2, free: 1, startsAt: '2030-11-29T00:00:00Z', endsAt: '2030-11-28T23:59:00Z' },
      {
        kind: 'code',
        code: 'BACKWARDS',
        percentOff: 10,
        startsAt: '2030-12-01T00:00:00Z',
        endsAt: '2030-11-01T00:00:00Z',
      },
    ];
    for (const body of refused) {
      const { status, body: answer } = await sendJson(admin, 'POST', '/api/discounts', body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(answer).toMatchObject({ message: STARTS_BEFORE_END_RULE, errors: { startsAt: [STARTS_BEFORE_END_RULE] } });
    }
    const changed = await sendJson(admin, 'PUT', `/api/discounts/${sale.id}`, {
      kind: 'bulk',
      buy: 2,
      free: 1,
      startsAt: '2030-12-01T00:00:00Z',
      endsAt: '2030-11-30T00:00:00Z',
    });
    expect(changed.status).toBe(422);
    expect((await db().select().from(discounts)).map((row) => row.id).sort()).toEqual([sale.id, code.id].sort());
    expect((await db().select().from(discounts).where(eq(discounts.id, sale.id)))[0]?.startsAt).toBe(
      Date.parse('2030-11-29T00:00:00+01:00'),
    );
  });

  it('answers 401 signed out and 403 to a customer', async () => {
    const customer = await customerCookie();
    for (const [method, path, body] of [
      ['GET', '/api/discounts', undefined],
      ['POST', '/api/discounts', { kind: 'bulk', buy: 2, free: 1 }],
    ] as const) {
      const init = {
        method,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      };
      const anonymous = await asAdmin('', path, init);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(AUTH_MESSAGES.unauthorized);
      expect((await asAdmin(customer, path, init)).status).toBe(403);
    }
    expect(await db().select().from(discounts)).toEqual([]);
  });
});

describe('GET /api/discounts/deals (anyone)', () => {
  it('lists the bulk deals in force, the most generous first, and never a code; a change shows at once', async () => {
    const deals = async () => {
      const { status, data, res } = await getAnswer(DealListSchema, '/api/discounts/deals');
      expect(status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=60/);
      return data?.data ?? [];
    };
    expect(await deals()).toEqual([]);
    await newDiscount({ kind: 'code', code: 'SECRET', percentOff: 50 });
    await newDiscount({ kind: 'bulk', buy: 3, free: 1, endsAt: '2031-05-01T12:00:00Z' });
    const bogo = await newDiscount({ kind: 'bulk', buy: 1, free: 1 });
    await newDiscount({ kind: 'bulk', buy: 2, free: 2, active: false });
    await newDiscount({ kind: 'bulk', buy: 1, free: 2, endsAt: new Date(Date.now() - 1000).toISOString() });
    expect(await deals()).toEqual([
      { label: 'Buy 1, get 1 free', buy: 1, free: 1, endsAt: null },
      { label: 'Buy 3, get 1 free', buy: 3, free: 1, endsAt: '2031-05-01T12:00:00.000Z' },
    ]);
    // The public answer is cached by catalogue version: switching a deal off moves it on.
    await sendJson(admin, 'PUT', `/api/discounts/${bogo.id}`, { kind: 'bulk', buy: 1, free: 1, active: false });
    expect((await deals()).map((deal) => deal.label)).toEqual(['Buy 3, get 1 free']);
  });
});

describe('discounts at checkout', () => {
  it('a bulk deal frees the cheapest lease by itself; a code comes off what is left', async () => {
    const [a, b, c] = await tracks();
    if (!a || !b || !c) throw new Error('no tracks');
    await newDiscount({ kind: 'bulk', buy: 2, free: 1 });
    await newDiscount({ kind: 'code', code: 'SAVE10', percentOff: 10 });
    const items = [
      { songId: a.id, licenseId: plans.premium },
      { songId: b.id, licenseId: plans.basic },
      { songId: c.id, licenseId: plans.premium },
    ];
    const bulkOnly = await quote(items);
    expect(bulkOnly.lines.map((line) => [line.price, line.discount])).toEqual([
      [5999, 0],
      [2999, 2999],
      [5999, 0],
    ]);
    expect(bulkOnly).toMatchObject({
      subtotal: 14997,
      discounts: [{ kind: 'bulk', label: 'Buy 2, get 1 free', amount: 2999 }],
      code: null,
      total: 11998,
    });

    const withCode = await quote(items, 'save10');
    expect(withCode.lines.map((line) => line.discount)).toEqual([600, 2999, 600]);
    expect(withCode).toMatchObject({
      discounts: [
        { kind: 'bulk', label: 'Buy 2, get 1 free', amount: 2999 },
        { kind: 'code', label: 'SAVE10 (10% off leases)', amount: 1200 },
      ],
      code: { code: 'SAVE10', applied: true, message: DISCOUNT_MESSAGES.applied('SAVE10') },
      total: 10798,
    });

    // Checkout charges exactly that: PayPal gets the lines at their prices and the discount.
    const started = await checkout(items, 'Save10');
    expect(started.status, started.body.message).toBe(201);
    expect(started.body.total).toBe(107.98);
    const atPayPal = await paypal.order(paypalOrderIdOf(started.body.approvalUrl));
    expect(atPayPal.total).toEqual({ currency_code: 'USD', value: '107.98' });
    expect(atPayPal.discount).toEqual({ currency_code: 'USD', value: '41.99' });
    expect(atPayPal.items.map((item) => item.unit_amount.value)).toEqual(['59.99', '29.99', '59.99']);

    const order = await orderRow(started.body.orderId);
    expect(order).toMatchObject({ total: 10798, discountCode: 'SAVE10' });
    expect(JSON.parse(order?.discounts ?? '')).toEqual(withCode.discounts);
    const lines = await db()
      .select({ price: orderItems.price, listPrice: orderItems.listPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, started.body.orderId));
    expect(lines.map((line) => [line.listPrice, line.price]).sort()).toEqual(
      [
        [5999, 5399],
        [2999, 0],
        [5999, 5399],
      ].sort(),
    );
  });

  it('a code of an amount off shares it among the leases by their prices, and checkout charges that', async () => {
    const [a, b] = await tracks();
    if (!a || !b) throw new Error('no tracks');
    const made = await newDiscount({ kind: 'code', code: 'tenoff', amountOff: 10 });
    // Dollars on the wire, as every amount.
    expect(made).toMatchObject({ label: 'TENOFF ($10.00 off leases)', percentOff: null, amountOff: 10 });
    const items = [
      { songId: a.id, licenseId: plans.premium },
      { songId: b.id, licenseId: plans.basic },
    ];
    const priced = await quote(items, 'TENOFF');
    // $59.99 and $29.99: $10.00 in proportion, 667 and 333 cents.
    expect(priced.lines.map((line) => line.discount)).toEqual([667, 333]);
    expect(priced).toMatchObject({
      subtotal: 8998,
      discounts: [{ kind: 'code', label: 'TENOFF ($10.00 off leases)', amount: 1000 }],
      code: { code: 'TENOFF', applied: true },
      total: 7998,
    });
    const started = await checkout(items, 'tenoff');
    expect(started.status, started.body.message).toBe(201);
    expect(started.body.total).toBe(79.98);
    const atPayPal = await paypal.order(paypalOrderIdOf(started.body.approvalUrl));
    expect(atPayPal.discount).toEqual({ currency_code: 'USD', value: '10.00' });
    expect(await orderRow(started.body.orderId)).toMatchObject({ total: 7998, discountCode: 'TENOFF' });
  });

  it('paid: the order history, the receipt and the code’s uses show it, and a used-up code stops', async () => {
    const [a, b] = await tracks();
    if (!a || !b) throw new Error('no tracks');
    const once = await newDiscount({ kind: 'code', code: 'ONCE', percentOff: 50, maxUses: 1 });
    const started = await checkout([{ songId: a.id, licenseId: plans.basic }], 'ONCE');
    expect(started.status).toBe(201);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    expect((await returnFromPayPal(paypalOrderId, buyer.cookie)).status).toBe(303);
    expect((await orderRow(started.body.orderId))?.status).toBe('completed');

    const history = await getAnswer(MyOrdersSchema, '/api/payments/orders/my-orders', {
      headers: { cookie: buyer.cookie },
    });
    const [paid] = history.data?.orders ?? [];
    expect(paid).toMatchObject({
      // Half of $29.99, to the cent: $15.00 off (half a cent goes to the buyer).
      amount: 1499,
      discounts: [{ kind: 'code', label: 'ONCE (50% off leases)', amount: 1500 }],
    });
    expect(paid?.items.map((item) => [item.listPrice, item.price])).toEqual([[2999, 1499]]);

    const [receipt] = await mailsTo(buyer.email);
    expect(receipt?.text).toContain('Basic MP3 Lease): $29.99');
    expect(receipt?.text).toContain('Subtotal: $29.99\nONCE (50% off leases): -$15.00\nTotal: $14.99 USD');
    expect(receipt?.text).toContain('Total: $14.99 USD');
    expect(receipt?.html).toContain('<td>ONCE (50% off leases)</td><td style="text-align:right">-$15.00</td>');

    const listed = await asAdmin<Discount>(admin, `/api/discounts/${once.id}`);
    expect(listed.body.data.uses).toBe(1);

    // The owner's order list and its CSV say what was taken off.
    const admins = await getAnswer(AdminOrderListSchema, '/api/orders?status=completed', {
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    const inList = admins.data?.data.find((order) => order.id === started.body.orderId);
    expect(inList).toMatchObject({ total: 1499, discounts: [{ label: 'ONCE (50% off leases)', amount: 1500 }] });
    expect(inList?.items.map((item) => [item.listPrice, item.price])).toEqual([[2999, 1499]]);
    const csv = await (
      await fetchRaw('/api/orders/export?status=completed', {
        headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
      })
    ).text();
    // Lines at their list prices, as the receipt has them: less the discounts, they make the total.
    expect(csv).toContain(
      `(Basic MP3 Lease, $29.99, $14.99 after discounts)",ONCE (50% off leases): -$15.00,14.99,0.00,USD`,
    );

    // Its one use is spent: for this buyer and every other.
    const other = await makeBuyer('Ola Rival');
    for (const who of [buyer, other]) {
      const again = await quote([{ songId: b.id, licenseId: plans.basic }], 'ONCE', who);
      expect(again.code).toEqual({ code: 'ONCE', applied: false, message: DISCOUNT_MESSAGES.usedUp });
      expect(again.total).toBe(2999);
      const refused = await checkout([{ songId: b.id, licenseId: plans.basic }], 'ONCE', who);
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({ code: [DISCOUNT_MESSAGES.usedUp] });
    }
  });

  it('a code once per customer: each buyer may use it for one paid order, a refund does not give it back', async () => {
    const [a, b, c] = await tracks();
    if (!a || !b || !c) throw new Error('no tracks');
    const welcome = await newDiscount({ kind: 'code', code: 'HELLO', percentOff: 20, oncePerBuyer: true });
    expect(welcome).toMatchObject({ oncePerBuyer: true, maxUses: null, uses: 0 });
    const line = (song: { id: number }) => [{ songId: song.id, licenseId: plans.basic }];

    // Turning back from PayPal spends nothing: the buyer may start again with it.
    const abandoned = await checkout(line(a), 'HELLO');
    expect(abandoned.status).toBe(201);
    expect((await quote(line(a), 'HELLO')).code?.applied).toBe(true);
    const started = await checkout(line(a), 'HELLO');
    expect(started.status).toBe(201);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    expect((await returnFromPayPal(paypalOrderId, buyer.cookie)).status).toBe(303);
    expect((await orderRow(started.body.orderId))?.status).toBe('completed');

    // Paid once: this buyer is told so and refused; another buyer still gets it.
    const again = await quote(line(b), 'HELLO');
    expect(again.code).toEqual({ code: 'HELLO', applied: false, message: DISCOUNT_MESSAGES.usedOnce });
    expect(again.total).toBe(2999);
    const refused = await checkout(line(b), 'HELLO');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ code: [DISCOUNT_MESSAGES.usedOnce] });
    const other = await makeBuyer('Ola Newcomer');
    expect((await quote(line(b), 'HELLO', other)).code?.applied).toBe(true);

    // A refunded order was a use: buying and refunding does not give the code back.
    await db()
      .update(orders)
      .set({ status: 'refunded', refundedAt: Date.now() })
      .where(eq(orders.id, started.body.orderId));
    expect((await quote(line(c), 'HELLO')).code?.message).toBe(DISCOUNT_MESSAGES.usedOnce);
    expect((await asAdmin<Discount>(admin, `/api/discounts/${welcome.id}`)).body.data).toMatchObject({ uses: 1 });

    // Switched to any number of orders, the same buyer may use it again.
    const changed = await sendJson<Discount>(admin, 'PUT', `/api/discounts/${welcome.id}`, {
      kind: 'code',
      code: 'HELLO',
      percentOff: 20,
      oncePerBuyer: false,
    });
    expect(changed.status).toBe(200);
    expect((await quote(line(c), 'HELLO')).code?.applied).toBe(true);
  });

  it("a checkout at PayPal holds a code's last use from other buyers for 15 minutes, not from its own", async () => {
    const [a, b] = await tracks();
    if (!a || !b) throw new Error('no tracks');
    await newDiscount({ kind: 'code', code: 'SINGLE', percentOff: 10, maxUses: 1 });
    const other = await makeBuyer('Ola Rival');
    const atPayPal = await checkout([{ songId: a.id, licenseId: plans.basic }], 'SINGLE');
    expect(atPayPal.status).toBe(201);
    const line = [{ songId: b.id, licenseId: plans.basic }];
    // The buyer who turned back may use it again; another buyer may not while the checkout is young.
    expect((await quote(line, 'SINGLE')).code?.applied).toBe(true);
    expect((await quote(line, 'SINGLE', other)).code?.message).toBe(DISCOUNT_MESSAGES.usedUp);
    const refused = await checkout(line, 'SINGLE', other);
    expect(refused.status).toBe(409);

    // Fifteen minutes on, the abandoned checkout holds it no more.
    const old = Date.now() - 16 * 60_000;
    await db().update(orders).set({ createdAt: old }).where(eq(orders.id, atPayPal.body.orderId));
    expect((await quote(line, 'SINGLE', other)).code?.applied).toBe(true);

    // A capture under way holds it from everyone, its own buyer included.
    await db().update(orders).set({ captureRequestedAt: Date.now() }).where(eq(orders.id, atPayPal.body.orderId));
    for (const who of [buyer, other]) {
      expect((await quote(line, 'SINGLE', who)).code?.message).toBe(DISCOUNT_MESSAGES.usedUp);
    }
  });

  it('says why a code takes nothing off, and checkout refuses it (409) without placing an order', async () => {
    const [a] = await tracks();
    if (!a) throw new Error('no tracks');
    await newDiscount({ kind: 'code', code: 'OFF', percentOff: 10, active: false });
    await newDiscount({ kind: 'code', code: 'OLD', percentOff: 10, endsAt: new Date(Date.now() - 1000).toISOString() });
    const soon = Date.now() + HOUR;
    await newDiscount({ kind: 'code', code: 'SOON', percentOff: 10, startsAt: new Date(soon).toISOString() });
    await newDiscount({ kind: 'code', code: 'LEASES', percentOff: 10 });
    await newDiscount({ kind: 'code', code: 'ALL', percentOff: 10, exclusive: true });
    // An ended bulk deal, a switched-off one and one not started yet apply to nothing.
    await newDiscount({ kind: 'bulk', buy: 1, free: 1, active: false });
    await newDiscount({ kind: 'bulk', buy: 1, free: 1, startsAt: new Date(Date.now() + HOUR).toISOString() });
    await newDiscount({ kind: 'bulk', buy: 1, free: 1, endsAt: new Date(Date.now() - 1000).toISOString() });

    const exclusive = [{ songId: a.id, licenseId: plans.exclusive }];
    const cases: [string, string][] = [
      ['NOPE', DISCOUNT_MESSAGES.unknown],
      ['OFF', DISCOUNT_MESSAGES.unknown],
      ['OLD', DISCOUNT_MESSAGES.expired],
      ['SOON', DISCOUNT_MESSAGES.notStarted(soon)],
      ['LEASES', DISCOUNT_MESSAGES.exclusiveOnly],
    ];
    const before = (await db().select().from(orders)).length;
    for (const [code, message] of cases) {
      const quoted = await quote(exclusive, code);
      expect(quoted, code).toMatchObject({ code: { code, applied: false, message }, discounts: [], total: 49999 });
      const refused = await checkout(exclusive, code);
      expect(refused.status, code).toBe(409);
      expect(refused.body).toMatchObject({ message, errors: { code: [message] } });
    }
    expect((await db().select().from(orders)).length).toBe(before);
    expect((await quote(exclusive, 'ALL')).total).toBe(45_000 - 1);
  });

  it('a scheduled sale: before its start a bulk deal applies to nothing and is not listed, a code is refused; from its start both apply', async () => {
    const [a, b] = await tracks();
    if (!a || !b) throw new Error('no tracks');
    const startsAt = Date.now() + 2000;
    const start = new Date(startsAt).toISOString();
    await newDiscount({ kind: 'bulk', buy: 1, free: 1, startsAt: start });
    await newDiscount({ kind: 'code', code: 'MIDNIGHT', percentOff: 10, startsAt: start });
    const items = [
      { songId: a.id, licenseId: plans.basic },
      { songId: b.id, licenseId: plans.basic },
    ];
    const deals = async () => (await getAnswer(DealListSchema, '/api/discounts/deals')).data?.data ?? [];
    // The buyer is told when the code starts (the words: the contract's tests).
    const notStarted = DISCOUNT_MESSAGES.notStarted(startsAt);

    expect(await deals()).toEqual([]);
    expect(await quote(items, 'midnight')).toMatchObject({
      discounts: [],
      total: 2 * 2999,
      code: { code: 'MIDNIGHT', applied: false, message: notStarted },
    });
    const refused = await checkout(items, 'midnight');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: notStarted, errors: { code: [notStarted] } });
    expect(Date.now(), 'the checks ran before the start').toBeLessThan(startsAt);

    await sleepUntil(startsAt + 50);
    expect(await deals()).toEqual([{ label: 'Buy 1, get 1 free', buy: 1, free: 1, endsAt: null }]);
    const during = await quote(items, 'midnight');
    expect(during.discounts.map((discount) => discount.label)).toEqual([
      'Buy 1, get 1 free',
      'MIDNIGHT (10% off leases)',
    ]);
    expect(during.code).toMatchObject({ applied: true });
    const started = await checkout(items, 'midnight');
    expect(started.status, started.body.message).toBe(201);
    expect(Math.round(started.body.total * 100)).toBe(during.total);
  });

  it('stops a buyer guessing codes after 20 that take nothing off in an hour (429); a good code costs no try', async () => {
    await clearOfWindowTurn();
    const [a] = await tracks();
    if (!a) throw new Error('no tracks');
    await newDiscount({ kind: 'code', code: 'REAL', percentOff: 10 });
    const items = [{ songId: a.id, licenseId: plans.basic }];
    for (let i = 0; i < 25; i++) expect((await quote(items, 'REAL')).code?.applied).toBe(true);
    for (let i = 0; i < 20; i++) expect((await quote(items, `GUESS${i}`)).code?.applied).toBe(false);
    for (const path of ['/api/checkout/quote', '/api/checkout']) {
      const { status, body, res } = await postJson(path, { items, code: 'GUESS99' }, { cookie: buyer.cookie });
      expect(status, path).toBe(429);
      expect(body.message).toMatch(/^Too many discount codes tried\. Please try again in \d+ minutes?\.$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another buyer is not held back, and this one may still check out without a code.
    expect((await quote(items, 'REAL', await makeBuyer('Ola Rival'))).code?.applied).toBe(true);
    expect((await quote(items)).total).toBe(2999);
  });

  it('refuses a malformed code before reading anything (400)', async () => {
    const [a] = await tracks();
    if (!a) throw new Error('no tracks');
    const items = [{ songId: a.id, licenseId: plans.basic }];
    for (const code of ['ab', 'x'.repeat(33), "' OR 1=1 --", '<script>', 20, ['A', 'B']]) {
      for (const path of ['/api/checkout/quote', '/api/checkout']) {
        const { status, body } = await postJson(path, { items, code }, { cookie: buyer.cookie });
        expect(status, `${path} ${JSON.stringify(code)}`).toBe(400);
        // One rule, said once.
        expect(body.errors?.code ?? [], `${path} ${JSON.stringify(code)}`).toHaveLength(1);
      }
    }
  });

  it('keeps what an order was given when the discount changes or goes', async () => {
    const [a] = await tracks();
    if (!a) throw new Error('no tracks');
    const code = await newDiscount({ kind: 'code', code: 'KEEP', percentOff: 20 });
    // An order without a code has no discounts.
    const { orderId } = await buy(buyer, [{ songId: a.id, licenseId: plans.basic }]);
    expect(JSON.parse((await orderRow(orderId))?.discounts ?? '')).toEqual([]);

    const started = await checkout([{ songId: (await makeSellableSong(artist)).id, licenseId: plans.basic }], 'KEEP');
    await sendJson(admin, 'PUT', `/api/discounts/${code.id}`, { kind: 'code', code: 'KEEP', percentOff: 90 });
    await asAdmin(admin, `/api/discounts/${code.id}`, { method: 'DELETE' });
    const order = await orderRow(started.body.orderId);
    expect(order?.total).toBe(2399);
    expect(JSON.parse(order?.discounts ?? '')).toEqual([{ kind: 'code', label: 'KEEP (20% off leases)', amount: 600 }]);
  });
});
