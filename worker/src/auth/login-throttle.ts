/**
 * How password guessing is kept slow without letting anyone lock an account (OWASP's device
 * cookie scheme, with growing delays instead of lockouts):
 *  - a browser that has signed in to the account before (known-devices.ts) has its own
 *    allowance: 10 failures per 15 minutes; past that it counts as any other browser;
 *  - any other browser is limited per address (an IPv6 client's /64: http/client-address.ts;
 *    50 failures per 15 minutes across all accounts) and per account and address (10 per 15
 *    minutes), and per account across all addresses by a
 *    growing delay: after 10 failures each further attempt waits 1, 2, 4, 8, then at most 15
 *    minutes after the one before; a day without failures starts the count again.
 * Every attempt is counted before the password is checked (parallel guesses cannot slip under a
 * limit); a right password gives the counts back, and a password reset clears the delay.
 */
import type { Db } from '../db/client.ts';
import {
  type Backoff,
  clearRequests,
  countRequest,
  enforceBackoff,
  enforceLimit,
  type RateLimit,
  refundRequest,
} from '../http/rate-limit.ts';
import type { KnownDevice } from './known-devices.ts';

const MINUTE = 60_000;

export const LOGIN_LIMITS = {
  perKnownDevice: { name: 'login-device', max: 10, windowMs: 15 * MINUTE },
  perAddress: { name: 'login-ip', max: 50, windowMs: 15 * MINUTE },
  perAccountAndAddress: { name: 'login-pair', max: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export const LOGIN_BACKOFF = {
  name: 'login-email',
  free: 10,
  baseDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  resetMs: 24 * 60 * MINUTE,
} as const satisfies Backoff;

export interface LoginAttempt {
  /** The password was right: give the counts back. */
  succeeded(): Promise<void>;
}

interface AttemptSource {
  /** The normalised e-mail tried. */
  email: string;
  /** The client's address, when known. */
  address: string | null;
  /** The browser, when it has signed in to this account before. */
  device: KnownDevice | null;
}

const pairSubject = (email: string, address: string | null) => `${email}|${address ?? 'unknown'}`;

/** Counts a login attempt, or refuses it (429) when its source has used its allowance. */
export async function startLoginAttempt(db: Db, source: AttemptSource, now = Date.now()): Promise<LoginAttempt> {
  const { email, address, device } = source;
  if (device) {
    const subject = `${device.tokenHash}:${device.userId}`;
    const state = await countRequest(db, LOGIN_LIMITS.perKnownDevice, subject, now);
    if (state.count <= LOGIN_LIMITS.perKnownDevice.max) {
      return {
        succeeded: async () => {
          await refundRequest(db, LOGIN_LIMITS.perKnownDevice, subject, now);
          await clearRequests(db, LOGIN_BACKOFF, email);
        },
      };
    }
  }
  const pair = pairSubject(email, address);
  if (address) await enforceLimit(db, LOGIN_LIMITS.perAddress, address, undefined, now);
  await enforceLimit(db, LOGIN_LIMITS.perAccountAndAddress, pair, undefined, now);
  await enforceBackoff(db, LOGIN_BACKOFF, email, now);
  return {
    succeeded: async () => {
      if (address) await refundRequest(db, LOGIN_LIMITS.perAddress, address, now);
      await clearRequests(db, LOGIN_LIMITS.perAccountAndAddress, pair);
      await clearRequests(db, LOGIN_BACKOFF, email);
    },
  };
}

/** A password reset proved the mailbox: the account's delay ends, and its limit at this address. */
export async function forgiveLoginFailures(db: Db, email: string, address: string | null): Promise<void> {
  await clearRequests(db, LOGIN_BACKOFF, email);
  await clearRequests(db, LOGIN_LIMITS.perAccountAndAddress, pairSubject(email, address));
}
