import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  type BulkDeal,
  CheckoutRequestSchema,
  type CodeDeal,
  DISCOUNT_MESSAGES,
  type DiscountableLine,
  DiscountInputSchema,
  isScheduleIssue,
  STARTS_BEFORE_END_RULE,
} from '../src/index.ts';

const lease = (price: number): DiscountableLine => ({ price, exclusive: false, available: true });
const exclusive = (price: number): DiscountableLine => ({ price, exclusive: true, available: true });
const buy2get1: BulkDeal = { kind: 'bulk', buy: 2, free: 1 };
const code = (percent: number, onExclusive = false): CodeDeal => ({
  kind: 'code',
  code: 'SUMMER',
  off: { percent },
  exclusive: onExclusive,
});
const amountCode = (cents: number, onExclusive = false): CodeDeal => ({
  kind: 'code',
  code: 'TENOFF',
  off: { cents },
  exclusive: onExclusive,
});

describe('applyDiscounts', () => {
  it('takes nothing off without discounts', () => {
    expect(applyDiscounts([lease(2999), lease(4999)], [], null)).toEqual({
      lineDiscounts: [0, 0],
      subtotal: 7998,
      discounts: [],
      total: 7998,
      codeApplied: false,
    });
  });

  it('makes the cheapest lease free in every three for "buy 2, get 1 free", never an exclusive', () => {
    const lines = [lease(4999), exclusive(9999), lease(2999), lease(3499), lease(2999), lease(5999), lease(2999)];
    const cart = applyDiscounts(lines, [buy2get1], null);
    // Six leases: two groups of three, so the two cheapest ($29.99, the later ones first) are free.
    expect(cart.lineDiscounts).toEqual([0, 0, 0, 0, 2999, 0, 2999]);
    expect(cart.discounts).toEqual([{ kind: 'bulk', label: 'Buy 2, get 1 free', amount: 5998 }]);
    expect(cart.total).toBe(cart.subtotal - 5998);
  });

  it('uses the bulk deal that saves the most', () => {
    const lines = [lease(3000), lease(3000), lease(3000), lease(3000)];
    const cart = applyDiscounts(
      lines,
      [buy2get1, { kind: 'bulk', buy: 1, free: 1 }, { kind: 'bulk', buy: 3, free: 2 }],
      null,
    );
    expect(cart.discounts).toEqual([{ kind: 'bulk', label: 'Buy 1, get 1 free', amount: 6000 }]);
  });

  it('takes a code off each lease after the bulk deal, rounded per line, and off exclusives only when it says so', () => {
    const lines = [lease(3499), lease(3499), lease(2999), exclusive(49999)];
    const leasesOnly = applyDiscounts(lines, [buy2get1], code(20));
    expect(leasesOnly.lineDiscounts).toEqual([700, 700, 2999, 0]);
    expect(leasesOnly.discounts).toEqual([
      { kind: 'bulk', label: 'Buy 2, get 1 free', amount: 2999 },
      { kind: 'code', label: 'SUMMER (20% off leases)', amount: 1400 },
    ]);
    const everything = applyDiscounts(lines, [], code(20, true));
    expect(everything.lineDiscounts).toEqual([700, 700, 600, 10000]);
  });

  it('shares an amount off among the licenses it applies to, in proportion to their prices, after the bulk deal', () => {
    const lines = [lease(3000), lease(1000), exclusive(50000), lease(2000)];
    const cart = applyDiscounts(lines, [], amountCode(1000));
    expect(cart.lineDiscounts).toEqual([500, 167, 0, 333]);
    expect(cart.discounts).toEqual([{ kind: 'code', label: 'TENOFF ($10.00 off leases)', amount: 1000 }]);
    expect(cart.total).toBe(cart.subtotal - 1000);
    // The bulk deal's free lease takes no share; an amount that would make the order free leaves a cent a line.
    const afterDeal = applyDiscounts([lease(3000), lease(1000), lease(2000)], [buy2get1], amountCode(100_000, true));
    expect(afterDeal.lineDiscounts).toEqual([2999, 1000, 1999]);
    expect(afterDeal.total).toBe(2);
    expect(applyDiscounts([exclusive(50000)], [], amountCode(2500, true)).discounts).toEqual([
      { kind: 'code', label: 'TENOFF ($25.00 off)', amount: 2500 },
    ]);
  });

  it('says a code applied only when it took something off', () => {
    expect(applyDiscounts([exclusive(49999)], [], code(50)).codeApplied).toBe(false);
    expect(applyDiscounts([exclusive(49999)], [], code(50, true)).codeApplied).toBe(true);
  });

  it('leaves lines not for sale alone', () => {
    const cart = applyDiscounts(
      [{ price: 0, exclusive: false, available: false }, lease(2999), lease(2999), lease(2999)],
      [buy2get1],
      code(10),
    );
    expect(cart.lineDiscounts[0]).toBe(0);
    expect(cart.subtotal).toBe(8997);
  });

  const line = fc.record({
    price: fc.integer({ min: 1, max: 100_000_000 }),
    exclusive: fc.boolean(),
    available: fc.boolean(),
  });
  const deal = fc.record({
    kind: fc.constant('bulk' as const),
    buy: fc.integer({ min: 1, max: 10 }),
    free: fc.integer({ min: 1, max: 10 }),
  });
  const someCode = fc.option(
    fc.record({
      kind: fc.constant('code' as const),
      code: fc.constant('X1Y'),
      off: fc.oneof(
        fc.record({ percent: fc.integer({ min: 1, max: 99 }) }),
        fc.record({ cents: fc.integer({ min: 1, max: 1_000_000 }) }),
      ),
      exclusive: fc.boolean(),
    }),
    { nil: null },
  );

  it('always charges the subtotal less the discounts, each line between nothing and its price, and never nothing', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 50 }),
        fc.array(deal, { maxLength: 3 }),
        someCode,
        (lines, deals, typed) => {
          const cart = applyDiscounts(lines, deals, typed);
          const taken = cart.discounts.reduce((sum, d) => sum + d.amount, 0);
          expect(cart.total).toBe(cart.subtotal - taken);
          expect(cart.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(taken);
          lines.forEach((l, i) => {
            const off = cart.lineDiscounts[i] ?? 0;
            expect(off).toBeGreaterThanOrEqual(0);
            expect(off).toBeLessThanOrEqual(l.available ? l.price : 0);
            // Only a bulk deal frees a line whole, and never an exclusive one.
            if (l.exclusive && l.available) expect(off).toBeLessThan(l.price);
          });
          if (lines.some((l) => l.available)) expect(cart.total).toBeGreaterThan(0);
          expect(cart.discounts.every((d) => Number.isInteger(d.amount) && d.amount > 0)).toBe(true);
        },
      ),
    );
  });

  it('takes an amount off whole, unless the order would pay less than a cent a license, and more of dearer licenses', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (lines, cents, onExclusive) => {
          const cart = applyDiscounts(lines, [], amountCode(cents, onExclusive));
          const applies = lines
            .map((l, i) => ({ ...l, i }))
            .filter((l) => l.available && (onExclusive || !l.exclusive));
          const room = applies.reduce((sum, l) => sum + l.price - 1, 0);
          expect(cart.discounts.reduce((sum, d) => sum + d.amount, 0)).toBe(Math.min(cents, room));
          for (const a of applies) {
            for (const b of applies) {
              // Shares follow the prices (to the cent rounding moves).
              if (a.price > b.price)
                expect(cart.lineDiscounts[a.i] ?? 0).toBeGreaterThanOrEqual((cart.lineDiscounts[b.i] ?? 0) - 1);
            }
          }
        },
      ),
    );
  });

  it('frees only leases no dearer than every lease it charges for', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), deal, (lines, bulk) => {
        const cart = applyDiscounts(lines, [bulk], null);
        const leases = lines.map((l, i) => ({ ...l, i })).filter((l) => l.available && !l.exclusive);
        const free = leases.filter((l) => cart.lineDiscounts[l.i] === l.price);
        const paid = leases.filter((l) => cart.lineDiscounts[l.i] === 0);
        expect(free.length + paid.length).toBe(leases.length);
        expect(free.length).toBe(Math.floor(leases.length / (bulk.buy + bulk.free)) * bulk.free);
        for (const f of free) for (const p of paid) expect(f.price).toBeLessThanOrEqual(p.price);
      }),
    );
  });
});

