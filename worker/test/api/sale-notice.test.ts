/**
 * The owners hear of each sale: every admin gets one mail per completed order, whichever way it
 * completed and however often PayPal says so, and none for a payment the store did not record.
 * An admin who turned 'Mail me each sale' off gets none, and still gets the store's other mails;
 * the store's own switch off mails no admin at all.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifyOwners } from '../../src/contact/contact-mail.ts';
import { adminMailSettings, mailOutbox, storeSettings } from '../../src/db/schema.ts';
import { mailCompletedOrder } from '../../src/orders/completed-order-mails.ts';
import { STORE_NAME } from '../../src/store-identity.ts';
import { sendJson } from './admin-fixtures.ts';
import { makeAccount, signIn } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  commerceSetup,
  deliver,
  deliveriesOf,
  mailsTo,
  makeSellableSong,
  orderRow,
  type Plans,
  paypal,
  paypalOrderIdOf,
  returnFromPayPal,
  startCheckout,
} from './commerce-fixtures.ts';
import { db } from './fixtures.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;
let owners: { email: string }[];

/** The admin turns the sale mails off (or on) for themselves on the Settings page. */
async function chooseSaleMail(admin: { email: string }, saleMail: boolean): Promise<void> {
  const res = await sendJson(await signIn(admin.email), 'PUT', '/api/settings/me', { saleMail });
  expect(res.status).toBe(200);
}

/** The buyer pays at PayPal an amount other than the order's: a Store health alert, no sale. Its order's id. */
async function payNotMatchingItsOrder(): Promise<string> {
  const song = await makeSellableSong(artist);
  const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
  const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
  await paypal.approve(paypalOrderId, buyer.email);
  await paypal.addFault({ op: 'capture', effect: 'tamper-amount', match: { paypalOrderId } });
  await (await returnFromPayPal(paypalOrderId, buyer.cookie)).arrayBuffer();
  return started.body.orderId;
}

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
  owners = [await makeAccount({ name: 'Nova Beats', role: 'admin' }), await makeAccount({ role: 'admin' })];
});

describe("the owners' mail for each sale", () => {
  it('every admin gets what sold, at what price, the exclusive taken off sale, who paid and the way to the order', async () => {
    const lease = await makeSellableSong(artist, 'Midnight Static');
    const sold = await makeSellableSong(artist, 'Paper Lanterns');
    const { orderId } = await buy(buyer, [
      { songId: lease.id, licenseId: plans.basic },
      { songId: sold.id, licenseId: plans.exclusive },
    ]);
    expect((await orderRow(orderId))?.status).toBe('completed');

    for (const owner of owners) {
      const mails = await mailsTo(owner.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`${STORE_NAME}: New sale, $529.98 USD`);
      const text = mails[0]?.text ?? '';
      expect(text).toContain('Maya Rivers bought 2 licenses for $529.98 USD.');
      expect(text).toContain('- Midnight Static (Basic MP3 Lease): $29.99');
      expect(text).toContain('- Paper Lanterns (Exclusive Rights): $499.99\n  Exclusive: the track is off sale now.');
      expect(text).toContain('Total paid: $529.98 USD');
      expect(text).toContain(`See the order: http://store.test/admin/orders?q=${orderId}`);
      // Not the buyer's address: the order in the admin has it.
      expect(text).not.toContain(buyer.email);
    }
    // The buyer gets their receipt, and only that.
    const buyerMails = await mailsTo(buyer.email);
    expect(buyerMails.map((mail) => mail.subject)).toEqual([`Your ${STORE_NAME} receipt for order ${orderId}`]);
  });

  it("once per order: PayPal's webhook after the return mails nobody again", async () => {
    const song = await makeSellableSong(artist);
    const { orderId, paypalOrderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.premium }]);
    for (const delivery of await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.COMPLETED')) {
      expect((await deliver(delivery)).status).toBe(200);
    }
    expect((await orderRow(orderId))?.status).toBe('completed');
    for (const owner of owners) expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('a payment that does not match its order is no sale: the owners get the alert, not a sale mail', async () => {
    const orderId = await payNotMatchingItsOrder();

    expect((await orderRow(orderId))?.status).toBe('pending');
    for (const owner of owners) {
      const subjects = (await mailsTo(owner.email)).map((mail) => mail.subject);
      expect(subjects).toHaveLength(1);
      expect(subjects[0]).not.toContain('New sale');
    }
  });

  it('SALE_MAIL=off: the buyer still gets the receipt, the owners no sale mail', async () => {
    const song = await makeSellableSong(artist);
    const { orderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    await mailsTo(buyer.email);
    await db().delete(mailOutbox);

    await mailCompletedOrder({ ...env, SALE_MAIL: 'off' }, db(), orderId, 'http://store.test');
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    for (const owner of owners) expect(await mailsTo(owner.email, 0)).toHaveLength(0);
  });
});

describe("each admin's own choice of the sale mails", () => {
  beforeEach(async () => {
    await db().delete(storeSettings);
    await db().delete(adminMailSettings);
  });

  it('an admin who turned them off gets no sale mail; the other admin still does', async () => {
    const [owner, assistant] = owners as [{ email: string }, { email: string }];
    await chooseSaleMail(assistant, false);
    const song = await makeSellableSong(artist, 'Midnight Static');
    const { orderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    expect((await orderRow(orderId))?.status).toBe('completed');

    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toEqual([`${STORE_NAME}: New sale, $29.99 USD`]);
    expect(await mailsTo(assistant.email, 0)).toHaveLength(0);
    expect(await mailsTo(buyer.email)).toHaveLength(1);

    // Turned back on, the next sale reaches them (the same order, mailed again, stands in for it).
    await chooseSaleMail(assistant, true);
    await db().delete(mailOutbox);
    await mailCompletedOrder(env, db(), orderId, 'http://store.test');
    for (const admin of owners) expect(await mailsTo(admin.email)).toHaveLength(1);
  });

  it("the store's switch off mails no admin, those who kept theirs on included", async () => {
    const [owner, assistant] = owners as [{ email: string }, { email: string }];
    await chooseSaleMail(owner, true);
    await chooseSaleMail(assistant, false);
    const admin = await signIn(owner.email);
    expect((await sendJson(admin, 'PUT', '/api/settings', { saleMail: false, timeZone: 'UTC' })).status).toBe(200);

    const song = await makeSellableSong(artist);
    const { orderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    expect((await orderRow(orderId))?.status).toBe('completed');
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    for (const each of owners) expect(await mailsTo(each.email, 0)).toHaveLength(0);
  });

  it('only the sale mail: an admin who turned it off still gets Store health alerts and contact messages', async () => {
    const [owner, assistant] = owners as [{ email: string }, { email: string }];
    await chooseSaleMail(assistant, false);
    // A payment that does not match its order raises a Store health alert, mailed to every admin.
    await payNotMatchingItsOrder();
    for (const admin of [owner, assistant]) {
      const subjects = (await mailsTo(admin.email)).map((mail) => mail.subject);
      expect(subjects).toHaveLength(1);
      expect(subjects[0]).not.toContain('New sale');
    }

    await db().delete(mailOutbox);
    await notifyOwners(env, {
      firstName: 'Dee',
      lastName: 'Vocals',
      email: 'dee@example.com',
      phone: null,
      subject: 'Custom beat',
      message: 'Do you make custom beats?',
    });
    for (const admin of [owner, assistant]) {
      expect((await mailsTo(admin.email)).map((mail) => mail.subject)).toEqual(['Contact: Custom beat']);
    }
  });
});
