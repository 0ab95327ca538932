/**
 * Fixed-window rate limits kept in D1 (`rate_limits`): one row per limit and subject, counted
 * with a single upsert before the work it guards, so concurrent requests cannot all slip under
 * the limit; a login that turns out right gives its count back.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export interface RateLimit {
  /** Part of the row key; one per limited action and subject kind. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login counts every attempt before checking the password and refunds it on success, so people
 * who type their password right are never slowed down; sign-up and reset links count every
 * request, since each one creates something or sends mail; reset codes are limited per address.
 */
export const AUTH_LIMITS = {
  loginFailuresPerIp: { name: 'login-ip', max: 50, windowMs: 15 * MINUTE },
  loginFailuresPerEmail: { name: 'login-email', max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 30, windowMs: HOUR },
  registerPerEmail: { name: 'register-email', max: 5, windowMs: HOUR },
  resetMailPerIp: { name: 'reset-ip', max: 20, windowMs: HOUR },
  resetMailPerEmail: { name: 'reset-email', max: 5, windowMs: HOUR },
  passwordChangePerUser: { name: 'password-change', max: 10, windowMs: 15 * MINUTE },
  resetAttemptsPerIp: { name: 'reset-code-ip', max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export interface LimitState {
  count: number;
  /** When the current window ends, in ms since the epoch. */
  resetsAt: number;
}

const windowStart = (limit: RateLimit, now: number) => now - (now % limit.windowMs);
const rowKey = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

/** Counts one request against a limit and returns the count in the current window. */
export async function countRequest(db: Db, limit: RateLimit, subject: string, now = Date.now()): Promise<LimitState> {
  const start = windowStart(limit, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rowKey(limit, subject), windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${start} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: start,
      },
    })
    .returning({ count: rateLimits.count });
  return { count: row?.count ?? 1, resetsAt: start + limit.windowMs };
}

/** Gives back one counted request (a login that was right after all). */
export async function refundRequest(db: Db, limit: RateLimit, subject: string, now = Date.now()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, rowKey(limit, subject)), eq(rateLimits.windowStart, windowStart(limit, now))));
}

export async function clearRequests(db: Db, limit: RateLimit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rowKey(limit, subject)));
}

export function tooManyRequests(resetsAt: number, now = Date.now()): HttpError {
  const minutes = Math.max(1, Math.ceil((resetsAt - now) / MINUTE));
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/**
 * Counts a request and refuses it (429) once the window's allowance is used up, with the
 * given message or one that says when to try again.
 */
export async function enforceLimit(
  db: Db,
  limit: RateLimit,
  subject: string,
  message?: string,
  now = Date.now(),
): Promise<void> {
  const state = await countRequest(db, limit, subject, now);
  if (state.count > limit.max) throw message ? new HttpError(429, message) : tooManyRequests(state.resetsAt, now);
}

/**
 * The client's address as Cloudflare reports it. Locally (wrangler dev, tests) the header may be
 * absent; then only the per-account limits apply.
 */
export function clientAddress(headers: Headers): string | null {
  return headers.get('cf-connecting-ip');
}
