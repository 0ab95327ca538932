import { describe, expect, it } from 'vitest';
import { formatDollarSum, formatDollars } from './money.ts';

describe('admin money', () => {
  it('shows dollars to the cent', () => {
    expect(formatDollars(24.99)).toBe('$24.99');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('adds amounts in whole cents', () => {
    // As floats, 0.1 + 0.2 is 0.30000000000000004 and 29.99 + 59.99 is 89.97999999999999.
    expect(formatDollarSum([29.99, 59.99])).toBe('$89.98');
    expect(formatDollarSum(Array.from({ length: 1000 }, () => 0.1))).toBe('$100.00');
    expect(formatDollarSum([])).toBe('$0.00');
  });
});
