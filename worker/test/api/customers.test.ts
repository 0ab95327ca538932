import { ADMIN_SEARCH_MAX_LENGTH, type AdminCustomer, AUTH_MESSAGES } from '@beats/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerTotals, orderItems, orders, users } from '../../src/db/schema.ts';
import { completeOrder, refundOrder } from '../../src/orders/order-state.ts';
import { adminCookie, asAdmin, customerCookie, makeOrder } from './admin-fixtures.ts';
import { fetchRaw } from './auth-fixtures.ts';
import { db, getJson, makePlan, makeSong, makeUser } from './fixtures.ts';

const at = (iso: string) => Date.parse(iso);

let admin: string;
let ids: { maya: string; kai: string; lee: string; noah: string; zoe: string; admin: string; artist: string };
/** Orders the tests below change as PayPal's events would. */
let changing: { mayaRefunded: string; leeFirst: string; noahPending: string };

/*
 * Maya paid twice (one order given back in part) and has a pending order; Kai's only paid order
 * was refunded in full, his other expired; Lee paid for two orders at the same moment; Noah never
 * paid (pending, expired); Zoe never ordered. The artist and the admin have no orders either.
 */
beforeEach(async () => {
  const signedIn = await adminCookie();
  admin = signedIn.cookie;
  await db()
    .update(users)
    .set({ name: 'Ada Admin', createdAt: at('2026-04-02T09:00:00Z') })
    .where(eq(users.id, signedIn.id));
  const artist = await makeUser({ name: 'Ari Artist', createdAt: at('2026-04-01T09:00:00Z') });
  const song = await makeSong(artist, { title: 'Night Drive' });
  const plan = await makePlan({ name: 'Basic MP3 Lease' });
  const line = (price: number) => [{ songId: song, planId: plan, price }];
  ids = {
    maya: await makeUser({ name: 'Maya Rivers', email: 'maya@example.com', createdAt: at('2026-01-01T09:00:00Z') }),
    kai: await makeUser({ name: 'Kai Loop', email: 'kai@example.com', createdAt: at('2026-02-01T09:00:00Z') }),
    lee: await makeUser({ name: 'Lee Park', email: 'lee@example.org', createdAt: at('2026-03-01T09:00:00Z') }),
    noah: await makeUser({ name: 'Noah Pending', email: 'noah@example.com', createdAt: at('2026-03-02T09:00:00Z') }),
    zoe: await makeUser({ name: 'Zoe None', email: 'zoe@example.com', createdAt: at('2026-03-03T09:00:00Z') }),
    admin: signedIn.id,
    artist,
  };
  await makeOrder({ userId: ids.maya, createdAt: at('2026-03-02T10:00:00Z'), lines: line(2999) });
  // A partial refund: PayPal gave back $20.00 of $59.99; the order stays completed.
  const mayaRefunded = await makeOrder({
    userId: ids.maya,
    status: 'refunded',
    refundTotal: 2000,
    createdAt: at('2026-03-05T10:00:00Z'),
    refundedAt: at('2026-03-06T10:00:00Z'),
    lines: line(5999),
  });
  await makeOrder({ userId: ids.maya, status: 'pending', createdAt: at('2026-03-20T10:00:00Z'), lines: line(9999) });
  await makeOrder({
    userId: ids.kai,
    status: 'refunded',
    createdAt: at('2026-03-10T10:00:00Z'),
    refundedAt: at('2026-03-11T10:00:00Z'),
    lines: line(5999),
  });
  await makeOrder({ userId: ids.kai, status: 'expired', createdAt: at('2026-03-21T10:00:00Z'), lines: line(2999) });
  const leeFirst = await makeOrder({ userId: ids.lee, createdAt: at('2026-03-08T10:00:00Z'), lines: line(999) });
  await makeOrder({ userId: ids.lee, createdAt: at('2026-03-08T10:00:00Z'), lines: line(500) });
  const noahPending = await makeOrder({
    userId: ids.noah,
    status: 'pending',
    createdAt: at('2026-03-22T10:00:00Z'),
    lines: line(2999),
  });
  await makeOrder({ userId: ids.noah, status: 'expired', createdAt: at('2026-03-23T10:00:00Z'), lines: line(2999) });
  changing = { mayaRefunded, leeFirst, noahPending };
});

const list = (query = '') => asAdmin<AdminCustomer[]>(admin, `/api/customers${query}`);
const names = async (query: string) => (await list(query)).body.data.map((customer) => customer.name);

