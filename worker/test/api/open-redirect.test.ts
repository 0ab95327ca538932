import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS, staysOn } from '../../../packages/contract/test/redirect-payloads.ts';
import { fetchRaw } from './auth-fixtures.ts';

const ORIGIN = 'http://store.test';

type Pending = { state: string; nonce: string; codeVerifier: string; next: string; remember: boolean; from: string };

const decode = (cookie: string): Pending =>
  JSON.parse(atob(cookie.slice('store_oauth='.length).replace(/-/g, '+').replace(/_/g, '/')));
const encode = (value: Pending) =>
  `store_oauth=${btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;

/** The page a Google sign-in returns to, and the `next` it passes on to the page. */
function returnPage(location: string): { url: URL; next: string | null } {
  expect(staysOn(ORIGIN, location), location).toBe(true);
  const url = new URL(location, ORIGIN);
  return { url, next: url.searchParams.get('next') };
}

describe('Google sign-in keeps every return path on this site', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('start with next=%j', async (payload) => {
    const res = await fetchRaw(`/api/auth/google?next=${encodeURIComponent(payload)}`);
    expect(res.status).toBe(302);
    const cookie =
      res.headers
        .getSetCookie()
        .find((line) => line.startsWith('store_oauth='))
        ?.split(';')[0] ?? '';
    const next = decode(cookie).next;
    expect(next.startsWith('/') && !next.startsWith('//'), next).toBe(true);
    expect(staysOn(ORIGIN, next), next).toBe(true);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('callback with a pending sign-in whose next is %j', async (payload) => {
    // A cookie the browser sends back is not trusted: its `next` is checked again.
    const started = await fetchRaw('/api/auth/google');
    const cookie =
      started.headers
        .getSetCookie()
        .find((line) => line.startsWith('store_oauth='))
        ?.split(';')[0] ?? '';
    const forged = encode({ ...decode(cookie), next: payload });
    const res = await fetchRaw('/api/auth/google/callback?code=x&state=wrong', { headers: { cookie: forged } });
    expect(res.status).toBe(302);
    const { url, next } = returnPage(res.headers.get('location') ?? '');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('google')).toBe('error');
    if (next !== null) {
      expect(next.startsWith('/') && !next.startsWith('//'), next).toBe(true);
      expect(staysOn(ORIGIN, next), next).toBe(true);
    }
  });
});
