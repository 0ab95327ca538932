/**
 * The owner closes a customer's account on their request (DELETE /api/customers/{id}): what the
 * customer's own Delete account removes goes, their paid order stays under 'Deleted account';
 * admin accounts, closed ones, unknown or malformed ids and non-admins change nothing.
 */
import { type AdminCustomer, AUTH_MESSAGES, CUSTOMER_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../src/db/schema.ts';
import { CLOSED_ACCOUNT_NAME, closedAccountEmail } from '../../src/users/close-account.ts';
import { adminCookie, asAdmin } from './admin-fixtures.ts';
import { makeAccount, me } from './auth-fixtures.ts';
import { type Buyer, buy, commerceSetup, makeSellableSong, orderRow, type Plans } from './commerce-fixtures.ts';
import { db } from './fixtures.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;
let admin: { cookie: string; id: string };

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
  admin = await adminCookie();
});

const close = (id: string, cookie = admin.cookie) => asAdmin(cookie, `/api/customers/${id}`, { method: 'DELETE' });

describe('DELETE /api/customers/{id}', () => {
  it("closes the account as its own Delete account would, and keeps its paid order under 'Deleted account'", async () => {
    const song = await makeSellableSong(artist);
    const { orderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);

    expect((await close(buyer.id)).status).toBe(204);
    const [account] = await db().select().from(users).where(eq(users.id, buyer.id));
    expect(account).toMatchObject({
      name: CLOSED_ACCOUNT_NAME,
      email: closedAccountEmail(buyer.id),
      phoneNumber: '',
      passwordHash: null,
    });
    // Signed out everywhere.
    expect(await db().select().from(authSessions).where(eq(authSessions.userId, buyer.id))).toEqual([]);
    expect((await me({ cookie: buyer.cookie })).status).toBe(401);
    // The order is the store's accounting: still paid, still theirs, listed under the closed name.
    expect((await orderRow(orderId))?.status).toBe('completed');
    const listed = await asAdmin<AdminCustomer[]>(admin.cookie, '/api/customers?_start=0&_end=50');
    const row = listed.body.data.find((customer) => customer.id === buyer.id);
    expect(row).toMatchObject({
      name: CLOSED_ACCOUNT_NAME,
      email: closedAccountEmail(buyer.id),
      paidOrders: 1,
      closed: true,
    });
    expect(JSON.stringify(listed.body)).not.toContain(buyer.email);

    // Once is enough.
    const again = await close(buyer.id);
    expect([again.status, again.body.message]).toEqual([409, CUSTOMER_MESSAGES.closedAlready]);
  });

  it('closes no admin account, and names no account for an unknown or malformed id', async () => {
    const other = await makeAccount({ role: 'admin' });
    for (const id of [other.id, admin.id]) {
      const refused = await close(id);
      expect([refused.status, refused.body.message]).toEqual([409, CUSTOMER_MESSAGES.adminAccount]);
    }
    const [kept] = await db().select({ email: users.email }).from(users).where(eq(users.id, other.id));
    expect(kept?.email).toBe(other.email);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x'.repeat(65), '%27%20OR%201%3D1', 'a_b']) {
      const missing = await close(id);
      expect([missing.status, missing.body.message]).toEqual([404, CUSTOMER_MESSAGES.notFound]);
    }
  });

  it('answers 401 signed out and 403 to a customer, and closes nothing', async () => {
    expect((await close(buyer.id, '')).status).toBe(401);
    const refused = await close(buyer.id, buyer.cookie);
    expect([refused.status, refused.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    const [account] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.id));
    expect(account?.email).toBe(buyer.email);
  });
});
