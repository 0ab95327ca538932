import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema.ts';
import { login, makeAccount, PASSWORD, postJson, tokenIn } from './auth-fixtures.ts';
import { db, getJson, makeSong, makeUser } from './fixtures.ts';

const hintOf = (res: Response) => res.headers.getSetCookie().find((line) => line.startsWith('store_signed_in='));

describe('the readable sign-in hint cookie', () => {
  it('comes with a login, readable by scripts, with the session cookie lifetime, and holds no secret', async () => {
    const account = await makeAccount();
    const { res, body } = await login(account.email, PASSWORD, true);
    const hint = hintOf(res);
    expect(hint).toMatch(/^store_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).not.toContain(tokenIn(body));
  });

  it('is cleared by logout, with the session', async () => {
    const account = await makeAccount();
    const { cookie } = await login(account.email);
    const res = await postJson('/api/users/logout', {}, { cookie: cookie?.pair ?? '' });
    expect(res.status).toBe(200);
    expect(hintOf(res.res)).toMatch(/^store_signed_in=; .*Max-Age=0/);
  });

  it('alone signs nobody in', async () => {
    const { status } = await getJson('/api/users/me', { headers: { cookie: 'store_signed_in=1' } });
    expect(status).toBe(401);
  });
});

/** A signed-in browser whose persistent session is in the second half of its life (it slides when read). */
async function renewableSession() {
  const account = await makeAccount();
  const { body, cookie } = await login(account.email, PASSWORD, true);
  const [id = ''] = tokenIn(body).split('.');
  const expiresAt = Date.now() + 86_400_000;
  await db().update(authSessions).set({ expiresAt }).where(eq(authSessions.id, id));
  const expiry = async () => (await db().select().from(authSessions).where(eq(authSessions.id, id)))[0]?.expiresAt;
  return { cookie: cookie?.pair ?? '', expiresAt, expiry };
}

const setsSession = (res: Response) => res.headers.getSetCookie().some((line) => line.startsWith('store_session='));

describe('a session on a public read', () => {
  it('is not looked up where the answer is the same for everyone: no query, no cookie, a shared answer', async () => {
    const session = await renewableSession();
    await makeSong(await makeUser());
    for (const path of ['/api/songs/published', '/api/songs/new-releases', '/api/songs/filters', '/api/licenses']) {
      const { status, res } = await getJson(path, { headers: { cookie: session.cookie } });
      expect(status, path).toBe(200);
      expect(setsSession(res), path).toBe(false);
      expect(res.headers.get('cache-control'), path).toMatch(/^public, /);
    }
    // Reading the session would have slid its expiry: it was never read.
    expect(await session.expiry()).toBe(session.expiresAt);
  });

  it('renews it where the answer asks who is calling, and that answer is marked private', async () => {
    const session = await renewableSession();
    const song = await makeSong(await makeUser());
    const { status, res } = await getJson(`/api/songs/${song}`, { headers: { cookie: session.cookie } });
    expect(status).toBe(200);
    expect(setsSession(res)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('X-Store-Cache')).toBe('bypass');
    expect(await session.expiry()).toBeGreaterThan(session.expiresAt);
  });
});
