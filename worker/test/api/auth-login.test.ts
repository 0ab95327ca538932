import { AUTH_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/auth/login-throttle.ts';
import { hashPassword } from '../../src/auth/password.ts';
import { authSessions, users } from '../../src/db/schema.ts';
import { countRequest } from '../../src/http/rate-limit.ts';
import { login, makeAccount, me, PASSWORD, postJson, sessionCookieOf, tokenIn } from './auth-fixtures.ts';
import { db } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

const DAY_S = 86_400;

describe('POST /api/users/login', () => {
  it('signs in: the user, a Bearer token and an HttpOnly, SameSite=Lax session cookie that ends with the browser', async () => {
    const account = await makeAccount({ name: 'Kai Loop' });
    const { status, body, cookie } = await login(account.email.toUpperCase());
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: account.id, name: 'Kai Loop', email: account.email, role: 'user' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(tokenIn(body)).toMatch(/^[a-z2-9]{24}\.[a-z2-9]{24}$/);
    expect(cookie?.pair).toBe(`store_session=${tokenIn(body)}`);
    expect(cookie?.line).toMatch(/; HttpOnly/);
    expect(cookie?.line).toMatch(/; SameSite=Lax/);
    expect(cookie?.line).toMatch(/; Path=\//);
    // The test host is not localhost, so the cookie is Secure.
    expect(cookie?.line).toMatch(/; Secure/);
    expect(cookie?.line).not.toMatch(/Max-Age|Expires/);
  });

  it("keeps the cookie for 30 days with 'Remember me'", async () => {
    const account = await makeAccount();
    const { cookie } = await login(account.email, PASSWORD, true);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie?.line ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(30 * DAY_S - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * DAY_S);
  });

  it('stores only a SHA-256 of the session secret', async () => {
    const account = await makeAccount();
    const { body } = await login(account.email);
    const [id, secret] = tokenIn(body).split('.');
    const [row] = await db()
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, id ?? ''));
    expect(row?.userId).toBe(account.id);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(secret);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
    expect(row?.secretHash).toBe([...digest].map((b) => b.toString(16).padStart(2, '0')).join(''));
  });

  it('the cookie and the Bearer token both identify the user', async () => {
    const account = await makeAccount();
    const { body, cookie } = await login(account.email);
    expect((await me({ cookie: cookie?.pair ?? '' })).body.user?.id).toBe(account.id);
    expect((await me({ authorization: `Bearer ${tokenIn(body)}` })).body.user?.id).toBe(account.id);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const account = await makeAccount();
    const wrong = await login(account.email, 'not-the-password');
    const unknown = await login('nobody-here@example.com', PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: AUTH_MESSAGES.loginFailed });
      expect(answer.cookie).toBeNull();
    }
    expect(await db().select().from(authSessions)).toEqual([]);
  });

  it('refuses a password login to an account that only signs in with Google', async () => {
    const account = await makeAccount({ passwordHash: null });
    const { status, body } = await login(account.email, '');
    expect(status).toBe(400);
    expect((await login(account.email, 'anything')).status).toBe(401);
    expect(body.message).toBe(AUTH_MESSAGES.loginFieldsRequired);
  });

  it.each([
    [{ email: '', password: PASSWORD }, AUTH_MESSAGES.loginFieldsRequired],
    [{ email: 'kai@example.com', password: '' }, AUTH_MESSAGES.loginFieldsRequired],
    [{}, AUTH_MESSAGES.loginFieldsRequired],
    [{ email: 'kai@example', password: PASSWORD }, AUTH_MESSAGES.invalidEmail],
  ])('validates %j with the spec message (400)', async (body, message) => {
    const res = await postJson('/api/users/login', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await postJson('/api/users/login', '{nope');
    expect(res.status).toBe(400);
  });

  it('upgrades a hash made with weaker parameters at login', async () => {
    const weak = await hashPassword(PASSWORD);
    const parts = weak.split('$');
    // A stored hash that claims N=1024: verification uses the stored parameters.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from(parts[4] ?? '', 'base64');
    const key = scryptSync(PASSWORD.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, parts[4], key.toString('base64')].join('$');
    const account = await makeAccount({ passwordHash: old });
    expect((await login(account.email)).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, account.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
  });

  it('limits failed logins per e-mail (429), and a good password does not count', async () => {
    await clearOfWindowTurn();
    const account = await makeAccount();
    for (let i = 0; i < 3; i++) expect((await login(account.email)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(account.email, 'wrong-password')).status).toBe(401);
    const refused = await login(account.email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(refused.cookie).toBeNull();
  });

  it('limits failed logins per address across e-mails (429)', async () => {
    await clearOfWindowTurn();
    const headers = { 'cf-connecting-ip': '198.51.100.4' };
    // 49 earlier failures from this address (each login costs a full scrypt, so they are recorded directly).
    for (let i = 0; i < 49; i++) await countRequest(db(), LOGIN_LIMITS.perAddress, '198.51.100.4');
    expect((await login('guess@example.com', 'wrong-password', false, headers)).status).toBe(401);
    const account = await makeAccount();
    const refused = await login(account.email, PASSWORD, false, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);
    expect((await login(account.email, PASSWORD, false, { 'cf-connecting-ip': '198.51.100.5' })).status).toBe(200);
  });

  it("counts failed logins over an IPv6 client's whole /64, whatever address within it they come from", async () => {
    await clearOfWindowTurn();
    for (let i = 0; i < 50; i++) await countRequest(db(), LOGIN_LIMITS.perAddress, '2001:db8:9:9::/64');
    const account = await makeAccount();
    const refused = await login(account.email, PASSWORD, false, { 'cf-connecting-ip': '2001:db8:9:9:abcd::42' });
    expect(refused.status).toBe(429);
    expect((await login(account.email, PASSWORD, false, { 'cf-connecting-ip': '2001:db8:9:a::1' })).status).toBe(200);
  });

  it('replaces the session the browser already had', async () => {
    const account = await makeAccount();
    const first = await login(account.email);
    const second = await login(account.email, PASSWORD, false, { cookie: first.cookie?.pair ?? '' });
    expect(second.status).toBe(200);
    expect((await me({ cookie: first.cookie?.pair ?? '' })).status).toBe(401);
    expect((await me({ cookie: second.cookie?.pair ?? '' })).status).toBe(200);
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const account = await makeAccount();
    const { cookie, body } = await login(account.email);
    const out = await postJson('/api/users/logout', {}, { cookie: cookie?.pair ?? '' });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(AUTH_MESSAGES.loggedOut);
    expect(sessionCookieOf(out.res)?.line).toMatch(/^store_session=; .*Max-Age=0/);
    expect((await me({ cookie: cookie?.pair ?? '' })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${tokenIn(body)}` })).status).toBe(401);
    expect(await db().select().from(authSessions)).toEqual([]);
  });

  it('ends a Bearer session', async () => {
    const account = await makeAccount();
    const { body } = await login(account.email);
    const out = await postJson('/api/users/logout', {}, { authorization: `Bearer ${tokenIn(body)}` });
    expect(out.status).toBe(200);
    expect((await me({ authorization: `Bearer ${tokenIn(body)}` })).status).toBe(401);
  });

  it('answers 200 when nobody is signed in, and leaves other sessions alone', async () => {
    const account = await makeAccount();
    const { cookie } = await login(account.email);
    expect((await postJson('/api/users/logout', {})).status).toBe(200);
    expect((await me({ cookie: cookie?.pair ?? '' })).status).toBe(200);
  });
});
