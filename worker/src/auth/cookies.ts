/**
 * The session cookie, and reading a session token from a request (cookie or Bearer header).
 * Written as plain header strings so the API (Hono) and the storefront (Astro) set the same cookie.
 */
import type { Session } from './sessions.ts';

export const SESSION_COOKIE = 'store_session';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Cookies are Secure everywhere but on a local machine, where the store runs over plain HTTP. */
export function isSecureContext(url: URL | string): boolean {
  return !LOCAL_HOSTS.has(new URL(url).hostname);
}

export interface CookieOptions {
  path?: string;
  /** Seconds; leave out for a cookie that ends with the browser. */
  maxAge?: number;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
    if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The cookie for a session: with 'Remember me' it lives until the session expires; otherwise it
 * has no lifetime and the browser drops it when it closes.
 */
export function sessionCookie(token: string, session: Pick<Session, 'persistent' | 'expiresAt'>, url: URL | string) {
  const options: CookieOptions = { secure: isSecureContext(url) };
  if (session.persistent) options.maxAge = (session.expiresAt - Date.now()) / 1000;
  return serializeCookie(SESSION_COOKIE, token, options);
}

export function clearedSessionCookie(url: URL | string): string {
  return serializeCookie(SESSION_COOKIE, '', { maxAge: 0, secure: isSecureContext(url) });
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
