import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema.ts';
import { login, makeAccount, PASSWORD } from './auth-fixtures.ts';
import { db } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

const from = (address: string, cookie = '') => ({ 'cf-connecting-ip': address, ...(cookie ? { cookie } : {}) });

/** The `store_device` cookie a successful login hands this browser ('' when there is none). */
function deviceCookie(res: Response): string {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('store_device='));
  return line?.split(';')[0] ?? '';
}

describe('login throttling', () => {
  it('a password login marks the browser as known to the account: an HttpOnly cookie for the login call only', async () => {
    const account = await makeAccount();
    const { res } = await login(account.email, PASSWORD, false, from('198.51.100.9'));
    const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('store_device='));
    expect(line).toMatch(
      /^store_device=[a-z2-9]{24}; Path=\/api\/users\/login; HttpOnly; SameSite=Lax; Max-Age=31536000/,
    );
    // Signing in again from it keeps the same cookie.
    const again = await login(account.email, PASSWORD, false, from('198.51.100.9', deviceCookie(res)));
    expect(deviceCookie(again.res)).toBe(deviceCookie(res));
  });

  it("an attacker's failures from other addresses do not keep the owner out of a browser they signed in with", async () => {
    await clearOfWindowTurn();
    for (const role of ['user', 'admin'] as const) {
      const account = await makeAccount({ role });
      const owner = await login(account.email, PASSWORD, false, from('198.51.100.10'));
      expect(owner.status).toBe(200);
      const device = deviceCookie(owner.res);

      // Thirty guesses from thirty addresses: far past every per-account allowance.
      for (let i = 0; i < 30; i++) {
        const guess = await login(account.email, `guess-${i}`, false, from(`203.0.113.${i + 1}`));
        expect([401, 429]).toContain(guess.status);
      }
      // Another browser is slowed down for this account...
      expect((await login(account.email, PASSWORD, false, from('198.51.100.10'))).status).toBe(429);
      // ...the owner's known browser is not, from wherever it connects.
      expect((await login(account.email, PASSWORD, false, from('198.51.100.10', device))).status).toBe(200);
      expect((await login(account.email, PASSWORD, false, from('192.0.2.77', device))).status).toBe(200);
    }
  });

  it('a brute force from one address gets 429 after 10 failures, with Retry-After', async () => {
    await clearOfWindowTurn();
    const account = await makeAccount();
    for (let i = 0; i < 10; i++) {
      expect((await login(account.email, `guess-${i}`, false, from('203.0.113.50'))).status).toBe(401);
    }
    const refused = await login(account.email, 'guess-10', false, from('203.0.113.50'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.cookie).toBeNull();
  });

  it('a brute force spread over many addresses is slowed down by the account: 429 after 10 failures', async () => {
    await clearOfWindowTurn();
    const account = await makeAccount();
    for (let i = 0; i < 10; i++) {
      expect((await login(account.email, `guess-${i}`, false, from(`198.18.0.${i + 1}`))).status).toBe(401);
    }
    const refused = await login(account.email, 'guess-10', false, from('198.18.1.1'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(refused.res.headers.get('retry-after')).toBe('60');
  });

  it("a known browser's own failures do not slow the account down for other browsers", async () => {
    const account = await makeAccount();
    const device = deviceCookie((await login(account.email, PASSWORD, false, from('198.51.100.20'))).res);
    for (let i = 0; i < 10; i++) {
      expect((await login(account.email, `typo-${i}`, false, from('198.51.100.20', device))).status).toBe(401);
    }
    // Its allowance used up, the known browser counts as any other: the eleventh failure is the
    // account's first, and another browser still signs in at once.
    expect((await login(account.email, 'typo-10', false, from('198.51.100.20', device))).status).toBe(401);
    expect((await login(account.email, PASSWORD, false, from('198.51.100.21'))).status).toBe(200);
  });

  it('a known browser of one account is a stranger to another', async () => {
    await clearOfWindowTurn();
    const mine = await makeAccount();
    const theirs = await makeAccount();
    const device = deviceCookie((await login(mine.email, PASSWORD, false, from('198.51.100.30'))).res);
    for (let i = 0; i < 10; i++) await login(theirs.email, `guess-${i}`, false, from(`203.0.113.${100 + i}`));
    expect((await login(theirs.email, PASSWORD, false, from('198.51.100.30', device))).status).toBe(429);
  });

  it('stores no e-mail or address in its counters', async () => {
    const account = await makeAccount();
    await login(account.email, 'wrong', false, from('203.0.113.200'));
    const keys = (await db().select().from(rateLimits)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
