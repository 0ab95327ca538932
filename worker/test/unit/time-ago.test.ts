import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../src/catalogue/song-queries.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const MINUTE = 60_000;

describe('timeAgo', () => {
  it.each([
    [30_000, 'just now'],
    [5 * MINUTE, '5 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [26 * 60 * MINUTE, 'yesterday'],
    [3 * 24 * 60 * MINUTE, '3 days ago'],
    [15 * 24 * 60 * MINUTE, '2 weeks ago'],
    [400 * 24 * 60 * MINUTE, 'last year'],
  ])('says %i ms ago as %j', (elapsed, text) => {
    expect(timeAgo(now - elapsed, now)).toBe(text);
  });

  it('says a time in the future is now', () => {
    expect(timeAgo(now + MINUTE, now)).toBe('just now');
  });
});