describe("a code's refusal before its start", () => {
  it('says when the code starts, to the minute, in UTC', () => {
    expect(DISCOUNT_MESSAGES.notStarted(Date.UTC(2026, 10, 27, 17, 0, 30))).toBe(
      'This discount code is not active yet: it starts on Nov 27, 2026, 17:00 UTC.',
    );
    expect(DISCOUNT_MESSAGES.notStarted(Date.UTC(2027, 0, 1, 0, 0))).toBe(
      'This discount code is not active yet: it starts on Jan 1, 2027, 00:00 UTC.',
    );
  });
});

describe('discount inputs', () => {
  it('takes a code in any case and keeps it in capitals; an empty one is none', () => {
    const items = [{ songId: 1, licenseId: 2 }];
    expect(CheckoutRequestSchema.parse({ items, code: ' summer-20 ' }).code).toBe('SUMMER-20');
    expect(CheckoutRequestSchema.parse({ items, code: '' }).code).toBeUndefined();
    for (const bad of ['ab', 'x'.repeat(33), 'SUM MER', 'ÉTÉ20', '<b>', 20]) {
      expect(CheckoutRequestSchema.safeParse({ items, code: bad }).success).toBe(false);
    }
  });

  it('bounds each kind of discount', () => {
    const ok = (input: unknown) => DiscountInputSchema.safeParse(input).success;
    expect(ok({ kind: 'code', code: 'SAVE10', percentOff: 10 })).toBe(true);
    expect(DiscountInputSchema.parse({ kind: 'code', code: 'save10', percentOff: 10 })).toEqual({
      kind: 'code',
      code: 'SAVE10',
      percentOff: 10,
      amountOff: null,
      exclusive: false,
      maxUses: null,
      oncePerBuyer: false,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 10, oncePerBuyer: true })).toBe(true);
    // An amount off instead of a percentage: dollars in, cents out; one of the two, not both or neither.
    expect(DiscountInputSchema.parse({ kind: 'code', code: 'TENOFF', amountOff: 10.5 })).toMatchObject({
      percentOff: null,
      amountOff: 1050,
    });
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 10, amountOff: 5 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE' })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', amountOff: 0 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', amountOff: 10.005 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', amountOff: 10_000.01 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', amountOff: '10' })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 10, oncePerBuyer: 'yes' })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 100 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 0 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 12.5 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 10, maxUses: 0 })).toBe(false);
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 10, endsAt: 'tomorrow' })).toBe(false);
    expect(DiscountInputSchema.parse({ kind: 'bulk', buy: 2, free: 1, endsAt: '2027-01-01T00:00:00Z' })).toMatchObject({
      endsAt: Date.parse('2027-01-01T00:00:00Z'),
    });
    // A start: a moment like the end, and before it (said under the start, marked for a 422).
    expect(ok({ kind: 'code', code: 'SAVE', percentOff: 10, startsAt: 'tonight' })).toBe(false);
    const sale = { kind: 'bulk', buy: 2, free: 1, startsAt: '2026-11-27T00:00:00Z' };
    expect(DiscountInputSchema.parse(sale)).toMatchObject({
      startsAt: Date.parse('2026-11-27T00:00:00Z'),
      endsAt: null,
    });
    expect(ok({ ...sale, endsAt: '2026-11-27T00:00:01Z' })).toBe(true);
    for (const endsAt of ['2026-11-27T00:00:00Z', '2026-11-26T00:00:00Z']) {
      const issues = DiscountInputSchema.safeParse({ ...sale, endsAt }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['startsAt', STARTS_BEFORE_END_RULE],
      ]);
      expect(issues.every((issue) => isScheduleIssue(issue as never))).toBe(true);
    }
    // A malformed end is said under the end alone, not as a start after it.
    const malformed = DiscountInputSchema.safeParse({ ...sale, endsAt: 'never' }).error?.issues ?? [];
    expect(malformed.map((issue) => issue.path.join('.'))).toEqual(['endsAt']);
    expect(ok({ kind: 'bulk', buy: 0, free: 1 })).toBe(false);
    expect(ok({ kind: 'bulk', buy: 2, free: 11 })).toBe(false);
    expect(ok({ kind: 'gift', buy: 2, free: 1 })).toBe(false);
  });
});
