import { AUTH_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requireAdmin, requireUser } from '../../src/auth/guards.ts';
import { sessionMiddleware } from '../../src/auth/middleware.ts';
import { BROWSER_SESSION_MS, PERSISTENT_SESSION_MS } from '../../src/auth/sessions.ts';
import { authSessions } from '../../src/db/schema.ts';
import type { AppContext } from '../../src/env.ts';
import { handleError } from '../../src/http/errors.ts';
import {
  env,
  login,
  makeAccount,
  me,
  PASSWORD,
  postJson,
  register,
  registrationForm,
  sessionCookieOf,
  tokenIn,
} from './auth-fixtures.ts';
import { db } from './fixtures.ts';

const DAY = 86_400_000;

async function sessionRow(token: string) {
  const [row] = await db()
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, token.split('.')[0] ?? ''));
  return row;
}

async function moveExpiry(token: string, expiresAt: number) {
  await db()
    .update(authSessions)
    .set({ expiresAt })
    .where(eq(authSessions.id, token.split('.')[0] ?? ''));
}

describe('sessions', () => {
  it("expire on the server after a day without 'Remember me', after 30 days with it", async () => {
    const account = await makeAccount();
    const now = Date.now();
    const plain = await login(account.email);
    const remembered = await login(account.email, PASSWORD, true);
    const plainRow = await sessionRow(tokenIn(plain.body));
    const rememberedRow = await sessionRow(tokenIn(remembered.body));
    expect(plainRow?.persistent).toBe(false);
    expect(rememberedRow?.persistent).toBe(true);
    expect((plainRow?.expiresAt ?? 0) - now).toBeGreaterThan(BROWSER_SESSION_MS - 5000);
    expect((plainRow?.expiresAt ?? 0) - now).toBeLessThanOrEqual(BROWSER_SESSION_MS + 5000);
    expect((rememberedRow?.expiresAt ?? 0) - now).toBeGreaterThan(PERSISTENT_SESSION_MS - 5000);
  });

  it('an expired session is refused (401) and removed, and its cookie cleared', async () => {
    const account = await makeAccount();
    const { body, cookie } = await login(account.email, PASSWORD, true);
    await moveExpiry(tokenIn(body), Date.now() - 1);
    const res = await me({ cookie: cookie?.pair ?? '' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
    expect(sessionCookieOf(res.res)?.line).toMatch(/^store_session=; .*Max-Age=0/);
    expect(await sessionRow(tokenIn(body))).toBeUndefined();
  });

  it('slides: a session used in the second half of its life is renewed, and its cookie sent again', async () => {
    const account = await makeAccount();
    const { body, cookie } = await login(account.email, PASSWORD, true);
    const soon = Date.now() + 10 * DAY;
    await moveExpiry(tokenIn(body), soon);
    const res = await me({ cookie: cookie?.pair ?? '' });
    expect(res.status).toBe(200);
    const row = await sessionRow(tokenIn(body));
    expect(row?.expiresAt).toBeGreaterThan(Date.now() + PERSISTENT_SESSION_MS - 5000);
    const renewed = sessionCookieOf(res.res);
    expect(renewed?.pair).toBe(cookie?.pair);
    expect(Number(/Max-Age=(\d+)/.exec(renewed?.line ?? '')?.[1])).toBeGreaterThan(29 * 86_400);
  });

  it('does not touch a session used in the first half of its life', async () => {
    const account = await makeAccount();
    const { body, cookie } = await login(account.email, PASSWORD, true);
    const before = await sessionRow(tokenIn(body));
    const res = await me({ cookie: cookie?.pair ?? '' });
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res.res)).toBeNull();
    expect((await sessionRow(tokenIn(body)))?.expiresAt).toBe(before?.expiresAt);
  });

  it('a browser session slides on the server without a cookie lifetime', async () => {
    const account = await makeAccount();
    const { body, cookie } = await login(account.email);
    await moveExpiry(tokenIn(body), Date.now() + DAY / 4);
    const res = await me({ cookie: cookie?.pair ?? '' });
    expect(res.status).toBe(200);
    expect((await sessionRow(tokenIn(body)))?.expiresAt).toBeGreaterThan(Date.now() + DAY - 5000);
    expect(sessionCookieOf(res.res)).toBeNull();
  });

  it('refuses a token whose secret is wrong, and malformed tokens', async () => {
    const account = await makeAccount();
    const { body } = await login(account.email);
    const [id] = tokenIn(body).split('.');
    for (const token of [`${id}.${'a'.repeat(24)}`, `${id}`, `${tokenIn(body)}.x`, 'garbage', '']) {
      expect((await me({ authorization: `Bearer ${token}` })).status, token).toBe(401);
      expect((await me({ cookie: `store_session=${token}` })).status, token).toBe(401);
    }
    expect((await me({ authorization: `Bearer ${tokenIn(body)}` })).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses unsafe methods a browser marks as cross-site or same-site (403) and changes nothing', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await register(registrationForm(), { 'sec-fetch-site': site });
      expect(res.status, site).toBe(403);
      expect(res.body.message).toBe(AUTH_MESSAGES.crossSite);
    }
    const account = await makeAccount();
    const { cookie } = await login(account.email);
    const out = await postJson('/api/users/logout', {}, { cookie: cookie?.pair ?? '', 'sec-fetch-site': 'cross-site' });
    expect(out.status).toBe(403);
    expect((await me({ cookie: cookie?.pair ?? '' })).status).toBe(200);
  });

  it('refuses a foreign Origin when Sec-Fetch-Site is absent', async () => {
    const res = await register(registrationForm(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const nullOrigin = await register(registrationForm(), { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
  });

  it('accepts same-origin browser requests and clients that are not browsers', async () => {
    expect((await register(registrationForm(), { 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await register(registrationForm(), { origin: 'http://store.test' })).status).toBe(201);
    expect((await register(registrationForm())).status).toBe(201);
  });

  it('lets safe methods through from anywhere', async () => {
    const account = await makeAccount();
    const { cookie } = await login(account.email);
    expect((await me({ cookie: cookie?.pair ?? '', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });
});

describe('route guards', () => {
  const guarded = new Hono<AppContext>()
    .use('*', sessionMiddleware)
    .get('/api/signed-in', requireUser, (c) => c.json({ id: c.var.user.id }))
    .get('/api/admin', requireAdmin, (c) => c.json({ id: c.var.user.id }))
    .onError(handleError);
  const call = (path: string, cookie = '') =>
    guarded.request(`http://store.test${path}`, { headers: cookie ? { cookie } : {} }, env);

  it('requireUser: 401 anonymous, the user otherwise', async () => {
    const anonymous = await call('/api/signed-in');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.unauthorized });
    const account = await makeAccount();
    const { cookie } = await login(account.email);
    const res = await call('/api/signed-in', cookie?.pair);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: account.id });
  });

  it('requireAdmin: 401 anonymous, 403 for a user, the admin otherwise', async () => {
    expect((await call('/api/admin')).status).toBe(401);
    const user = await makeAccount();
    const userCookie = (await login(user.email)).cookie?.pair;
    const forbidden = await call('/api/admin', userCookie);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    const admin = await makeAccount({ role: 'admin' });
    const adminCookie = (await login(admin.email)).cookie?.pair;
    expect((await call('/api/admin', adminCookie)).status).toBe(200);
  });
});
