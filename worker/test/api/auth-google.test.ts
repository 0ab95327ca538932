import { AUTH_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { authSessions, oauthAccounts, users } from '../../src/db/schema.ts';
import { env, fetchRaw, freshEmail, login, makeAccount, me, PASSWORD, sessionCookieOf } from './auth-fixtures.ts';
import { db } from './fixtures.ts';

interface Started {
  authorizeUrl: URL;
  oauthCookie: string;
}

async function start(query = ''): Promise<Started> {
  const res = await fetchRaw(`/api/auth/google${query}`);
  expect(res.status).toBe(302);
  const oauthLine = res.headers.getSetCookie().find((c) => c.startsWith('store_oauth='));
  expect(oauthLine).toMatch(/; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax; Max-Age=600/);
  return { authorizeUrl: new URL(res.headers.get('location') ?? ''), oauthCookie: oauthLine?.split(';')[0] ?? '' };
}

/** What a person does on the provider's "sign in as" page. */
async function chooseAccount(
  authorizeUrl: URL,
  email: string,
  name: string,
  decision = 'allow',
  verified = true,
): Promise<URL> {
  const form = new URLSearchParams(authorizeUrl.searchParams);
  form.set('email', email);
  form.set('name', name);
  form.set('decision', decision);
  if (!verified) form.set('unverified', '1');
  const res = await fetch(new URL('/authorize', authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function callback(url: URL, oauthCookie: string) {
  const res = await fetchRaw(`${url.pathname}${url.search}`, { headers: { cookie: oauthCookie } });
  expect(res.status).toBe(302);
  return { res, location: res.headers.get('location') ?? '', session: sessionCookieOf(res) };
}

async function signInWithGoogle(email: string, name = 'Gia Google', query = '') {
  const { authorizeUrl, oauthCookie } = await start(query);
  return callback(await chooseAccount(authorizeUrl, email, name), oauthCookie);
}

type Pending = { state: string; nonce: string; codeVerifier: string; next: string; remember: boolean; from: string };
function editCookie(cookie: string, change: (value: Pending) => Pending): string {
  const raw = cookie.slice('store_oauth='.length).replace(/-/g, '+').replace(/_/g, '/');
  const value = JSON.parse(atob(raw)) as Pending;
  const edited = btoa(JSON.stringify(change(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `store_oauth=${edited}`;
}

describe('GET /api/auth/google', () => {
  it('redirects to the provider with PKCE (S256), state, nonce and the callback address', async () => {
    const { authorizeUrl } = await start();
    expect(authorizeUrl.origin).toBe(new URL(env.GOOGLE_ISSUER ?? '').origin);
    expect(authorizeUrl.pathname).toBe('/authorize');
    const params = authorizeUrl.searchParams;
    expect(params.get('client_id')).toBe(env.GOOGLE_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe('http://store.test/api/auth/google/callback');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')?.length).toBeGreaterThan(20);
    expect(params.get('nonce')?.length).toBeGreaterThan(20);
  });

  it('sends the browser back with google=error when Google is not configured', async () => {
    const res = await app.request(
      'http://store.test/api/auth/google?from=register',
      {},
      { ...env, GOOGLE_CLIENT_ID: undefined },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/register?google=error');
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates an account for a new Google user, signs in and returns to the login page with success', async () => {
    const email = freshEmail('google');
    const { location, session } = await signInWithGoogle(email, 'Gia Google', '?next=%2Ftracks%3Fsearch%3Dlofi');
    expect(location).toBe('/auth/login?google=success&next=%2Ftracks%3Fsearch%3Dlofi');
    expect(session?.line).toMatch(/HttpOnly; SameSite=Lax/);
    expect(session?.line).not.toMatch(/Max-Age/);

    const { status, body } = await me({ cookie: session?.pair ?? '' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email, name: 'Gia Google', role: 'user' });
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ passwordHash: null, emailVerified: true, role: 'user' });
    const links = await db()
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, row?.id ?? ''));
    expect(links).toHaveLength(1);
    expect(links[0]?.provider).toBe('google');
  });

  it("keeps the session 30 days when 'Remember me' was ticked, and returns to sign-up when it started there", async () => {
    const { location, session } = await signInWithGoogle(freshEmail('google'), 'Gia', '?remember=1&from=register');
    expect(location).toBe('/auth/register?google=success');
    expect(session?.line).toMatch(/Max-Age=\d{7}/);
  });

  it('signs a returning Google user into the same account', async () => {
    const email = freshEmail('google');
    const first = await signInWithGoogle(email);
    const second = await signInWithGoogle(email);
    const a = await me({ cookie: first.session?.pair ?? '' });
    const b = await me({ cookie: second.session?.pair ?? '' });
    expect(b.body.user?.id).toBe(a.body.user?.id);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await db().select().from(oauthAccounts)).toHaveLength(1);
  });

  it('links an existing account with the same verified e-mail; its password keeps working', async () => {
    const account = await makeAccount({ emailVerified: true, name: 'Kai Loop' });
    const { session } = await signInWithGoogle(account.email.toUpperCase(), 'Kai on Google');
    const { body } = await me({ cookie: session?.pair ?? '' });
    expect(body.user?.id).toBe(account.id);
    expect(body.user?.name).toBe('Kai Loop');
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('an unproven account meeting its mailbox owner loses the password it was created with, and its sessions', async () => {
    const squatter = await makeAccount({ emailVerified: false });
    const squatterSession = await login(squatter.email);
    const { session } = await signInWithGoogle(squatter.email);
    expect((await me({ cookie: session?.pair ?? '' })).body.user?.id).toBe(squatter.id);
    expect((await me({ cookie: squatterSession.cookie?.pair ?? '' })).status).toBe(401);
    expect((await login(squatter.email, PASSWORD)).status).toBe(401);
  });

  it('never lets a crafted next send the user to another site', async () => {
    const { location } = await signInWithGoogle(freshEmail('google'), 'Gia', '?next=%2F%2Fevil.example%2Fx');
    expect(location).toBe('/auth/login?google=success');
  });

  it('links a look-alike of an address to the account it stands for, and refuses one no form would take', async () => {
    const account = await makeAccount({ emailVerified: true, email: 'pt1@probe.test' });
    const { session } = await signInWithGoogle('ｐｔ1@probe.test', 'Probe');
    expect((await me({ cookie: session?.pair ?? '' })).body.user?.id).toBe(account.id);
    for (const lookAlike of ['pt1\u200b@probe.test', 'pt1@probe.test.', 'ptı@probe.test']) {
      const refused = await signInWithGoogle(lookAlike, 'Probe');
      expect(refused.location, lookAlike).toBe('/auth/login?google=error');
      expect(refused.session, lookAlike).toBeNull();
    }
    expect(await db().select().from(users)).toHaveLength(1);
  });

  it('keeps a Google name only when a name field would take it', async () => {
    const email = freshEmail('google');
    const { session } = await signInWithGoogle(email, 'Gia\u202egnp.exe');
    expect((await me({ cookie: session?.pair ?? '' })).body.user?.name).toBe(email.split('@')[0]);
  });

  it('refuses an address Google has not verified: no account, no link, no sign-in', async () => {
    const owner = await makeAccount({ emailVerified: false });
    const { authorizeUrl, oauthCookie } = await start();
    const back = await chooseAccount(authorizeUrl, owner.email, 'Someone Else', 'allow', false);
    const { location, session } = await callback(back, oauthCookie);
    expect(location).toBe('/auth/login?google=error');
    expect(session).toBeNull();
    expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, owner.id))).toEqual([]);
    // The owner's password still works: nothing was taken over.
    expect((await login(owner.email, PASSWORD)).status).toBe(200);
  });

  it('reports a cancelled sign-in, without signing in', async () => {
    const { authorizeUrl, oauthCookie } = await start();
    const back = await chooseAccount(authorizeUrl, '', '', 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const { location, session } = await callback(back, oauthCookie);
    expect(location).toBe('/auth/login?google=cancelled');
    expect(session).toBeNull();
  });

  it('refuses a callback whose state does not match (no sign-in)', async () => {
    const { authorizeUrl, oauthCookie } = await start();
    const back = await chooseAccount(authorizeUrl, freshEmail('google'), 'Gia');
    back.searchParams.set('state', 'forged-state-value-000000000');
    const { location, session } = await callback(back, oauthCookie);
    expect(location).toBe('/auth/login?google=error');
    expect(session).toBeNull();
    expect(await db().select().from(users)).toEqual([]);
  });

  it('refuses a callback without the pending sign-in cookie', async () => {
    const { authorizeUrl } = await start();
    const back = await chooseAccount(authorizeUrl, freshEmail('google'), 'Gia');
    const { location, session } = await callback(back, '');
    expect(location).toBe('/auth/login?google=error');
    expect(session).toBeNull();
  });

  it('fails when the PKCE verifier does not match the challenge', async () => {
    const { authorizeUrl, oauthCookie } = await start();
    const back = await chooseAccount(authorizeUrl, freshEmail('google'), 'Gia');
    const forged = editCookie(oauthCookie, (v) => ({ ...v, codeVerifier: 'x'.repeat(43) }));
    const { location, session } = await callback(back, forged);
    expect(location).toBe('/auth/login?google=error');
    expect(session).toBeNull();
  });

  it("fails when the ID token's nonce is not the one sent", async () => {
    const { authorizeUrl, oauthCookie } = await start();
    const back = await chooseAccount(authorizeUrl, freshEmail('google'), 'Gia');
    const forged = editCookie(oauthCookie, (v) => ({ ...v, nonce: 'another-nonce' }));
    const { location, session } = await callback(back, forged);
    expect(location).toBe('/auth/login?google=error');
    expect(session).toBeNull();
    expect(await db().select().from(authSessions)).toEqual([]);
  });

  it('a code is good for one sign-in', async () => {
    const { authorizeUrl, oauthCookie } = await start();
    const back = await chooseAccount(authorizeUrl, freshEmail('google'), 'Gia');
    expect((await callback(back, oauthCookie)).location).toBe('/auth/login?google=success');
    expect((await callback(back, oauthCookie)).location).toBe('/auth/login?google=error');
  });

  it('uses the spec texts for the outcomes the pages show', () => {
    expect(AUTH_MESSAGES.googleSuccessful).toBe('Google sign-in successful!');
    expect(AUTH_MESSAGES.googleCancelled).toBe('Google sign-in cancelled by user.');
    expect(AUTH_MESSAGES.googleFailed).toBe('Google sign-in failed. Please try again.');
  });
});
