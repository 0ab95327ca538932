import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { AUTH_MESSAGES } from '@beats/contract';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { authSessions, mailOutbox, passwordResetTokens, users } from '../../src/db/schema.ts';
import type { Env } from '../../src/env.ts';
import { devOutbox } from '../../src/routes/dev-outbox.ts';
import {
  env,
  fetchRaw,
  freshEmail,
  login,
  mailTo,
  makeAccount,
  me,
  PASSWORD,
  postJson,
  resetCodeFrom,
  tokenIn,
} from './auth-fixtures.ts';
import { db } from './fixtures.ts';
import worker from './test-worker.ts';
import { clearOfWindowTurn } from './window-turn.ts';

const NEW_PASSWORD = 'new-secret-42';

async function requestReset(email: string, headers: Record<string, string> = {}) {
  return postJson('/api/users/forgot-password', { email }, headers);
}

/** Asks for a reset link and returns the code from the mail. */
async function resetCode(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const mail = await mailTo(email);
  if (!mail) throw new Error('no reset mail');
  return resetCodeFrom(mail.text);
}

const reset = (oobCode: string, password = NEW_PASSWORD, confirmPassword = password) =>
  postJson('/api/users/reset-password', { oobCode, password, confirmPassword });

describe('POST /api/users/forgot-password', () => {
  it('mails a one-time link to /reset-password with an oobCode, storing only its hash, valid one hour', async () => {
    const account = await makeAccount({ name: 'Kai Loop' });
    const before = Date.now();
    const res = await requestReset(account.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.resetLinkSent });

    const mail = await mailTo(account.email);
    expect(mail?.subject).toBe(`Reset your ${STORE_IDENTITY.name} password`);
    expect(mail?.text).toContain('Hi Kai Loop,');
    expect(mail?.text).toMatch(/http:\/\/store\.test\/reset-password\?oobCode=[a-z2-9]{32}/);
    const code = resetCodeFrom(mail?.text ?? '');

    const [token] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
    expect(token?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token?.tokenHash).not.toContain(code);
    expect((token?.expiresAt ?? 0) - before).toBeGreaterThanOrEqual(3_600_000);
    expect((token?.expiresAt ?? 0) - Date.now()).toBeLessThanOrEqual(3_600_000);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const res = await requestReset('nobody-here@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db().select().from(mailOutbox)).toEqual([]);
    expect(await db().select().from(passwordResetTokens)).toEqual([]);
  });

  it.each([
    ['', AUTH_MESSAGES.emailRequired],
    ['not-an-email', AUTH_MESSAGES.invalidEmail],
  ])('validates the e-mail %j (400)', async (email, message) => {
    const res = await requestReset(email);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('in production without a mail API, answers 503 for every address alike', async () => {
    const account = await makeAccount();
    for (const email of [account.email, 'nobody-here@example.com']) {
      const res = await app.request(
        'http://store.test/api/users/forgot-password',
        { method: 'POST', body: JSON.stringify({ email }), headers: { 'content-type': 'application/json' } },
        { ...env, APP_ENV: 'production' },
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: AUTH_MESSAGES.resetLinkFailed });
    }
    expect(await db().select().from(passwordResetTokens)).toEqual([]);
  });

  it('limits reset mail per e-mail and per address (429), known or not', async () => {
    await clearOfWindowTurn();
    const account = await makeAccount();
    for (let i = 0; i < 5; i++) expect((await requestReset(account.email)).status).toBe(200);
    const refused = await requestReset(account.email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);

    const headers = { 'cf-connecting-ip': '192.0.2.44' };
    for (let i = 0; i < 20; i++) expect((await requestReset(freshEmail(), headers)).status).toBe(200);
    expect((await requestReset(freshEmail(), headers)).status).toBe(429);
  });
});

describe('POST /api/users/reset-password', () => {
  it('sets the new password: the old one stops working, the new one works', async () => {
    const account = await makeAccount();
    const code = await resetCode(account.email);
    const res = await reset(code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordReset });
    expect((await login(account.email, PASSWORD)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every session of the account', async () => {
    const account = await makeAccount();
    const browser = await login(account.email, PASSWORD, true);
    const phone = await login(account.email);
    const other = await makeAccount();
    const otherSession = await login(other.email);

    expect((await reset(await resetCode(account.email))).status).toBe(200);
    expect((await me({ cookie: browser.cookie?.pair ?? '' })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${tokenIn(phone.body)}` })).status).toBe(401);
    expect(await db().select().from(authSessions).where(eq(authSessions.userId, account.id))).toEqual([]);
    expect((await me({ cookie: otherSession.cookie?.pair ?? '' })).status).toBe(200);
  });

  it('a code works once', async () => {
    const account = await makeAccount();
    const code = await resetCode(account.email);
    expect((await reset(code)).status).toBe(200);
    const again = await reset(code, 'another-pass-9');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('using one code spends the other codes of the account', async () => {
    const account = await makeAccount();
    const first = await resetCode(account.email);
    await db().delete(mailOutbox);
    const second = await resetCode(account.email);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'another-pass-9')).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const account = await makeAccount();
    const code = await resetCode(account.email);
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(passwordResetTokens.userId, account.id));
    const res = await reset(code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong code', async () => {
    const account = await makeAccount();
    await resetCode(account.email);
    const res = await reset('abcdefghijkmnpqrstuvwxyz23456789');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('checks in the spec order: missing code, then mismatch, then length', async () => {
    const account = await makeAccount();
    const code = await resetCode(account.email);
    const missing = await reset('', 'abc', 'abd');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(AUTH_MESSAGES.resetCodeMissing);
    const mismatch = await reset(code, 'abc', 'abd');
    expect(mismatch.body.message).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(mismatch.body.errors).toMatchObject({ password: [AUTH_MESSAGES.passwordTooShort] });
    const short = await reset(code, 'abc', 'abc');
    expect(short.body.message).toBe(AUTH_MESSAGES.passwordTooShort);
    // None of these spent the code.
    expect((await reset(code)).status).toBe(200);
  });

  it('marks the e-mail as verified: the reset proved the mailbox', async () => {
    const account = await makeAccount({ emailVerified: false });
    expect((await reset(await resetCode(account.email))).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, account.id));
    expect(row?.emailVerified).toBe(true);
  });
});

describe('GET /dev/outbox', () => {
  it('lists sent mail with its links, newest first, escaped', async () => {
    const account = await makeAccount({ name: '<b>Kai</b>' });
    await requestReset(account.email);
    await mailTo(account.email);
    const res = await fetchRaw('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`Reset your ${STORE_IDENTITY.name} password`);
    expect(html).toContain(account.email);
    expect(html).toMatch(/<a href="http:\/\/store\.test\/reset-password\?oobCode=[a-z2-9]{32}">/);
    expect(html).toContain('&#60;b&#62;Kai&#60;/b&#62;');
    expect(html).not.toContain('<b>Kai</b>');
  });

  it('does not exist in production', async () => {
    const res = await devOutbox.request('/', {}, { ...env, APP_ENV: 'production' });
    expect(res.status).toBe(404);
  });

  it('answers 404 through the whole Worker when APP_ENV is production or missing, mail in it or not', async () => {
    const account = await makeAccount();
    await requestReset(account.email);
    await mailTo(account.email);
    for (const APP_ENV of ['production', undefined]) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request('https://store.test/dev/outbox'), { ...env, APP_ENV } as Env, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status, String(APP_ENV)).toBe(404);
      expect(await res.text()).not.toContain(account.email);
    }
  });
});
