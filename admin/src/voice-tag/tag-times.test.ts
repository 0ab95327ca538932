import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagTimes } from './tag-times.ts';

describe('tagTimes', () => {
  it('plays the tag at the start and every interval, while it fits', () => {
    expect(tagTimes(95, 3, 30)).toEqual([0, 30, 60, 90]);
    expect(tagTimes(92, 3, 30)).toEqual([0, 30, 60]);
    expect(tagTimes(2, 3, 30)).toEqual([]);
    expect(tagTimes(3, 3, 30)).toEqual([0]);
  });

  it('never lets a tag run past the end, nor two tags overlap when the interval is longer than the tag', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 900, noNaN: true }),
        fc.double({ min: 0.1, max: 15, noNaN: true }),
        fc.integer({ min: 10, max: 120 }),
        (track, tag, every) => {
          const times = tagTimes(track, tag, every);
          for (const [i, at] of times.entries()) {
            expect(at).toBe(i * every);
            expect(at + tag).toBeLessThanOrEqual(track);
          }
          // Another tag would not have fitted.
          expect(times.length * every + tag).toBeGreaterThan(track);
        },
      ),
    );
  });
});
