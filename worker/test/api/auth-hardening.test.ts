import { AUTH_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { login, mailTo, makeAccount, PASSWORD, postJson, resetCodeFrom, signIn } from './auth-fixtures.ts';
import { getJson } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

const NEW_PASSWORD = 'brand-new-secret-9';

async function resetCodeFor(email: string): Promise<string> {
  expect((await postJson('/api/users/forgot-password', { email })).status).toBe(200);
  const mail = await mailTo(email);
  return resetCodeFrom(mail?.text ?? '');
}

describe('login limits', () => {
  it('counts attempts before checking them: parallel guesses cannot all slip under the limit', async () => {
    await clearOfWindowTurn();
    const account = await makeAccount();
    const guesses = await Promise.all(
      Array.from({ length: 14 }, () => postJson('/api/users/login', { email: account.email, password: 'wrong-guess' })),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('a password reset lifts the lock on the account', async () => {
    await clearOfWindowTurn();
    const account = await makeAccount();
    for (let i = 0; i < 11; i++) await postJson('/api/users/login', { email: account.email, password: 'wrong-guess' });
    expect((await login(account.email)).status).toBe(429);

    const oobCode = await resetCodeFor(account.email);
    const reset = await postJson('/api/users/reset-password', {
      oobCode,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('the Bearer token', () => {
  it('is not handed to browsers, which keep the session in the HttpOnly cookie', async () => {
    const account = await makeAccount();
    const { status, body, cookie } = await login(account.email, PASSWORD, false, { 'sec-fetch-site': 'same-origin' });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('token');
    expect(cookie?.pair).toMatch(/^store_session=.+/);
  });
});

describe('reset codes', () => {
  it('stop working once the password is changed on the account page', async () => {
    const account = await makeAccount();
    const oobCode = await resetCodeFor(account.email);
    const cookie = await signIn(account.email);
    const change = await getJson(`/api/users/${account.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    });
    expect(change.status).toBe(200);
    const reset = await postJson('/api/users/reset-password', {
      oobCode,
      password: 'another-one-1',
      confirmPassword: 'another-one-1',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('guessing is limited per address (429)', async () => {
    await clearOfWindowTurn();
    const headers = { 'cf-connecting-ip': '203.0.113.9' };
    const body = { oobCode: 'not-a-real-code', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < 30; i++) expect((await postJson('/api/users/reset-password', body, headers)).status).toBe(400);
    expect((await postJson('/api/users/reset-password', body, headers)).status).toBe(429);
  });
});
