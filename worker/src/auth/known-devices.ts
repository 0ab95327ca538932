/**
 * Known browsers (OWASP's "device cookies"): a browser that has signed in to an account with its
 * password gets a `store_device` cookie, sent only to the login route. When it tries that account
 * again it has its own allowance of failures, so guesses from elsewhere (which slow down every
 * other browser, see login-throttle.ts) never keep the owner out of a browser they use. Only a
 * SHA-256 of the cookie's token is stored, per account it signed in to.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { knownDevices } from '../db/schema.ts';
import { isSecureContext, readCookie, serializeCookie } from './cookies.ts';
import { randomToken, sha256Hex } from './tokens.ts';

export const DEVICE_COOKIE = 'store_device';
const DEVICE_COOKIE_PATH = '/api/users/login';
/** A year, renewed at every sign-in; the row goes a year after the last one (maintenance/prune.ts). */
const DEVICE_MAX_AGE_S = 365 * 86_400;
const TOKEN = /^[a-z2-9]{24}$/;

export interface KnownDevice {
  tokenHash: string;
  userId: string;
}

function deviceToken(cookieHeader: string | null | undefined): string | null {
  const token = readCookie(cookieHeader, DEVICE_COOKIE);
  return token && TOKEN.test(token) ? token : null;
}

/** The browser a login comes from, when it has signed in to this account before; else null. */
export async function knownDevice(
  db: Db,
  cookieHeader: string | null | undefined,
  userId: string,
): Promise<KnownDevice | null> {
  const token = deviceToken(cookieHeader);
  if (!token) return null;
  const tokenHash = await sha256Hex(token);
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, tokenHash), eq(knownDevices.userId, userId)));
  return row ? { tokenHash, userId } : null;
}

/** Remembers that this browser signed in to the account; returns the cookie that says so. */
export async function rememberDevice(
  db: Db,
  cookieHeader: string | null | undefined,
  userId: string,
  url: string,
  now = Date.now(),
): Promise<string> {
  const token = deviceToken(cookieHeader) ?? randomToken();
  await db
    .insert(knownDevices)
    .values({ tokenHash: await sha256Hex(token), userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { lastUsedAt: now } });
  return serializeCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_MAX_AGE_S,
    secure: isSecureContext(url),
  });
}
