import { DiscountInputSchema, isScheduleIssue, STARTS_BEFORE_END_RULE } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import type { DiscountRecord } from '../api/records.ts';
import { bulkDealText, discountBody, discountFormValues, NEW_DISCOUNT } from './discount-form.ts';
import { appliesTo, discountStatus, endsText, STATUS_LABELS, startsText, usesText } from './discount-row.ts';

const code: DiscountRecord = {
  id: 1,
  kind: 'code',
  label: 'SUMMER20 (20% off)',
  code: 'SUMMER20',
  percentOff: 20,
  amountOff: null,
  exclusive: false,
  maxUses: null,
  oncePerBuyer: false,
  buy: null,
  free: null,
  active: true,
  startsAt: null,
  endsAt: null,
  uses: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const bulk: DiscountRecord = {
  ...code,
  id: 2,
  kind: 'bulk',
  label: 'Buy 2, get 1 free',
  code: null,
  percentOff: null,
  buy: 2,
  free: 1,
  uses: null,
};

describe('the discount form', () => {
  it("sends the code's fields, trimmed, and none of a bulk deal's", () => {
    const body = discountBody({ ...NEW_DISCOUNT, code: ' SPRING10 ', percentOff: 10, maxUses: 50, oncePerBuyer: true });
    expect(body).toEqual({
      kind: 'code',
      code: 'SPRING10',
      percentOff: 10,
      amountOff: null,
      exclusive: false,
      maxUses: 50,
      oncePerBuyer: true,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    expect(DiscountInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends the amount off instead of the percentage when the code takes an amount, in dollars', () => {
    const values = { ...NEW_DISCOUNT, code: 'TENOFF', percentOff: 10, offKind: 'amount' as const, amountOff: 10 };
    const body = discountBody(values);
    expect(body).toMatchObject({ kind: 'code', percentOff: null, amountOff: 10 });
    expect(DiscountInputSchema.parse(body)).toMatchObject({ percentOff: null, amountOff: 1000 });
    // Back to a percentage: the amount typed stays in the form, not in the body.
    expect(discountBody({ ...values, offKind: 'percent' })).toMatchObject({ percentOff: 10, amountOff: null });
  });

  it("sends a bulk deal's buy and free, and none of a code's", () => {
    const body = discountBody({
      ...NEW_DISCOUNT,
      kind: 'bulk',
      code: 'LEFT',
      buy: 3,
      free: 2,
      endsAt: '2030-01-01T00:00:00.000Z',
    });
    expect(body).toEqual({
      kind: 'bulk',
      buy: 3,
      free: 2,
      active: true,
      startsAt: null,
      endsAt: '2030-01-01T00:00:00.000Z',
    });
    expect(DiscountInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends a start (a scheduled sale) beside the end; the API refuses one not before the end, under Starts', () => {
    const sale = { ...NEW_DISCOUNT, kind: 'bulk' as const, startsAt: '2026-11-27T00:00:00.000Z' };
    const body = discountBody({ ...sale, endsAt: '2026-11-28T00:00:00.000Z' });
    expect(body).toMatchObject({ startsAt: '2026-11-27T00:00:00.000Z', endsAt: '2026-11-28T00:00:00.000Z' });
    expect(DiscountInputSchema.parse(body)).toMatchObject({
      startsAt: Date.parse('2026-11-27T00:00:00Z'),
      endsAt: Date.parse('2026-11-28T00:00:00Z'),
    });
    // A start with no end is a sale that runs until switched off.
    expect(DiscountInputSchema.safeParse(discountBody(sale)).success).toBe(true);
    for (const endsAt of ['2026-11-27T00:00:00.000Z', '2026-11-26T23:59:00.000Z']) {
      const refused = DiscountInputSchema.safeParse(discountBody({ ...sale, endsAt }));
      expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['startsAt', STARTS_BEFORE_END_RULE],
      ]);
      // Marked so the API answers it with 422: each moment is well formed, the two together are not.
      expect(refused.error?.issues.every((issue) => isScheduleIssue(issue as never))).toBe(true);
    }
    // A code has the same rule.
    const code = { ...NEW_DISCOUNT, code: 'SOON', percentOff: 10, startsAt: '2026-11-27T00:00:00.000Z' };
    const refusedCode = DiscountInputSchema.safeParse(discountBody({ ...code, endsAt: '2026-11-27T00:00:00.000Z' }));
    expect(refusedCode.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['startsAt']);
  });

  it('sends an empty number as null, for the server to name the field', () => {
    const body = discountBody({ ...NEW_DISCOUNT, code: 'X', percentOff: undefined });
    expect(body).toMatchObject({ percentOff: null });
    const refused = DiscountInputSchema.safeParse(body);
    // Neither a percentage nor an amount: said under both, so the form shows it under the one it offers.
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'amountOff',
      'code',
      'percentOff',
    ]);
  });

  it('edits a discount from its own fields', () => {
    expect(discountFormValues(bulk)).toEqual({
      kind: 'bulk',
      code: null,
      offKind: 'percent',
      percentOff: null,
      amountOff: null,
      exclusive: false,
      maxUses: null,
      oncePerBuyer: false,
      buy: 2,
      free: 1,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    expect(discountFormValues({ ...bulk, startsAt: '2026-11-27T00:00:00.000Z' })).toMatchObject({
      startsAt: '2026-11-27T00:00:00.000Z',
    });
    expect(discountFormValues({ ...code, oncePerBuyer: true })).toMatchObject({ code: 'SUMMER20', oncePerBuyer: true });
    expect(discountFormValues({ ...code, percentOff: null, amountOff: 10 })).toMatchObject({
      offKind: 'amount',
      amountOff: 10,
    });
  });

  it('says what a bulk deal does for the numbers typed', () => {
    expect(bulkDealText(2, 1)).toMatch(/^For every 3 leases in a cart, 1 is free: the cart's cheapest\./);
    expect(bulkDealText(3, 2)).toMatch(/^For every 5 leases in a cart, 2 are free/);
    expect(bulkDealText(null, 1)).toMatch(/^The cheapest leases of a big enough cart cost nothing\./);
    expect(bulkDealText(1.5, 1)).toMatch(/^The cheapest leases/);
  });
});

describe('a discount in the list', () => {
  it('applies to leases, or to every license for a code that includes exclusives', () => {
    expect(appliesTo(code)).toBe('Leases');
    expect(appliesTo({ ...code, exclusive: true })).toBe('All licenses');
    expect(appliesTo(bulk)).toBe('Leases');
  });

  it("counts a code's uses, out of its limit when it has one", () => {
    expect(usesText(code)).toBe('3');
    expect(usesText({ ...code, maxUses: 100 })).toBe('3 of 100');
    expect(usesText({ ...code, oncePerBuyer: true })).toBe('3, once per customer');
    expect(usesText({ ...code, maxUses: 100, oncePerBuyer: true })).toBe('3 of 100, once per customer');
    expect(usesText(bulk)).toBe('—');
  });

  it('starts when switched on, or at a moment', () => {
    expect(startsText(code)).toBe('—');
    expect(startsText({ ...code, startsAt: '2030-06-01T12:00:00.000Z' })).toMatch(/2030/);
  });

  it('ends at a moment or never', () => {
    expect(endsText(code)).toBe('No end');
    expect(endsText({ ...code, endsAt: '2030-06-01T12:00:00.000Z' })).toMatch(/2030/);
  });

  it('is active, off, ended or used up, as checkout sees it', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    expect(discountStatus(code, now)).toBe('active');
    expect(discountStatus({ ...code, active: false, endsAt: '2026-01-01T00:00:00Z' }, now)).toBe('off');
    expect(discountStatus({ ...code, endsAt: '2026-12-01T00:00:00Z' }, now)).toBe('ended');
    expect(discountStatus({ ...code, endsAt: '2026-12-02T00:00:00Z' }, now)).toBe('active');
    expect(discountStatus({ ...code, maxUses: 3 }, now)).toBe('usedUp');
    expect(discountStatus({ ...code, maxUses: 4 }, now)).toBe('active');
    expect(discountStatus(bulk, now)).toBe('active');
  });

  it('is scheduled while switched on before its start, and active from its start', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const sale = { ...bulk, startsAt: '2026-11-27T00:00:00Z', endsAt: '2026-11-28T00:00:00Z' };
    expect(discountStatus(sale, now)).toBe('scheduled');
    expect(STATUS_LABELS[discountStatus(sale, now)]).toBe('Scheduled');
    expect(discountStatus(sale, Date.parse('2026-11-27T00:00:00Z'))).toBe('active');
    expect(discountStatus(sale, Date.parse('2026-11-28T00:00:00Z'))).toBe('ended');
    // Switched off, it is off whatever its start; a code used up before its start waits first.
    expect(discountStatus({ ...sale, active: false }, now)).toBe('off');
    expect(discountStatus({ ...code, startsAt: '2026-11-27T00:00:00Z', maxUses: 3 }, now)).toBe('scheduled');
  });
});
