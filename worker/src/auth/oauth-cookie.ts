/**
 * The pending Google sign-in (state, nonce, PKCE verifier, where to go next) between the
 * redirect to the provider and its callback: an HttpOnly cookie scoped to the Google routes,
 * valid ten minutes. Its values are random and compared with what comes back, so it needs no
 * signature: a forged cookie can only fail its own sign-in.
 */
import { z } from 'zod';
import { isSecureContext, readCookie, serializeCookie } from './cookies.ts';

export const OAUTH_COOKIE = 'store_oauth';
const PATH = '/api/auth/google';
const MAX_AGE_S = 600;

const PendingCookieSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  next: z.string(),
  remember: z.boolean(),
  from: z.enum(['login', 'register']),
});
export type PendingCookie = z.infer<typeof PendingCookieSchema>;

const encode = (value: PendingCookie) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function pendingSignInCookie(value: PendingCookie, url: string): string {
  return serializeCookie(OAUTH_COOKIE, encode(value), { path: PATH, maxAge: MAX_AGE_S, secure: isSecureContext(url) });
}

export function clearedPendingSignInCookie(url: string): string {
  return serializeCookie(OAUTH_COOKIE, '', { path: PATH, maxAge: 0, secure: isSecureContext(url) });
}

export function readPendingSignIn(cookieHeader: string | undefined): PendingCookie | null {
  const raw = readCookie(cookieHeader, OAUTH_COOKIE);
  if (!raw) return null;
  try {
    const json = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = PendingCookieSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
