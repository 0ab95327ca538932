/** An order's receipt (PDF): its buyer's and the admins', the order as paid, and each refund since. */
import { MyOrdersSchema, ORDER_ADMIN_MESSAGES, PAYMENT_MESSAGES } from '@beats/contract';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderRefunds } from '../../src/db/schema.ts';
import { pdfText } from '../pdf-text.ts';
import { fetchRaw, makeAccount, signIn } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  deliver,
  deliveriesOf,
  makeBuyer,
  makePlans,
  makeSellableSong,
  orderRow,
  paypal,
  startCheckout,
} from './commerce-fixtures.ts';
import { db, getAnswer, makeUser } from './fixtures.ts';

let plans: Awaited<ReturnType<typeof makePlans>>;
let buyer: Buyer;
let nightDrive: number;
let paperLanterns: number;

beforeEach(async () => {
  plans = await makePlans();
  buyer = await makeBuyer('Maya Rivers');
  const artist = await makeUser();
  nightDrive = (await makeSellableSong(artist, 'Night Drive')).id;
  paperLanterns = (await makeSellableSong(artist, 'Paper Lanterns')).id;
});

const receiptOf = (orderId: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetchRaw(`/api/downloads/orders/${orderId}/receipt`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

async function receiptText(orderId: string): Promise<string> {
  const res = await receiptOf(orderId, buyer.cookie);
  expect(res.status).toBe(200);
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).text;
}

/** Buys Premium of Night Drive and Basic of Paper Lanterns: $59.99 + $29.99. */
async function buyTwo() {
  const bought = await buy(buyer, [
    { songId: nightDrive, licenseId: plans.premium },
    { songId: paperLanterns, licenseId: plans.basic },
  ]);
  const row = await orderRow(bought.orderId);
  return { ...bought, captureId: row?.paypalCaptureId ?? '', completedAt: row?.completedAt ?? 0 };
}

/** PayPal refunds `value` dollars of the capture (all of it without), and tells the store. */
async function refund(paypalOrderId: string, captureId: string, value?: string) {
  await paypal.refund(captureId, value);
  const deliveries = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
  const latest = deliveries.at(-1);
  if (!latest) throw new Error('PayPal sent no refund event');
  expect((await deliver(latest)).status).toBe(200);
}

const longDate = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(ms));