describe('GET /api/customers', () => {
  it('lists the accounts with a paid order, newest buyer first, with their orders, spending and dates', async () => {
    const { status, body, res } = await list('?_start=0&_end=20');
    expect(status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(body.total).toBe(3);
    expect(body.data).toEqual([
      {
        id: ids.kai,
        name: 'Kai Loop',
        email: 'kai@example.com',
        role: 'user',
        joinedAt: '2026-02-01T09:00:00.000Z',
        // Refunded in full: still an order, nothing spent.
        paidOrders: 1,
        spent: 0,
        lastPurchaseAt: '2026-03-10T10:00:00.000Z',
        closed: false,
      },
      {
        id: ids.lee,
        name: 'Lee Park',
        email: 'lee@example.org',
        role: 'user',
        joinedAt: '2026-03-01T09:00:00.000Z',
        // Two orders paid at the same moment: one row, both counted.
        paidOrders: 2,
        spent: 14.99,
        lastPurchaseAt: '2026-03-08T10:00:00.000Z',
        closed: false,
      },
      {
        id: ids.maya,
        name: 'Maya Rivers',
        email: 'maya@example.com',
        role: 'user',
        joinedAt: '2026-01-01T09:00:00.000Z',
        // $29.99 + $59.99 less the $20.00 refunded; the pending order counts for nothing.
        paidOrders: 2,
        spent: 69.98,
        lastPurchaseAt: '2026-03-05T10:00:00.000Z',
        closed: false,
      },
    ]);
  });

  it('sorts by last purchase or by when the account was made, either way', async () => {
    expect(await names('?_sort=lastPurchaseAt&_order=asc')).toEqual(['Maya Rivers', 'Lee Park', 'Kai Loop']);
    expect(await names('?_sort=joinedAt&_order=desc')).toEqual(['Lee Park', 'Kai Loop', 'Maya Rivers']);
    expect(await names('?_sort=joinedAt&_order=ASC')).toEqual(['Maya Rivers', 'Kai Loop', 'Lee Park']);
    const joined = await list('?_sort=joinedAt');
    // Sorted another way, the same figures.
    expect(joined.body.data.find((customer) => customer.id === ids.maya)).toMatchObject({
      paidOrders: 2,
      spent: 69.98,
      lastPurchaseAt: '2026-03-05T10:00:00.000Z',
    });
    expect(joined.res.headers.get('x-total-count')).toBe('3');
  });

  it('sorts by what each spent, either way', async () => {
    expect(await names('?_sort=spent')).toEqual(['Maya Rivers', 'Lee Park', 'Kai Loop']);
    expect(await names('?_sort=spent&_order=asc')).toEqual(['Kai Loop', 'Lee Park', 'Maya Rivers']);
    expect(await names('?_sort=spent&q=example.com')).toEqual(['Maya Rivers', 'Kai Loop']);
  });

  it('follows the orders as they change: a payment, a refund, a paid order deleted', async () => {
    // Noah's pending order is paid: he is the newest buyer.
    await completeOrder(
      db(),
      changing.noahPending,
      { captureId: 'CAPTURE-NOAH', payerEmail: null, payerId: null },
      at('2026-03-25T10:00:00Z'),
    );
    const paid = await list();
    expect(paid.res.headers.get('x-total-count')).toBe('4');
    expect(paid.body.data[0]).toMatchObject({
      name: 'Noah Pending',
      paidOrders: 1,
      spent: 29.99,
      lastPurchaseAt: '2026-03-25T10:00:00.000Z',
    });

    // PayPal gives back Lee's first order whole: still two orders, $5.00 spent.
    await refundOrder(db(), changing.leeFirst, { refunded: 999, captureId: null }, at('2026-03-26T10:00:00Z'));
    expect(await names('?_sort=spent')).toEqual(['Maya Rivers', 'Noah Pending', 'Lee Park', 'Kai Loop']);
    expect((await list('?q=lee')).body.data[0]).toMatchObject({ paidOrders: 2, spent: 5 });

    // Maya's newer order deleted: her last purchase is the one before.
    await db().delete(orderItems).where(eq(orderItems.orderId, changing.mayaRefunded));
    await db().delete(orders).where(eq(orders.id, changing.mayaRefunded));
    expect((await list('?q=maya')).body.data[0]).toMatchObject({
      paidOrders: 1,
      spent: 29.99,
      lastPurchaseAt: '2026-03-02T10:00:00.000Z',
    });

    // Whatever happened, each row is its buyer's paid orders summed.
    const summed = await db().all<{ user_id: string; n: number; spent: number; last: number }>(
      sql`SELECT user_id, count(*) AS n, sum(total - refund_total) AS spent, max(completed_at) AS last FROM orders
          WHERE completed_at IS NOT NULL AND status IN ('completed', 'refunded') GROUP BY user_id ORDER BY user_id`,
    );
    const kept = await db().select().from(customerTotals).orderBy(customerTotals.userId);
    expect(kept.map((row) => [row.userId, row.paidOrders, row.spent, row.lastPurchaseAt])).toEqual(
      summed.map((row) => [row.user_id, row.n, row.spent, row.last]),
    );
  });

  it('searches part of the name or e-mail, any case, and counts the matches', async () => {
    expect(await names('?q=MAYA')).toEqual(['Maya Rivers']);
    expect(await names('?q=kai@')).toEqual(['Kai Loop']);
    expect(await names('?q=  park  ')).toEqual(['Lee Park']);
    const example = await list('?q=example.com');
    expect(example.body.data.map((customer) => customer.name)).toEqual(['Kai Loop', 'Maya Rivers']);
    expect(example.res.headers.get('x-total-count')).toBe('2');
    expect(await names('?q=example&_order=asc')).toEqual(['Maya Rivers', 'Lee Park', 'Kai Loop']);
    expect(await names('?q=example.com&_sort=joinedAt&_order=asc')).toEqual(['Maya Rivers', 'Kai Loop']);
    // Accounts that never paid are not found by name either.
    const noah = await list('?q=noah');
    expect(noah.body.data).toEqual([]);
    expect(noah.res.headers.get('x-total-count')).toBe('0');
    // No LIKE pattern: % and _ are themselves.
    expect(await names('?q=%25')).toEqual([]);
  });

  it('pages as the other lists do: _start to _end, the total of every match', async () => {
    const second = await list('?_start=1&_end=2');
    expect(second.body.data.map((customer) => customer.name)).toEqual(['Lee Park']);
    expect(second.res.headers.get('x-total-count')).toBe('3');
    expect(await names('?_start=2&_end=10')).toEqual(['Maya Rivers']);
    expect(await names('?_start=3&_end=10')).toEqual([]);
    expect(await names('?_start=1&_end=3&_sort=joinedAt')).toEqual(['Kai Loop', 'Maya Rivers']);
  });

  it.each([
    ['a sort by something else', '_sort=paidOrders'],
    ['a sort of another list', '_sort=total'],
    ['an order that is not asc or desc', '_order=up'],
    ['a start that is no number', '_start=abc'],
    ['an end that is not whole', '_end=1.5'],
    ['a search over its limit', `q=${'x'.repeat(ADMIN_SEARCH_MAX_LENGTH + 1)}`],
  ])('answers %s with 400, as the other lists do', async (_, query) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it('refuses anonymous visitors (401) and customers (403)', async () => {
    expect((await getJson('/api/customers?accounts=all')).status).toBe(401);
    expect(
      (await fetchRaw('/api/customers?accounts=all', { headers: { cookie: await customerCookie() } })).status,
    ).toBe(403);
    const anonymous = await getJson<{ message: string }>('/api/customers');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.unauthorized);
    const customer = await fetchRaw('/api/customers', { headers: { cookie: await customerCookie() } });
    expect(customer.status).toBe(403);
    // A bad query from someone who may not ask is refused for who they are, not what they sent.
    expect((await getJson('/api/customers?_sort=paidOrders')).status).toBe(401);
  });
});

describe('GET /api/customers?accounts=all', () => {
  const everyone = (query = '') => list(`?accounts=all${query}`);
  const everyName = async (query = '') => (await everyone(query)).body.data.map((account) => account.name);

  it('lists every account, those that never paid with no orders, nothing spent and no last purchase', async () => {
    const { status, body, res } = await everyone('&_sort=joinedAt');
    expect(status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('7');
    expect(body.data.map((account) => account.name)).toEqual([
      'Ada Admin',
      'Ari Artist',
      'Zoe None',
      'Noah Pending',
      'Lee Park',
      'Kai Loop',
      'Maya Rivers',
    ]);
    // Noah's pending and expired orders were never paid.
    expect(body.data.find((account) => account.id === ids.noah)).toEqual({
      id: ids.noah,
      name: 'Noah Pending',
      email: 'noah@example.com',
      role: 'user',
      joinedAt: '2026-03-02T09:00:00.000Z',
      paidOrders: 0,
      spent: 0,
      lastPurchaseAt: null,
      closed: false,
    });
    // The buyers keep their figures; the admin is said to be one (the list offers no Close for it).
    expect(body.data.find((account) => account.id === ids.maya)).toMatchObject({ paidOrders: 2, spent: 69.98 });
    expect(body.data.find((account) => account.id === ids.admin)).toMatchObject({ role: 'admin', paidOrders: 0 });
    expect(await everyName('&_sort=joinedAt&_order=asc')).toEqual([
      'Maya Rivers',
      'Kai Loop',
      'Lee Park',
      'Noah Pending',
      'Zoe None',
      'Ari Artist',
      'Ada Admin',
    ]);
  });

  it('sorted by purchase, lists the buyers first and then who never paid, newest joined first; the other way round ascending', async () => {
    const newest = ['Kai Loop', 'Lee Park', 'Maya Rivers', 'Ada Admin', 'Ari Artist', 'Zoe None', 'Noah Pending'];
    expect(await everyName()).toEqual(newest);
    expect(await everyName('&_sort=lastPurchaseAt&_order=asc')).toEqual([
      'Noah Pending',
      'Zoe None',
      'Ari Artist',
      'Ada Admin',
      'Maya Rivers',
      'Lee Park',
      'Kai Loop',
    ]);
    expect(await everyName('&_sort=spent')).toEqual([
      'Maya Rivers',
      'Lee Park',
      'Kai Loop',
      'Ada Admin',
      'Ari Artist',
      'Zoe None',
      'Noah Pending',
    ]);
    expect((await everyone()).res.headers.get('x-total-count')).toBe('7');

    // Any page is the same rows as the whole list, across the seam or not, in every order.
    for (const sort of ['&_sort=lastPurchaseAt', '&_sort=lastPurchaseAt&_order=asc', '&_sort=spent&_order=asc']) {
      const whole = await everyName(`${sort}&_start=0&_end=20`);
      for (const [start, end] of [
        [0, 3],
        [2, 5],
        [3, 4],
        [4, 7],
        [5, 20],
        [7, 9],
      ] as const) {
        const page = await everyone(`${sort}&_start=${start}&_end=${end}`);
        expect(page.body.data.map((account) => account.name)).toEqual(whole.slice(start, end));
        expect(page.res.headers.get('x-total-count')).toBe('7');
      }
    }
  });

  it('finds an account that never paid by name or e-mail, and counts the matches', async () => {
    const noah = await everyone('&q=NOAH');
    expect(noah.body.data.map((account) => account.name)).toEqual(['Noah Pending']);
    expect(noah.res.headers.get('x-total-count')).toBe('1');
    // Buyers and not: every address but Lee's is at example.com.
    const example = await everyone('&q=example.com');
    expect(example.body.data.map((account) => account.name)).toEqual([
      'Kai Loop',
      'Maya Rivers',
      'Ada Admin',
      'Ari Artist',
      'Zoe None',
      'Noah Pending',
    ]);
    expect(example.res.headers.get('x-total-count')).toBe('6');
    expect(await everyName('&q=example.com&_start=1&_end=3')).toEqual(['Maya Rivers', 'Ada Admin']);
    expect(await everyName('&q=nobody-here')).toEqual([]);
  });

  it('counts a buyer whose paid orders were all deleted as one who never paid', async () => {
    await db().delete(orders).where(eq(orders.userId, ids.lee));
    expect(await names('?q=lee')).toEqual([]);
    const lee = (await everyone('&q=lee')).body.data[0];
    expect(lee).toMatchObject({ name: 'Lee Park', paidOrders: 0, spent: 0, lastPurchaseAt: null });
    expect(await everyName()).toEqual([
      'Kai Loop',
      'Maya Rivers',
      'Ada Admin',
      'Ari Artist',
      'Zoe None',
      'Noah Pending',
      'Lee Park',
    ]);
  });

  it("lists an account the owner closed for someone who never paid, closed, with no one's name", async () => {
    const closed = await asAdmin(admin, `/api/customers/${ids.zoe}`, { method: 'DELETE' });
    expect(closed.status).toBe(204);
    const all = (await everyone('&_sort=joinedAt')).body.data;
    expect(all.find((account) => account.id === ids.zoe)).toMatchObject({
      name: 'Deleted account',
      email: `deleted-${ids.zoe}@deleted.invalid`,
      closed: true,
    });
    expect(all.some((account) => account.email === 'zoe@example.com')).toBe(false);
  });

  it('answers a list of anyone else with 400', async () => {
    const { status, body } = await list('?accounts=everyone');
    expect(status).toBe(400);
    expect(body.message).toContain('accounts must be one of buyers, all');
  });
});
