import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  formatPrice,
  isMoneyIssue,
  MONEY_MAX_CENTS,
  MONEY_TOTAL_MAX_CENTS,
  Money,
  money,
  priceAmount,
  SignedMoney,
} from '../src/index.ts';

const cents = fc.integer({ min: 0, max: MONEY_MAX_CENTS });
/** The decimal text of whole cents, built with strings only (no float arithmetic). */
const decimal = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

function refusal(value: unknown) {
  const result = Money.safeParse(value);
  if (result.success) throw new Error(`${String(value)} was taken as ${result.data} cents`);
  return result.error.issues;
}

describe('the money codec', () => {
  it('answers every cent value as a dollar number whose JSON text spells those cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = JSON.stringify(z.encode(Money, c));
        const [, whole, fraction = ''] = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text) ?? [];
        expect(whole, text).toBeDefined();
        expect(Number(whole) * 100 + Number(fraction.padEnd(2, '0'))).toBe(c);
      }),
    );
  });

  const roundTrip = (c: number) => Money.parse(JSON.parse(JSON.stringify(z.encode(Money, c))));

  it('round-trips every cent value through JSON exactly', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(roundTrip(c)).toBe(c);
      }),
      { numRuns: 10_000 },
    );
  });

  it('round-trips each of the first million cent values ($0.00 to $10,000.00)', () => {
    const drifted: number[] = [];
    for (let c = 0; c <= 1_000_000; c += 1) if (roundTrip(c) !== c) drifted.push(c);
    expect(drifted).toEqual([]);
    // A million codec round trips: 4.6 s on a busy 2-core machine, where the default is 5.
  }, 30_000);

  it('reads a dollar amount typed with two decimals as its exact cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(Money.parse(Number(decimal(c)))).toBe(c);
      }),
    );
    // Where multiplying by 100 drifts: 0.29 * 100 is 28.999999999999996, 4.35 * 100 is 434.99999999999994.
    expect(Money.parse(0.29)).toBe(29);
    expect(Money.parse(4.35)).toBe(435);
    expect(Money.parse(24.99)).toBe(2499);
  });

  it('refuses any amount with three or more decimals, whatever its digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_MAX_CENTS - 1 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 6 }),
        (c, lastDigit, zeros) => {
          // c cents, then more digits ending in a non-zero one: 24.99 → 24.993, 24.990007, …
          const text = `${decimal(c)}${'0'.repeat(zeros)}${lastDigit}`;
          const issues = refusal(Number(text));
          expect(issues).toHaveLength(1);
          expect(isMoneyIssue(issues[0] as never)).toBe(true);
        },
      ),
    );
  });

  it.each([
    [0.1 + 0.2, 'Amount must have at most two decimals (whole cents), e.g. 24.99.'],
    [24.999, 'Amount must have at most two decimals (whole cents), e.g. 24.99.'],
    [1e-7, 'Amount must have at most two decimals (whole cents), e.g. 24.99.'],
    [-0.01, 'Amount cannot be negative.'],
    [Number.NaN, 'Amount must be a number of dollars, e.g. 24.99.'],
    [Number.POSITIVE_INFINITY, 'Amount must be a number of dollars, e.g. 24.99.'],
    ['24.99', 'Amount must be a number of dollars, e.g. 24.99.'],
    [null, 'Amount must be a number of dollars, e.g. 24.99.'],
    [1_000_000.01, 'Amount must be at most $1000000.00.'],
    [1e21, 'Amount must be at most $1000000.00.'],
  ])('refuses %s with a message that says why', (value, message) => {
    const issues = refusal(value);
    expect(issues.map((issue) => issue.message)).toEqual([message]);
    expect(issues.every((issue) => isMoneyIssue(issue as never))).toBe(true);
  });

  it("names the field in a body's messages, at the field's path", () => {
    const Body = z.object({ price: money({ label: 'Price' }) });
    const result = Body.safeParse({ price: 9.999 });
    expect(result.error?.issues).toMatchObject([
      { path: ['price'], message: 'Price must have at most two decimals (whole cents), e.g. 24.99.' },
    ]);
    expect(Body.parse({ price: 9.99 })).toEqual({ price: 999 });
  });

  it("refuses zero where an amount must be positive, with the form's own words", () => {
    const Price = money({ label: 'Price', positive: true, invalid: 'Price must be a positive number.' });
    for (const value of [0, -3, 'free', undefined]) {
      expect(Price.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'Price must be a positive number.',
      ]);
    }
    expect(Price.safeParse(0.001).error?.issues[0]?.message).toBe(
      'Price must have at most two decimals (whole cents), e.g. 24.99.',
    );
    expect(Price.parse(0.01)).toBe(1);
  });

  it('refuses to answer what is not whole cents in range', () => {
    expect(() => z.encode(Money, 24.5)).toThrow();
    expect(() => z.encode(Money, -1)).toThrow();
    expect(() => z.encode(Money, MONEY_MAX_CENTS + 1)).toThrow();
  });
});

describe('the signed money codec (net figures)', () => {
  const signedCents = fc.oneof(
    fc.integer({ min: -MONEY_MAX_CENTS, max: MONEY_MAX_CENTS }),
    fc.maxSafeInteger().map((n) => n % (MONEY_TOTAL_MAX_CENTS + 1)),
  );

  it('round-trips every cent value, below zero included, through JSON exactly', () => {
    fc.assert(
      fc.property(signedCents, (c) => {
        const text = JSON.stringify(z.encode(SignedMoney, c));
        expect(SignedMoney.parse(JSON.parse(text))).toBe(c);
        expect(text.startsWith('-')).toBe(c < 0);
      }),
      { numRuns: 10_000 },
    );
  });

  it('answers -$1.50 as -1.5 and still refuses fractions of a cent and amounts past the maximum', () => {
    expect(z.encode(SignedMoney, -150)).toBe(-1.5);
    expect(z.encode(SignedMoney, -5)).toBe(-0.05);
    expect(SignedMoney.safeParse(-1.505).success).toBe(false);
    expect(SignedMoney.safeParse(-(MONEY_TOTAL_MAX_CENTS / 100) - 1).success).toBe(false);
    // Prices stay non-negative.
    expect(Money.safeParse(-1.5).success).toBe(false);
  });

  it('carries totals past the largest price, to fifteen digits, exactly', () => {
    expect(z.encode(SignedMoney, MONEY_MAX_CENTS + 1)).toBe(1_000_000.01);
    expect(z.encode(SignedMoney, MONEY_TOTAL_MAX_CENTS)).toBe(9_999_999_999_999.99);
    expect(SignedMoney.parse(9_999_999_999_999.99)).toBe(MONEY_TOTAL_MAX_CENTS);
    expect(() => z.encode(SignedMoney, MONEY_TOTAL_MAX_CENTS + 1)).toThrow();
    expect(Money.safeParse(1_000_000.01).success).toBe(false);
  });
});

describe('amounts as text', () => {
  it('writes every total as its exact digits, for PayPal and for search engines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONEY_TOTAL_MAX_CENTS }), (c) => {
        expect(priceAmount(c)).toBe(decimal(c));
      }),
      { numRuns: 10_000 },
    );
    expect(priceAmount(5)).toBe('0.05');
    expect(priceAmount(MONEY_TOTAL_MAX_CENTS)).toBe('9999999999999.99');
  });

  it('shows a refund below zero as a price with its sign', () => {
    expect(priceAmount(-150)).toBe('-1.50');
    expect(formatPrice(-150)).toBe('$-1.50');
    expect(formatPrice(2499)).toBe('$24.99');
  });
});
