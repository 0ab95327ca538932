/**
 * The store's settings (admins): read as the deployment's variables say until the owner saves
 * them, checked before anything is stored, and applied where they count: the orders' day filters
 * (and the sales figures, by the same time zone) and the owners' mail of each sale. And each
 * admin's own choice of the sale mails (/api/settings/me), theirs alone.
 */

import { env } from 'cloudflare:test';
import {
  ADMIN_MAIL_SETTINGS_MESSAGES,
  type AdminMailSettings,
  STORE_SETTINGS_MESSAGES,
  type StoreSettings,
} from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminMailSettings, mailOutbox, storeSettings } from '../../src/db/schema.ts';
import { mailCompletedOrder } from '../../src/orders/completed-order-mails.ts';
import { adminCookie, asAdmin, customerCookie, makeOrder, sendJson } from './admin-fixtures.ts';
import { makeAccount, signIn } from './auth-fixtures.ts';
import { buy, commerceSetup, mailsTo, makeSellableSong } from './commerce-fixtures.ts';
import { db, getJson, makePlan, makeSong, makeUser } from './fixtures.ts';

let admin: string;

beforeEach(async () => {
  // The file's tests share one database: each starts before any save.
  await db().delete(storeSettings);
  await db().delete(adminMailSettings);
  admin = (await adminCookie()).cookie;
});

const read = () => asAdmin<StoreSettings>(admin, '/api/settings');
const save = (body: unknown) => sendJson<StoreSettings>(admin, 'PUT', '/api/settings', body);

