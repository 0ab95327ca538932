/**
 * Races under load: bounded bursts of concurrent requests through the real Worker in workerd
 * (real D1, the PayPal stand-in), each ending with the books balanced against PayPal
 * (payments-audit.ts). One exclusive track, many buyers: one order, one charge. Every way a
 * payment gets recorded, at once: one order. One e-mail signing up many times at once: one
 * account. Likes and unlikes at once: exact counts. Rate limits under a burst: exactly their
 * allowance gets through.
 */
import { CONTACT_TOO_MANY, LINE_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { likes, orders, songs, users } from '../../src/db/schema.ts';
import { CHECKOUT_LIMIT } from '../../src/orders/start-checkout.ts';
import { fetchRaw, postJson, register, registrationForm } from '../api/auth-fixtures.ts';
import {
  deliver,
  deliveriesOf,
  mailsTo,
  makePlans,
  makeSellableSong,
  paypal,
  paypalOrderIdOf,
  reconcileIn,
  returnFromPayPal,
  startCheckout,
} from '../api/commerce-fixtures.ts';
import { db, getJson, makeUser } from '../api/fixtures.ts';
import { auditPayments, expectNoLineBoughtTwice } from './payments-audit.ts';
import { account } from './world.ts';

const BUYERS = 6;

async function store() {
  return { plans: await makePlans(), artist: await makeUser() };
}

describe('races', () => {
  it('many buyers check out one exclusive track at once: one holds it, one order, one charge', async () => {
    const { plans, artist } = await store();
    const song = await makeSellableSong(artist, 'One Of A Kind');
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => account(`Buyer ${i}`)));
    const line = [{ songId: song.id, licenseId: plans.exclusive }];

    const started = await Promise.all(buyers.map((buyer) => startCheckout(buyer, line)));
    const statuses = started.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 1);
    const winner = started.findIndex((answer) => answer.status === 201);
    const buyer = buyers[winner];
    if (!buyer) throw new Error('nobody holds the track');
    const paypalOrderId = paypalOrderIdOf(started[winner]?.body.approvalUrl ?? '');
    await paypal.approve(paypalOrderId, buyer.email);

    // The winner comes back (three tabs) while the others try again.
    const [backs, again] = await Promise.all([
      Promise.all([1, 2, 3].map(() => returnFromPayPal(paypalOrderId, buyer.cookie))),
      Promise.all(buyers.filter((b) => b !== buyer).map((other) => startCheckout(other, line))),
    ]);
    for (const back of backs) expect(back.headers.get('location')).toMatch(/^\/order-history\?purchased=/);
    for (const answer of again) expect(answer.status).toBe(409);
    const [sold] = await db().select().from(songs).where(eq(songs.id, song.id));
    expect(sold?.exclusiveOrderId).toBeTruthy();
    expect(
      await auditPayments(started.flatMap((a) => (a.status === 201 ? [paypalOrderIdOf(a.body.approvalUrl)] : []))),
    ).toEqual({ paid: 1, recorded: 1, lost: 0, doubled: 0 });
    await expectNoLineBoughtTwice();
  });

  it("every way a payment is recorded, at once (returns, the spec's call, the Cron, webhooks): one order", async () => {
    const { plans, artist } = await store();
    const buyer = await account('Maya Rivers');
    const song = await makeSellableSong(artist);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    expect(started.status).toBe(201);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);

    const saveOrder = () =>
      postJson('/api/payments/orders', { transactionId: paypalOrderId }, { cookie: buyer.cookie });
    await Promise.all([
      ...[1, 2, 3].map(() => returnFromPayPal(paypalOrderId, buyer.cookie)),
      saveOrder(),
      saveOrder(),
      reconcileIn(6),
    ]);
    // PayPal's deliveries of the capture, each sent three times at once, with one more return.
    const delivered = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED');
    expect(delivered.length).toBeGreaterThan(0);
    const answers = await Promise.all([
      ...delivered.flatMap((delivery) => [deliver(delivery), deliver(delivery), deliver(delivery)]),
      returnFromPayPal(paypalOrderId, buyer.cookie),
      saveOrder(),
    ]);
    for (const res of answers) expect(res.status).toBeLessThan(500);
    expect(await db().select().from(orders).where(eq(orders.status, 'completed'))).toHaveLength(1);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    expect(await auditPayments([paypalOrderId])).toEqual({ paid: 1, recorded: 1, lost: 0, doubled: 0 });
  });

  it('one e-mail signing up many times at once (and as look-alikes of itself) makes one account', async () => {
    const spellings = [
      'kai@example.com',
      'KAI@example.com',
      'ｋａｉ@example.com',
      ' kai@EXAMPLE.com ',
      'Kai@Example.Com',
    ];
    const answers = await Promise.all(
      [...spellings, ...spellings].map((email, i) => register(registrationForm({ email, name: `Kai ${i}` }))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The others: the address is taken, or this address has asked too often.
    for (const status of statuses.filter((s) => s !== 201)) expect([409, 429]).toContain(status);
    expect(await db().select().from(users).where(eq(users.email, 'kai@example.com'))).toHaveLength(1);
    expect(await db().select().from(users)).toHaveLength(1);
  });

  it('likes and unlikes at once keep the count exact', async () => {
    const { artist } = await store();
    const song = await makeSellableSong(artist);
    const fans = await Promise.all(Array.from({ length: 8 }, (_, i) => account(`Fan ${i}`)));
    const send = (method: string, cookie: string) =>
      fetchRaw(`/api/songs/${song.id}/like`, { method, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    // Everyone likes it twice at once; then half take it back while the other half like it again.
    await Promise.all(fans.flatMap((fan) => [send('POST', fan.cookie), send('POST', fan.cookie)]));
    await Promise.all(fans.map((fan, i) => send(i % 2 === 0 ? 'DELETE' : 'POST', fan.cookie)));
    const rows = await db().select().from(likes).where(eq(likes.songId, song.id));
    expect(rows).toHaveLength(fans.length / 2);
    const [row] = await db().select({ n: songs.likeCount }).from(songs).where(eq(songs.id, song.id));
    expect(row?.n).toBe(fans.length / 2);
    expect((await getJson<{ data: { likeCount: number } }>(`/api/songs/${song.id}`)).body.data.likeCount).toBe(
      fans.length / 2,
    );
  });
});

describe('rate limits under a burst', () => {
  it('contact messages: exactly the allowance gets through, the rest get 429 with Retry-After', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.23' };
    const message = (i: number) => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada${i}@example.com`,
      message: `Message ${i}`,
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postJson('/api/contact', message(i), headers)),
    );
    const through = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(through).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.body.message).toBe(CONTACT_TOO_MANY);
      expect(Number(answer.res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('checkouts: a buyer gets exactly the allowance of an hour, at once or not', async () => {
    const { plans, artist } = await store();
    const buyer = await account('Maya Rivers');
    const song = await makeSellableSong(artist);
    const burst = CHECKOUT_LIMIT.max + 4;
    const answers = await Promise.all(
      Array.from({ length: burst }, () => startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }])),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(CHECKOUT_LIMIT.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
  });

  it('sign-ups from one address: exactly the allowance of an hour', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.24' };
    const answers = await Promise.all(Array.from({ length: 34 }, () => register(registrationForm(), headers)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.body.message).toMatch(/^Too many attempts/);
  });
});

describe('a payment PayPal has not settled', () => {
  async function approvedPayment(
    buyer: Awaited<ReturnType<typeof account>>,
    line: { songId: number; licenseId: number }[],
  ) {
    const started = await startCheckout(buyer, line);
    expect(started.status).toBe(201);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    return paypalOrderId;
  }

  it.each([
    ['PayPal holds the capture as pending', 'pending'],
    ['the capture answer is lost', 'lose-answer'],
  ] as const)('is not paid twice: %s, the buyer tries to pay again', async (_, effect) => {
    const { plans, artist } = await store();
    const song = await makeSellableSong(artist, 'Night Drive');
    const buyer = await account('Maya Rivers');
    const line = [{ songId: song.id, licenseId: plans.basic }];
    const first = await approvedPayment(buyer, line);
    await paypal.addFault({ op: 'capture', effect, match: { paypalOrderId: first }, times: 1 });
    const back = await returnFromPayPal(first, buyer.cookie);
    expect(back.headers.get('location')).toMatch(/^\/check-out\?payment=(pending|capture-failed)$/);

    // Back at checkout, the cart still holds the track: it is not for sale to this buyer again yet.
    const quote = await postJson<{ lines: { status: string; message?: string }[] }>(
      '/api/checkout/quote',
      { items: line },
      { cookie: buyer.cookie },
    );
    expect(quote.body.lines[0]).toMatchObject({ status: 'paying', message: LINE_MESSAGES.paying('Night Drive') });
    const again = await startCheckout(buyer, line);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LINE_MESSAGES.paying('Night Drive'));

    // PayPal settles it; the webhook records it, once.
    const capture = (await paypal.order(first)).captures[0];
    if (capture?.status === 'PENDING') await paypal.complete(capture.id);
    for (const delivery of await deliveriesOf(first, 'PAYMENT.CAPTURE.COMPLETED')) await deliver(delivery);
    expect(await auditPayments([first])).toEqual({ paid: 1, recorded: 1, lost: 0, doubled: 0 });
    await expectNoLineBoughtTwice();
  });

  it('two approved payments of one buyer for the same track, returning at once: one charge', async () => {
    const { plans, artist } = await store();
    const song = await makeSellableSong(artist);
    const buyer = await account('Maya Rivers');
    const line = [{ songId: song.id, licenseId: plans.basic }];
    // Two tabs: both checked out and approved before either came back.
    const payments = [await approvedPayment(buyer, line), await approvedPayment(buyer, line)];
    await Promise.all(payments.map((id) => returnFromPayPal(id, buyer.cookie)));
    await reconcileIn(6);
    expect(await auditPayments(payments)).toEqual({ paid: 1, recorded: 1, lost: 0, doubled: 0 });
    await expectNoLineBoughtTwice();
  });
});
