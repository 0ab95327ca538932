import { type AdminOrder, BUYER_FILTER_MESSAGE } from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminCookie, asAdmin, makeOrder } from './admin-fixtures.ts';
import { fetchRaw } from './auth-fixtures.ts';
import { makePlan, makeSong, makeUser } from './fixtures.ts';

const at = (iso: string) => Date.parse(iso);

let admin: string;
let ids: { completed: string; refunded: string; pending: string; expired: string };

beforeEach(async () => {
  admin = (await adminCookie()).cookie;
  const artist = await makeUser();
  const song = await makeSong(artist, { title: 'Night Drive' });
  const plan = await makePlan({ name: 'Basic MP3 Lease' });
  const maya = await makeUser({ name: 'Maya Rivers', email: 'maya@example.com' });
  const kai = await makeUser({ name: 'Kai Loop', email: 'kai@example.com' });
  const line = (price: number, songTitle = 'Night Drive') => [
    { songId: song, planId: plan, price, songTitle, planName: 'Basic MP3 Lease' },
  ];
  ids = {
    completed: await makeOrder({
      userId: maya,
      createdAt: at('2026-03-02T10:00:00Z'),
      buyerName: 'Maya Rivers',
      buyerEmail: 'maya@example.com',
      paypalOrderId: '5O190127TN364715T',
      paypalCaptureId: '3C679366HH908993F',
      lines: line(2999),
    }),
    refunded: await makeOrder({
      userId: kai,
      status: 'refunded',
      createdAt: at('2026-03-10T10:00:00Z'),
      refundedAt: at('2026-03-12T10:00:00Z'),
      refundTotal: 5999,
      lines: line(5999, '=HYPERLINK("http://evil.example","Click")'),
    }),
    pending: await makeOrder({
      userId: maya,
      status: 'pending',
      createdAt: at('2026-03-20T10:00:00Z'),
      paypalCaptureId: null,
      lines: line(2999),
    }),
    expired: await makeOrder({
      userId: kai,
      status: 'expired',
      createdAt: at('2026-02-01T10:00:00Z'),
      paypalCaptureId: null,
      lines: line(2999),
    }),
  };
});

const list = (query = '') => asAdmin<AdminOrder[]>(admin, `/api/orders${query}`);
const csv = (query: string) => fetchRaw(`/api/orders/export${query}`, { headers: { cookie: admin } });

describe('GET /api/orders', () => {
  it('lists every order newest first with buyer, lines, amounts, status and PayPal ids', async () => {
    const { status, body, res } = await list('?_start=0&_end=10');
    expect(status).toBe(200);
    expect(body.data.map((o) => [o.id, o.status])).toEqual([
      [ids.pending, 'pending'],
      [ids.refunded, 'refunded'],
      [ids.completed, 'completed'],
      [ids.expired, 'expired'],
    ]);
    expect(res.headers.get('x-total-count')).toBe('4');
    expect(body.data[2]).toMatchObject({
      total: 29.99,
      refundTotal: 0,
      currency: 'USD',
      buyer: { name: 'Maya Rivers', email: 'maya@example.com' },
      paypalOrderId: '5O190127TN364715T',
      paypalCaptureId: '3C679366HH908993F',
      items: [{ songTitle: 'Night Drive', planName: 'Basic MP3 Lease', price: 29.99, exclusive: false }],
    });
    // Without the checkout's snapshot, the buyer is the account.
    expect(body.data[1]).toMatchObject({ buyer: { name: 'Kai Loop', email: 'kai@example.com' }, refundTotal: 59.99 });
  });

  it('filters by status, days and search, and sorts by total', async () => {
    expect((await list('?status=refunded')).body.data.map((o) => o.id)).toEqual([ids.refunded]);
    expect((await list('?from=2026-03-02&to=2026-03-10')).body.data.map((o) => o.id)).toEqual([
      ids.refunded,
      ids.completed,
    ]);
    expect((await list('?q=kai@')).body.data.map((o) => o.id)).toEqual([ids.refunded, ids.expired]);
    expect((await list('?q=3C679366HH908993F')).body.data.map((o) => o.id)).toEqual([ids.completed]);
    expect((await list('?_sort=total&_order=desc&_end=1')).body.data.map((o) => o.id)).toEqual([ids.refunded]);
  });

  it("filters by one buyer's e-mail exactly, any case, where the search takes a part of it", async () => {
    // An address that holds Maya's: the search finds it too, the buyer filter does not.
    const xmaya = await makeUser({ name: 'X Maya', email: 'xmaya@example.com' });
    const song = await makeSong(xmaya);
    const plan = await makePlan();
    const other = await makeOrder({
      userId: xmaya,
      createdAt: at('2026-03-05T10:00:00Z'),
      lines: [{ songId: song, planId: plan, price: 100 }],
    });
    expect((await list('?q=maya@example.com')).body.data.map((o) => o.id)).toEqual([ids.pending, other, ids.completed]);
    const maya = await list('?buyer=MAYA@Example.com');
    expect(maya.status).toBe(200);
    expect(maya.body.data.map((o) => o.id)).toEqual([ids.pending, ids.completed]);
    expect(maya.res.headers.get('x-total-count')).toBe('2');
    expect((await list('?buyer=maya@example.com&status=pending')).body.data.map((o) => o.id)).toEqual([ids.pending]);
    expect((await list('?buyer=nobody@example.com')).body.data).toEqual([]);
    // The CSV takes the same filter.
    const rows = (await (await csv('?buyer=maya@example.com')).text()).trimEnd().split('\r\n');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([ids.pending, ids.completed]);
  });

  it.each([
    'buyer=maya',
    'buyer=',
    `buyer=${'a'.repeat(250)}@example.com`,
    'buyer=maya%00@example.com',
    'buyer=maya@example.com%0Aother@example.com',
    'buyer=maya@',
    "buyer=maya@example.com'%20OR%201=1",
  ])('answers a malformed buyer (%s) with 400', async (query) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(BUYER_FILTER_MESSAGE);
    expect((await csv(`?${query}`)).status).toBe(400);
  });

  it.each(['status=paid', 'from=2026-13-01', 'to=tomorrow', '_sort=buyer'])(
    'answers a bad filter (%s) with 400',
    async (query) => {
      expect((await list(`?${query}`)).status).toBe(400);
    },
  );
});

describe('GET /api/orders/export', () => {
  it('exports the filtered list as CSV, defusing cells a spreadsheet would run', async () => {
    const res = await csv('?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await res.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Order,Created,Completed,Refunded,Status,Buyer,Buyer e-mail,Payer e-mail,Lines,Discounts,Total,Refunded amount,Currency,PayPal order,PayPal capture',
    );
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe(
      `${ids.completed},2026-03-02T10:00:00.000Z,2026-03-02T10:00:00.000Z,,completed,Maya Rivers,maya@example.com,,` +
        '"Night Drive (Basic MP3 Lease, $29.99)",,29.99,0.00,USD,5O190127TN364715T,3C679366HH908993F',
    );
    expect(rows[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") (Basic MP3 Lease, $59.99)"`);
  });

  it('exports every order, past the batches it reads', async () => {
    const buyer = await makeUser();
    const song = await makeSong(buyer);
    const plan = await makePlan();
    for (let i = 0; i < 230; i++) {
      await makeOrder({
        userId: buyer,
        status: 'expired',
        createdAt: at('2025-01-01T00:00:00Z') + i * 1000,
        lines: [{ songId: song, planId: plan, price: 100 }],
      });
    }
    const text = await (await csv('?status=expired')).text();
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + 231);
  });
});
