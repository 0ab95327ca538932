import { describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF } from '../../src/auth/login-throttle.ts';
import { backoffDelay, enforceBackoff } from '../../src/http/rate-limit.ts';
import { db } from './fixtures.ts';

const MINUTE = 60_000;

describe('the growing delay', () => {
  it('doubles after the free attempts, up to 15 minutes, and forgets after a quiet day', async () => {
    const delays = [9, 10, 11, 12, 13, 14, 15, 40].map((count) => backoffDelay(LOGIN_BACKOFF, count) / MINUTE);
    expect(delays).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);

    const subject = 'delay@example.com';
    let now = Date.UTC(2026, 10, 1);
    for (let i = 0; i < 10; i++) await enforceBackoff(db(), LOGIN_BACKOFF, subject, now);
    await expect(enforceBackoff(db(), LOGIN_BACKOFF, subject, now + 59_000)).rejects.toMatchObject({ status: 429 });
    now += MINUTE;
    await enforceBackoff(db(), LOGIN_BACKOFF, subject, now);
    await expect(enforceBackoff(db(), LOGIN_BACKOFF, subject, now + MINUTE)).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in 1 minute.',
    });
    now += 2 * MINUTE;
    await enforceBackoff(db(), LOGIN_BACKOFF, subject, now);
    // Never locked: at most 15 minutes after the last attempt, whatever the count.
    for (let i = 0; i < 5; i++) {
      now += 15 * MINUTE;
      await enforceBackoff(db(), LOGIN_BACKOFF, subject, now);
    }
    now += LOGIN_BACKOFF.resetMs;
    for (let i = 0; i < 10; i++) await enforceBackoff(db(), LOGIN_BACKOFF, subject, now);
  });

  it('lets only as many parallel attempts through as allowed', async () => {
    const now = Date.now();
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, () => enforceBackoff(db(), LOGIN_BACKOFF, 'parallel@example.com', now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });
});
