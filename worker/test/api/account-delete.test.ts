/**
 * DELETE /api/users/{id}: a customer closes their own account. What identifies them goes, they
 * are signed out everywhere, their paid orders stay with the store, and nothing is closed for
 * anyone who cannot prove it is theirs.
 */
import { env } from 'cloudflare:test';
import { AUTH_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions.ts';
import {
  authSessions,
  customerTotals,
  exclusiveHolds,
  freeDownloads,
  oauthAccounts,
  orders,
  users,
} from '../../src/db/schema.ts';
import { markCaptureRequested } from '../../src/orders/order-state.ts';
import { closedAccountEmail } from '../../src/users/close-account.ts';
import {
  fetchRaw,
  login,
  makeAccount,
  me,
  PASSWORD,
  register,
  registrationForm,
  sessionCookieOf,
  signIn,
} from './auth-fixtures.ts';
import { type Buyer, buy, commerceSetup, makeSellableSong, type Plans, startCheckout } from './commerce-fixtures.ts';
import { db } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

let plans: Plans;
let artist: string;
let buyer: Buyer;

beforeEach(async () => {
  ({ plans, artist, buyer } = await commerceSetup());
});

function closeAccount(id: string, cookie: string, body: unknown) {
  return fetchRaw(`/api/users/${id}`, {
    method: 'DELETE',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('DELETE /api/users/{id}', () => {
  it("closes the buyer's account: signed out everywhere, nothing of them left, their paid orders kept", async () => {
    const song = await makeSellableSong(artist);
    const { orderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const otherDevice = await signIn(buyer.email);
    await db()
      .update(users)
      .set({ profileImageKey: 'avatars/closing.webp', phoneNumber: '+1 555 0123' })
      .where(eq(users.id, buyer.id));
    await env.MEDIA.put('avatars/closing.webp', new Uint8Array([1, 2, 3]));

    const res = await closeAccount(buyer.id, buyer.cookie, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.accountDeleted });
    // This browser's cookie is cleared; every session of the account is gone.
    expect(sessionCookieOf(res)?.line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await me({ cookie: buyer.cookie })).status).toBe(401);
    expect((await me({ cookie: otherDevice })).status).toBe(401);
    expect(await db().select().from(authSessions).where(eq(authSessions.userId, buyer.id))).toEqual([]);
    expect((await login(buyer.email)).status).toBe(401);

    expect(await userRow(buyer.id)).toMatchObject({
      name: 'Deleted account',
      email: closedAccountEmail(buyer.id),
      phoneNumber: '',
      passwordHash: null,
      profileImageKey: null,
    });
    expect(await env.MEDIA.head('avatars/closing.webp')).toBeNull();
    // The order is the store's accounting: kept, paid, and still counted in the owner's figures.
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'completed', userId: buyer.id, total: 2999 });
    const [totals] = await db().select().from(customerTotals).where(eq(customerTotals.userId, buyer.id));
    expect(totals).toMatchObject({ paidOrders: 1, spent: 2999 });

    // The address is free again: its owner can open a new account with it.
    const again = await register(registrationForm({ email: buyer.email }));
    expect(again.status).toBe(201);
  });

  it('asks for the password, and a wrong one changes nothing', async () => {
    const missing = await closeAccount(buyer.id, buyer.cookie, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: AUTH_MESSAGES.currentPasswordRequired,
      errors: { password: [AUTH_MESSAGES.currentPasswordRequired] },
    });
    const wrong = await closeAccount(buyer.id, buyer.cookie, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: AUTH_MESSAGES.currentPasswordWrong });
    const tooLong = await closeAccount(buyer.id, buyer.cookie, { password: 'x'.repeat(129) });
    expect(tooLong.status).toBe(400);
    expect(await userRow(buyer.id)).toMatchObject({ email: buyer.email, name: buyer.name });
    expect((await me({ cookie: buyer.cookie })).status).toBe(200);
  });

  it('stops guessing the password here as a password change does (429)', async () => {
    await clearOfWindowTurn();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push((await closeAccount(buyer.id, buyer.cookie, { password: `guess-${i}` })).status);
    }
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
    expect((await closeAccount(buyer.id, buyer.cookie, { password: PASSWORD })).status).toBe(429);
    expect(await userRow(buyer.id)).toMatchObject({ email: buyer.email });
  });

  it('an account that signs in with Google only confirms with its e-mail address, and loses its Google link', async () => {
    const account = await makeAccount({ passwordHash: null, email: 'lee.park@example.com', name: 'Lee Park' });
    await db().insert(oauthAccounts).values({ provider: 'google', providerUserId: 'google-lee', userId: account.id });
    const cookie = `store_session=${await sessionToken(account.id)}`;

    const none = await closeAccount(account.id, cookie, {});
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ errors: { email: [AUTH_MESSAGES.deleteEmailRequired] } });
    const wrong = await closeAccount(account.id, cookie, { email: 'someone@example.com' });
    expect(await wrong.json()).toMatchObject({ errors: { email: [AUTH_MESSAGES.deleteEmailWrong] } });
    expect((await userRow(account.id))?.email).toBe('lee.park@example.com');

    const res = await closeAccount(account.id, cookie, { email: '  Lee.Park@Example.com ' });
    expect(res.status).toBe(200);
    expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.id))).toEqual([]);
    expect((await userRow(account.id))?.name).toBe('Deleted account');
  });

  it("refuses someone else's account (403), an admin's (403) and a visitor signed out (401)", async () => {
    const other = await makeAccount({ name: 'Ola Other' });
    const intruder = await closeAccount(other.id, buyer.cookie, { password: PASSWORD });
    expect(intruder.status).toBe(403);
    const admin = await makeAccount({ role: 'admin' });
    const adminCookie = await signIn(admin.email);
    const own = await closeAccount(admin.id, adminCookie, { password: PASSWORD });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: AUTH_MESSAGES.adminCannotDelete });
    const signedOut = await fetchRaw(`/api/users/${buyer.id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(signedOut.status).toBe(401);
    for (const id of [other.id, admin.id, buyer.id]) expect((await userRow(id))?.name).not.toBe('Deleted account');
  });

  it('waits while PayPal is being asked for a payment (409); a checkout not paid is ended and its exclusive freed', async () => {
    const song = await makeSellableSong(artist);
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.exclusive }]);
    expect(started.status).toBe(201);
    const orderId = started.body.orderId;
    expect(await db().select().from(exclusiveHolds).where(eq(exclusiveHolds.orderId, orderId))).toHaveLength(1);

    await markCaptureRequested(db(), orderId);
    const waiting = await closeAccount(buyer.id, buyer.cookie, { password: PASSWORD });
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toEqual({ message: AUTH_MESSAGES.paymentBeingConfirmed });
    expect((await userRow(buyer.id))?.email).toBe(buyer.email);

    await db().update(orders).set({ captureRequestedAt: null }).where(eq(orders.id, orderId));
    expect((await closeAccount(buyer.id, buyer.cookie, { password: PASSWORD })).status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('expired');
    expect(await db().select().from(exclusiveHolds).where(eq(exclusiveHolds.orderId, orderId))).toEqual([]);
  });

  it('a free download asked for while signed in keeps its address for the owner, not the account', async () => {
    const song = await makeSellableSong(artist);
    const [asked] = await db()
      .insert(freeDownloads)
      .values({
        email: buyer.email,
        songId: song.id,
        userId: buyer.id,
        tokenHash: 'h'.repeat(64),
        expiresAt: Date.now(),
      })
      .returning();
    expect((await closeAccount(buyer.id, buyer.cookie, { password: PASSWORD })).status).toBe(200);
    const [row] = await db()
      .select()
      .from(freeDownloads)
      .where(eq(freeDownloads.id, asked?.id ?? 0));
    expect(row).toMatchObject({ email: buyer.email, userId: null });
  });
});

/** A session for an account that has no password to sign in with. */
async function sessionToken(userId: string): Promise<string> {
  return (await createSession(db(), userId, false)).token;
}