describe('GET /api/downloads/orders/{orderId}/receipt', () => {
  it('gives the buyer the order as paid: seller, buyer, date, transaction, each license at its price, the total', async () => {
    const { orderId, captureId, completedAt } = await buyTwo();
    const history = await getAnswer(MyOrdersSchema, '/api/payments/orders/my-orders', {
      headers: { cookie: buyer.cookie },
    });
    expect(history.data?.orders[0]?.receiptUrl).toBe(`/api/downloads/orders/${orderId}/receipt`);

    const res = await receiptOf(orderId, buyer.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename="${STORE_IDENTITY.name} receipt ${orderId}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { text, title } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(title).toBe(`Receipt for order ${orderId}`);
    for (const fact of [
      'Receipt',
      `${STORE_IDENTITY.name} <${STORE_IDENTITY.email}>`,
      // The seller's postal address, as the store's identity gives it.
      ...STORE_IDENTITY.address,
      `Maya Rivers <${buyer.email}>`,
      orderId,
      longDate(completedAt),
      `PayPal, transaction ${captureId}`,
      'Night Drive (Premium WAV Lease)',
      '$59.99',
      'Paper Lanterns (Basic MP3 Lease)',
      '$29.99',
      'Total paid',
      '$89.98 USD',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).toMatch(/Status\s*Paid/);
    expect(text).not.toContain('Refunded on');
    // The same order gives the same file every time.
    const once = new Uint8Array(await (await receiptOf(orderId, buyer.cookie)).arrayBuffer());
    const twice = new Uint8Array(await (await receiptOf(orderId, buyer.cookie)).arrayBuffer());
    expect(twice).toEqual(once);
  });

  it("says which license was exclusive and what an upgrade's earlier purchase took off", async () => {
    await buy(buyer, [{ songId: paperLanterns, licenseId: plans.basic }]);
    const { orderId } = await buy(buyer, [
      { songId: paperLanterns, licenseId: plans.premium, upgrade: true },
      { songId: nightDrive, licenseId: plans.exclusive },
    ]);
    const text = await receiptText(orderId);
    expect(text).toContain('Paper Lanterns (Premium WAV Lease), Upgrade: $29.99 already paid');
    expect(text).toContain('Night Drive (Exclusive Rights), exclusive');
    expect(text).toContain('$30.00');
    expect(text).toContain('$529.99 USD');
  });

  it('lists each refund and what was paid in the end; a refunded order keeps its receipt', async () => {
    const { orderId, paypalOrderId, captureId } = await buyTwo();
    await refund(paypalOrderId, captureId, '10.00');
    const partly = await receiptText(orderId);
    expect(partly).toMatch(/Status\s*Partly refunded/);
    expect(partly).toContain(`Refunded on ${longDate(Date.now())}`);
    expect(partly).toContain('-$10.00');
    expect(partly).toContain('Paid after refunds');
    expect(partly).toContain('$79.98 USD');

    await refund(paypalOrderId, captureId);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded' });
    const refunded = await receiptText(orderId);
    expect(refunded).toMatch(/Status\s*Refunded/);
    expect(refunded).toContain('-$79.98');
    expect(refunded).toContain('$0.00 USD');

    // A refund the store knows only as the order's sum still shows, as one line.
    await db().delete(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const summed = await receiptText(orderId);
    expect(summed).toContain('-$89.98\nRefunded\n');
    expect(summed).not.toContain('Refunded on');
  });

  it("is nobody else's: 401 signed out, 404 for another buyer, an unknown or malformed id and an order never paid", async () => {
    const { orderId } = await buyTwo();
    expect((await receiptOf(orderId)).status).toBe(401);
    const someoneElse = await makeBuyer('Theo Park');
    const theirs = await receiptOf(orderId, someoneElse.cookie);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ message: PAYMENT_MESSAGES.orderNotFound });
    expect((await receiptOf('ord-unknown', buyer.cookie)).status).toBe(404);
    for (const bad of ['ord%20x', `${'a'.repeat(65)}`, 'ord_x']) {
      const res = await receiptOf(bad, buyer.cookie);
      expect(res.status, bad).toBe(404);
      expect(await res.json()).toMatchObject({ message: PAYMENT_MESSAGES.orderNotFound });
    }

    // At checkout, not paid yet: no receipt.
    const unpaid = await makeSellableSong(await makeUser(), 'Low Tide');
    const started = await startCheckout(buyer, [{ songId: unpaid.id, licenseId: plans.basic }]);
    expect(started.status).toBe(201);
    expect((await receiptOf(started.body.orderId, buyer.cookie)).status).toBe(404);
  });

  it('sends a browser opened on the link with nobody signed in to log in, then the order history', async () => {
    const { orderId } = await buyTwo();
    const opened = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const res = await receiptOf(orderId, undefined, opened);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/login?next=%2Forder-history');
  });
});

describe('GET /api/orders/{id}/receipt (admins)', () => {
  it("gives an admin the buyer's receipt of a paid order, and nothing for an unknown or unpaid one", async () => {
    const { orderId } = await buyTwo();
    const admin = await signIn((await makeAccount({ role: 'admin' })).email);
    const theirs = await fetchRaw(`/api/orders/${orderId}/receipt`, { headers: { cookie: admin } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await theirs.arrayBuffer())).toEqual(
      new Uint8Array(await (await receiptOf(orderId, buyer.cookie)).arrayBuffer()),
    );
    // The buyer's own route stays the buyer's: an admin gets what anyone else gets there.
    expect((await receiptOf(orderId, admin)).status).toBe(404);

    const unpaid = await makeSellableSong(await makeUser(), 'Low Tide');
    const started = await startCheckout(buyer, [{ songId: unpaid.id, licenseId: plans.basic }]);
    for (const id of [started.body.orderId, 'ord-aaaaaaaaaaaaaaaa', 'nothing']) {
      const res = await fetchRaw(`/api/orders/${id}/receipt`, { headers: { cookie: admin } });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ message: ORDER_ADMIN_MESSAGES.notFound });
    }
    // Customers are refused.
    expect((await fetchRaw(`/api/orders/${orderId}/receipt`, { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });
});
