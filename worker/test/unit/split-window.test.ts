import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitWindow } from '../../src/customers/split-window.ts';

describe('splitWindow', () => {
  it('takes a page from the first list, across the seam, or from the second alone', () => {
    expect(splitWindow({ offset: 0, limit: 20 }, 50)).toEqual({ first: { offset: 0, limit: 20 }, second: null });
    expect(splitWindow({ offset: 40, limit: 20 }, 50)).toEqual({
      first: { offset: 40, limit: 10 },
      second: { offset: 0, limit: 10 },
    });
    expect(splitWindow({ offset: 60, limit: 20 }, 50)).toEqual({ first: null, second: { offset: 10, limit: 20 } });
    expect(splitWindow({ offset: 0, limit: 20 }, 0)).toEqual({ first: null, second: { offset: 0, limit: 20 } });
  });

  it('reads exactly the rows the page holds of the two lists shown one after the other', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 60 }),
        fc.nat({ max: 60 }),
        fc.nat({ max: 130 }),
        fc.integer({ min: 1, max: 100 }),
        (firstLength, secondLength, offset, limit) => {
          const first = Array.from({ length: firstLength }, (_, i) => `a${i}`);
          const second = Array.from({ length: secondLength }, (_, i) => `b${i}`);
          const split = splitWindow({ offset, limit }, firstLength);
          const read = [
            ...(split.first ? first.slice(split.first.offset, split.first.offset + split.first.limit) : []),
            ...(split.second ? second.slice(split.second.offset, split.second.offset + split.second.limit) : []),
          ];
          expect(read).toEqual([...first, ...second].slice(offset, offset + limit));
          // No walk asked for rows its list cannot hold before the page's start.
          if (split.first) expect(split.first.offset).toBeLessThan(firstLength);
        },
      ),
    );
  });
});
