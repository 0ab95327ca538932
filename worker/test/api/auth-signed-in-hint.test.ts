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

describe('a public answer that renews a session cookie', () => {
  it('is marked private, so no shared cache keeps the cookie', async () => {
    const account = await makeAccount();
    const { body, cookie } = await login(account.email, PASSWORD, true);
    const [id] = tokenIn(body).split('.');
    // In the second half of its life the session slides, and the cookie is sent again.
    await db()
      .update(authSessions)
      .set({ expiresAt: Date.now() + 86_400_000 })
      .where(eq(authSessions.id, id ?? ''));
    await makeSong(await makeUser());
    const { status, res } = await getJson('/api/songs/published', { headers: { cookie: cookie?.pair ?? '' } });
    expect(status).toBe(200);
    expect(res.headers.getSetCookie().some((line) => line.startsWith('store_session='))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
