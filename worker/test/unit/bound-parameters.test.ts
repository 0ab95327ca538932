import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D1_MAX_BOUND_PARAMETERS, insertGroups } from '../../src/db/bound-parameters.ts';

describe('insertGroups', () => {
  it("splits an order's 50 lines of 13 columns into statements of 7 rows (91 parameters)", () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      Object.fromEntries(Array.from({ length: 13 }, (_, c) => [`c${c}`, i])),
    );
    expect(insertGroups(lines).map((group) => group.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
    expect(insertGroups([])).toEqual([]);
  });

  it('keeps every row, in order, and no group binds more than D1 takes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.nat({ max: 400 }), (columns, count) => {
        const row = (i: number) => Object.fromEntries(Array.from({ length: columns }, (_, c) => [`c${c}`, i]));
        const rows = Array.from({ length: count }, (_, i) => row(i));
        const groups = insertGroups(rows);
        expect(groups.flat()).toEqual(rows);
        for (const group of groups) {
          expect(group.length).toBeGreaterThan(0);
          // A row wider than the limit cannot be split: it goes alone, and D1 refuses it as it would.
          if (columns <= D1_MAX_BOUND_PARAMETERS)
            expect(group.length * columns).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
          else expect(group).toHaveLength(1);
        }
      }),
    );
  });
});
