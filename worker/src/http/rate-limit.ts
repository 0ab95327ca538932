/**
 * Rate limits kept in D1 (`rate_limits`), one row per limit and subject, keyed by a SHA-256 of
 * both (a subject, an e-mail or an address, is never stored). Two kinds:
 *  - fixed windows: at most `max` requests per window, counted with a single upsert before the
 *    work they guard, so concurrent requests cannot all slip under the limit;
 *  - growing delays (`Backoff`): `free` attempts, then each further one has to wait twice as
 *    long as the one before, up to `maxDelayMs`; nothing is ever locked for longer.
 * Rows carry their expiry and are pruned by the scheduled maintenance.
 */
import { and, eq, sql } from 'drizzle-orm';
import { sha256Hex } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export interface RateLimit {
  /** Part of the row key; one per limited action and subject kind. */
  name: string;
  max: number;
  windowMs: number;
}

export interface Backoff {
  name: string;
  /** Attempts allowed before any delay. */
  free: number;
  /** The first delay; each further attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Quiet time after which the count starts again. */
  resetMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-up and reset links count every request, since each one creates something or sends mail;
 * reset codes are limited per address; password changes per account. Login has its own policy
 * (auth/login-throttle.ts).
 */
export const AUTH_LIMITS = {
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

/** The row key: a hash, so the table holds no e-mail or address. */
export const limitKey = (name: string, subject: string): Promise<string> => sha256Hex(`${name}:${subject}`);

/** Counts one request against a limit and returns the count in the current window. */
export async function countRequest(db: Db, limit: RateLimit, subject: string, now = Date.now()): Promise<LimitState> {
  const start = windowStart(limit, now);
  const expiresAt = start + limit.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: await limitKey(limit.name, subject), windowStart: start, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${start} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: start,
        expiresAt,
      },
    })
    .returning({ count: rateLimits.count });
  return { count: row?.count ?? 1, resetsAt: expiresAt };
}

/** Gives back one counted request (a login that was right after all). */
export async function refundRequest(db: Db, limit: RateLimit, subject: string, now = Date.now()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(
      and(eq(rateLimits.key, await limitKey(limit.name, subject)), eq(rateLimits.windowStart, windowStart(limit, now))),
    );
}

/** Forgets a subject's count (its owner proved who they are). */
export async function clearRequests(db: Db, limit: RateLimit | Backoff, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, await limitKey(limit.name, subject)));
}

export function tooManyRequests(retryAt: number, now = Date.now(), message: TooManyMessage = tryAgain): HttpError {
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpError(429, typeof message === 'string' ? message : message(wait), undefined, {
    'Retry-After': String(seconds),
  });
}

/** A refusal's words: fixed, or told when to come back ('in 12 minutes'). */
export type TooManyMessage = string | ((wait: string) => string);

const tryAgain = (wait: string) => `Too many attempts. Please try again ${wait}.`;

/**
 * Counts a request and refuses it (429) once the window's allowance is used up, with the
 * given message or one that says when to try again.
 */
export async function enforceLimit(
  db: Db,
  limit: RateLimit,
  subject: string,
  message?: TooManyMessage,
  now = Date.now(),
): Promise<void> {
  const state = await countRequest(db, limit, subject, now);
  if (state.count > limit.max) throw tooManyRequests(state.resetsAt, now, message);
}

/** The wait after the `count`-th counted attempt (none within the free ones). */
export function backoffDelay(backoff: Backoff, count: number): number {
  if (count < backoff.free) return 0;
  // Capped exponent: past ~20 doublings every delay is the maximum anyway.
  return Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** Math.min(count - backoff.free, 20));
}

/**
 * Counts an attempt under a growing delay, or refuses it (429, saying when to come back) while
 * the delay after the last counted attempt runs. The check and the count are one conditional
 * upsert: of parallel attempts, only as many as allowed get through.
 */
export async function enforceBackoff(db: Db, backoff: Backoff, subject: string, now = Date.now()): Promise<void> {
  const key = await limitKey(backoff.name, subject);
  const shift = sql`max(min(${rateLimits.count} - ${backoff.free}, 20), 0)`;
  const delay = sql`CASE WHEN ${rateLimits.count} < ${backoff.free} THEN 0 ELSE min(${backoff.maxDelayMs}, ${backoff.baseDelayMs} << ${shift}) END`;
  const counted = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1, expiresAt: now + backoff.resetMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.expiresAt} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: now,
        expiresAt: now + backoff.resetMs,
      },
      setWhere: sql`${rateLimits.expiresAt} <= ${now} OR ${rateLimits.windowStart} + ${delay} <= ${now}`,
    })
    .returning({ count: rateLimits.count });
  if (counted.length > 0) return;
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  throw tooManyRequests(row ? row.windowStart + backoffDelay(backoff, row.count) : now, now);
}