describe('GET and PUT /api/settings', () => {
  it('are for admins only: 401 signed out, 403 for a customer, and a refused save stores nothing', async () => {
    expect((await getJson('/api/settings')).status).toBe(401);
    const customer = await customerCookie();
    expect((await getJson('/api/settings', { headers: { cookie: customer } })).status).toBe(403);
    const put = await getJson('/api/settings', {
      method: 'PUT',
      headers: { cookie: customer, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ saleMail: false, timeZone: 'Europe/Paris' }),
    });
    expect(put.status).toBe(403);
    expect(await db().select().from(storeSettings)).toEqual([]);
  });

  it("before a save, say what the deployment's variables say (sale mails on, UTC, in the tests)", async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ saleMail: true, timeZone: 'UTC' });
  });

  it('save both settings and read them back', async () => {
    const res = await save({ saleMail: false, timeZone: 'Pacific/Auckland' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ saleMail: false, timeZone: 'Pacific/Auckland' });
    expect((await read()).body.data).toEqual({ saleMail: false, timeZone: 'Pacific/Auckland' });
    // Saving again replaces the one row.
    await save({ saleMail: true, timeZone: 'America/Argentina/Buenos_Aires' });
    expect((await read()).body.data).toEqual({ saleMail: true, timeZone: 'America/Argentina/Buenos_Aires' });
    expect(await db().select().from(storeSettings)).toHaveLength(1);
  });

  it.each([
    ['a zone Intl does not know', { saleMail: true, timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a zone of other characters', { saleMail: true, timeZone: '../../etc/passwd' }, 'timeZone'],
    ['a zone too long', { saleMail: true, timeZone: `Europe/${'A'.repeat(200)}` }, 'timeZone'],
    ['no zone', { saleMail: true }, 'timeZone'],
    ['sale mail not a boolean', { saleMail: 'yes', timeZone: 'UTC' }, 'saleMail'],
  ])('refuse %s with 400 under its field, and store nothing', async (_, body, field) => {
    const res = await save(body);
    expect(res.status).toBe(400);
    const errors = (res.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(errors[field]?.[0]).toBe(
      field === 'timeZone' ? STORE_SETTINGS_MESSAGES.timeZone : STORE_SETTINGS_MESSAGES.saleMail,
    );
    expect(await db().select().from(storeSettings)).toEqual([]);
  });

  it('refuse a body that is not JSON (415) or over the limit (413)', async () => {
    const form = await asAdmin(admin, '/api/settings', {
      method: 'PUT',
      body: new URLSearchParams({ saleMail: 'false' }),
    });
    expect(form.status).toBe(415);
    const big = await save(JSON.stringify({ saleMail: true, timeZone: 'UTC', pad: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(await db().select().from(storeSettings)).toEqual([]);
  });
});

describe("GET and PUT /api/settings/me: the signed-in admin's own sale mails", () => {
  const readMine = (cookie: string) => asAdmin<AdminMailSettings>(cookie, '/api/settings/me');
  const saveMine = (cookie: string, body: unknown) =>
    sendJson<AdminMailSettings>(cookie, 'PUT', '/api/settings/me', body);

  it('are for admins only: 401 signed out, 403 for a customer, and a refused save stores nothing', async () => {
    expect((await getJson('/api/settings/me')).status).toBe(401);
    const signedOut = await getJson('/api/settings/me', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ saleMail: false }),
    });
    expect(signedOut.status).toBe(401);
    const customer = await customerCookie();
    expect((await readMine(customer)).status).toBe(403);
    expect((await saveMine(customer, { saleMail: false })).status).toBe(403);
    expect(await db().select().from(adminMailSettings)).toEqual([]);
  });

  it('before a choice, sale mails on, to the address of their own account', async () => {
    const account = await makeAccount({ role: 'admin', email: 'partner@example.com' });
    const res = await readMine(await signIn(account.email));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ saleMail: true, email: 'partner@example.com' });
  });

  it("save an admin's choice for them alone: another admin's stays as it was, the store's switch too", async () => {
    const owner = await makeAccount({ role: 'admin', email: 'owner@example.com' });
    const partner = await makeAccount({ role: 'admin', email: 'partner@example.com' });
    const [ownerCookie, partnerCookie] = [await signIn(owner.email), await signIn(partner.email)];

    const off = await saveMine(partnerCookie, { saleMail: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ saleMail: false, email: 'partner@example.com' });
    expect((await readMine(partnerCookie)).body.data.saleMail).toBe(false);
    expect((await readMine(ownerCookie)).body.data).toEqual({ saleMail: true, email: 'owner@example.com' });
    // The store-wide switch is not this one.
    expect((await read()).body.data.saleMail).toBe(true);
    expect(await db().select().from(storeSettings)).toEqual([]);

    // The owner's own choice leaves the partner's as it is; a body naming another account changes nothing of theirs.
    await saveMine(ownerCookie, { saleMail: false, userId: partner.id, email: partner.email });
    await saveMine(ownerCookie, { saleMail: true, userId: partner.id });
    expect((await readMine(ownerCookie)).body.data).toEqual({ saleMail: true, email: 'owner@example.com' });
    expect((await readMine(partnerCookie)).body.data).toEqual({ saleMail: false, email: 'partner@example.com' });

    // Saving again replaces the admin's one row.
    await saveMine(partnerCookie, { saleMail: true });
    expect((await readMine(partnerCookie)).body.data.saleMail).toBe(true);
    const rows = await db().select().from(adminMailSettings);
    expect(rows.map((row) => [row.userId, row.saleMail]).sort()).toEqual(
      [
        [owner.id, true],
        [partner.id, true],
      ].sort(),
    );
  });

  it.each([
    ['a string', { saleMail: 'false' }],
    ['a number', { saleMail: 0 }],
    ['null', { saleMail: null }],
    ['nothing', {}],
  ])('refuse a choice that is %s with 400 under saleMail, and store nothing', async (_, body) => {
    const res = await saveMine(admin, body);
    expect(res.status).toBe(400);
    const errors = (res.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(errors.saleMail?.[0]).toBe(ADMIN_MAIL_SETTINGS_MESSAGES.saleMail);
    expect(await db().select().from(adminMailSettings)).toEqual([]);
  });

  it('refuse a body that is not JSON (415) or over the limit (413)', async () => {
    const form = await asAdmin(admin, '/api/settings/me', {
      method: 'PUT',
      body: new URLSearchParams({ saleMail: 'false' }),
    });
    expect(form.status).toBe(415);
    const big = await saveMine(admin, JSON.stringify({ saleMail: false, pad: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(await db().select().from(adminMailSettings)).toEqual([]);
  });
});

describe('the settings where they apply', () => {
  it("the orders' day filters count days in the saved time zone", async () => {
    const artist = await makeUser();
    const song = await makeSong(artist, { title: 'Night Drive' });
    const plan = await makePlan({ name: 'Basic MP3 Lease' });
    const buyer = await makeUser({ name: 'Maya Rivers', email: 'maya@example.com' });
    const order = (iso: string) =>
      makeOrder({
        userId: buyer,
        createdAt: Date.parse(iso),
        lines: [{ songId: song, planId: plan, price: 2999, songTitle: 'Night Drive', planName: 'Basic MP3 Lease' }],
      });
    // 23:00 and 01:00 the next day in Auckland (UTC+13 in March); both March 2 in UTC.
    const evening = await order('2026-03-02T10:00:00Z');
    const night = await order('2026-03-02T12:00:00Z');
    const onMarch2 = async () =>
      (await asAdmin<{ id: string }[]>(admin, '/api/orders?from=2026-03-02&to=2026-03-02')).body.data
        .map((o) => o.id)
        .sort();

    expect(await onMarch2()).toEqual([evening, night].sort());
    await save({ saleMail: true, timeZone: 'Pacific/Auckland' });
    expect(await onMarch2()).toEqual([evening]);
  });

  it('with sale mails off the buyer still gets the receipt, the owners no sale mail', async () => {
    const { plans, artist, buyer } = await commerceSetup();
    const owner = await makeAccount({ role: 'admin' });
    await save({ saleMail: false, timeZone: 'UTC' });
    const song = await makeSellableSong(artist);
    const { orderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    expect(await mailsTo(owner.email, 0)).toHaveLength(0);

    // Switched back on, the next sale is mailed (the same order, mailed again, stands in for it).
    await db().delete(mailOutbox);
    await save({ saleMail: true, timeZone: 'UTC' });
    await mailCompletedOrder(env, db(), orderId, 'http://store.test');
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining('New sale')]);
  });
});
