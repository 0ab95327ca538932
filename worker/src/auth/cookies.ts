/**
 * The session cookie, and reading a session token from a request (cookie or Bearer header).
 * Written as plain header strings so the API (Hono) and the storefront (Astro) set the same cookie.
 */

import { isLocalHost } from '../http/local-host.ts';
import type { Session } from './sessions.ts';

export const SESSION_COOKIE = 'store_session';
/**
 * A readable companion of the session cookie. It holds no secret: it only tells the storefront's
 * scripts that someone may be signed in, so anonymous visitors never call GET /api/users/me
 * (whose 401 would show as an error in every page's console). The server never trusts it.
 */
export const SIGNED_IN_COOKIE = 'store_signed_in';

/** Cookies are Secure everywhere but on a local machine, where the store runs over plain HTTP. */
export function isSecureContext(url: URL | string): boolean {
  return !isLocalHost(url);
}

export interface CookieOptions {
  path?: string;
  /** Seconds; leave out for a cookie that ends with the browser. */
  maxAge?: number;
  secure: boolean;
  /** Hidden from page scripts; true unless said otherwise. */
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  parts.push('SameSite=Lax');
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
    if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The cookies for a session (the session itself and its readable sign-in hint): with
 * 'Remember me' they live until the session expires; otherwise they have no lifetime and the
 * browser drops them when it closes.
 */
export function sessionCookies(
  token: string,
  session: Pick<Session, 'persistent' | 'expiresAt'>,
  url: URL | string,
): string[] {
  const options: CookieOptions = { secure: isSecureContext(url) };
  if (session.persistent) options.maxAge = (session.expiresAt - Date.now()) / 1000;
  return [
    serializeCookie(SESSION_COOKIE, token, options),
    serializeCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false }),
  ];
}

export function clearedSessionCookies(url: URL | string): string[] {
  const options: CookieOptions = { maxAge: 0, secure: isSecureContext(url) };
  return [
    serializeCookie(SESSION_COOKIE, '', options),
    serializeCookie(SIGNED_IN_COOKIE, '', { ...options, httpOnly: false }),
  ];
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export type TokenSource = 'cookie' | 'bearer';

/** A non-browser client sends `Authorization: Bearer <token>`; a browser sends the cookie. */
export function readSessionToken(headers: Headers): { token: string; source: TokenSource } | null {
  const authorization = headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookie = readCookie(headers.get('cookie'), SESSION_COOKIE);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/** Whether a Set-Cookie list already sets the session cookie (a login or logout answer). */
export function setsSessionCookie(setCookies: string[]): boolean {
  return setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}
