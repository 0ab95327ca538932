/**
 * The buyer hears of each refund the store counts on their order, once, whichever way it came:
 * the owner's Refund (the whole payment back ends the licenses), PayPal's refund events (a part
 * leaves them; repeated or late events tell nobody twice), a chargeback, which the owner is
 * alerted to as well (theirs to answer at PayPal); a refund is no alert. A payment refunded before
 * the store recorded it is told as such: it never gave licenses.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAlerts } from '../../src/db/schema.ts';
import { STORE_NAME } from '../../src/store-identity.ts';
import { adminCookie, asAdmin } from './admin-fixtures.ts';
import { makeAccount } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  captureUnrecorded,
  commerceSetup,
  deliver,
  deliveriesOf,
  mailsTo,
  makeSellableSong,
  orderRow,
  type Plans,
  paypal,
  reconcileIn,
} from './commerce-fixtures.ts';
import { db } from './fixtures.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;

beforeEach(async () => {
  await db().delete(storeAlerts);
  ({ plans, artist, buyer } = await commerceSetup());
});

const refundSubject = (orderId: string) => `Your ${STORE_NAME} refund for order ${orderId}`;

/** The refund notices the buyer got for an order, once `expected` of them are in. */
async function notices(orderId: string, expected: number) {
  const mails = await mailsTo(buyer.email, expected + 1);
  return mails.filter((mail) => mail.subject === refundSubject(orderId));
}

async function bought(licenseId: number, title: string) {
  const song = await makeSellableSong(artist, title);
  const { orderId, paypalOrderId } = await buy(buyer, [{ songId: song.id, licenseId }]);
  const captureId = (await orderRow(orderId))?.paypalCaptureId ?? '';
  return { orderId, paypalOrderId, captureId };
}

describe("the buyer's refund notice", () => {
  it("the owner's Refund: the whole payment back, the licenses ended, the order named; told once", async () => {
    const { orderId, paypalOrderId } = await bought(plans.basic, 'Night Drive');
    const admin = (await adminCookie()).cookie;
    const refund = () => asAdmin(admin, `/api/orders/${orderId}/refund`, { method: 'POST' });
    expect((await refund()).status).toBe(200);

    const [notice, ...more] = await notices(orderId, 1);
    expect(more).toEqual([]);
    expect(notice?.to).toBe(buyer.email);
    const text = notice?.text ?? '';
    expect(text).toMatch(/^Hi Maya Rivers,\n/);
    expect(text).toContain(`${STORE_NAME} has refunded $29.99 USD of your order ${orderId} of `);
    expect(text).toContain('to the PayPal account you paid with.');
    expect(text).toContain('the licenses of this order have ended');
    expect(text).toContain('- Night Drive (Basic MP3 Lease): $29.99');
    expect(text).toContain('Your orders: http://store.test/order-history');
    expect(notice?.html).toContain('<li>Night Drive (Basic MP3 Lease): $29.99</li>');

    // PayPal's own event for it, and the owner asking again (409), tell the buyer nothing more.
    for (const event of await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED')) await deliver(event);
    expect((await refund()).status).toBe(409);
    expect(await notices(orderId, 2)).toHaveLength(1);
    // The owner made it: nothing to alert them to.
    expect(await db().select().from(storeAlerts)).toEqual([]);
  });

  it("PayPal's partial refunds: each one counted is told once, keeping the licenses, then the rest ends them", async () => {
    const { orderId, paypalOrderId, captureId } = await bought(plans.premium, 'Paper Lanterns');
    await paypal.refund(captureId, '10.00');
    await paypal.refund(captureId, '5.00');
    const [first, second] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    if (!first || !second) throw new Error('no refund events');
    // The later event first: its running total ($15.00) is one refund; the earlier one adds nothing.
    await deliver(second);
    await deliver(first);
    await deliver(second);
    const [goodwill, ...none] = await notices(orderId, 1);
    expect(none).toEqual([]);
    expect(goodwill?.text).toContain(`${STORE_NAME} has refunded $15.00 USD of your order ${orderId}`);
    expect(goodwill?.text).toContain(
      'In all $15.00 USD of the $59.99 USD you paid has been refunded. You keep the licenses of this order and their downloads.',
    );
    expect(goodwill?.text).not.toContain('have ended');

    await paypal.refund(captureId);
    const events = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    const last = events.at(-1);
    if (!last) throw new Error('no last refund event');
    await deliver(last);
    await deliver(last);
    const told = await notices(orderId, 2);
    expect(told).toHaveLength(2);
    const rest = told.find((mail) => mail.text.includes('$44.99 USD'));
    expect(rest?.text).toContain('the licenses of this order have ended');
  });

  it('a chargeback: the buyer is told the licenses ended, the owner is alerted to answer it, each once', async () => {
    const owner = await makeAccount({ role: 'admin' });
    const { orderId, paypalOrderId, captureId } = await bought(plans.basic, 'Low Tide');
    await paypal.reverse(captureId);
    const [reversal] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REVERSED');
    if (!reversal) throw new Error('no reversal event');
    for (let i = 0; i < 2; i++) expect((await deliver(reversal)).status).toBe(200);

    const [notice, ...more] = await notices(orderId, 1);
    expect(more).toEqual([]);
    expect(notice?.text).toContain(`${STORE_NAME} has refunded $29.99 USD of your order ${orderId}`);
    expect(notice?.text).toContain('the licenses of this order have ended');

    const alerts = await db().select().from(storeAlerts);
    expect(alerts).toMatchObject([{ kind: 'payment-reversed', orderId, count: 1, resolvedAt: null }]);
    expect(alerts[0]?.message).toContain(`PayPal reversed $29.99 USD of order ${orderId}`);
    expect(alerts[0]?.message).toContain("Resolution Center with the order's receipt");
    // The sale's mail, then the alert's, once.
    const mails = await mailsTo(owner.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${STORE_NAME}: New sale, $29.99 USD`,
      `${STORE_NAME}: A buyer reversed a payment (chargeback)`,
    ]);
  });

  it('a capture refunded before the store recorded it: the buyer is told it gave no licenses, not that they ended', async () => {
    const song = await makeSellableSong(artist, 'Glass Harbor');
    // The merchant refunds it at PayPal before anything records it; the reconciliation finds it refunded.
    const { orderId, captureId } = await captureUnrecorded(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    expect((await orderRow(orderId))?.status).toBe('pending');
    await paypal.refund(captureId);
    await reconcileIn(6);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundTotal: 2999 });

    const [notice, ...more] = await notices(orderId, 1);
    expect(more).toEqual([]);
    expect(notice?.text).toContain(`${STORE_NAME} has refunded $29.99 USD of your order ${orderId}`);
    expect(notice?.text).toContain(
      'The whole payment came back before the order was completed, so it gave no licenses: it has nothing to download',
    );
    expect(notice?.text).not.toContain('have ended');
  });
});
