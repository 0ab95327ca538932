import { describe, expect, it } from 'vitest';
import { analyticsRequest, DEFAULT_PERIOD, QUICK_PERIODS } from './period.ts';

describe('the analytics period', () => {
  it('calls the spec endpoint of each quick filter', () => {
    expect(QUICK_PERIODS.map(({ value }) => analyticsRequest({ kind: 'quick', quick: value }).path)).toEqual([
      '/payments/analytics/daily/24hour',
      '/payments/analytics/weekly',
      '/payments/analytics/monthly/30days',
      '/payments/analytics/12-monthly',
    ]);
    expect(analyticsRequest(DEFAULT_PERIOD).path).toBe('/payments/analytics/weekly');
  });

  it('asks for a day, a range and a month with the query the API reads', () => {
    expect(analyticsRequest({ kind: 'day', date: '2026-03-04' })).toEqual({
      path: '/payments/analytics/daily',
      params: { date: '2026-03-04' },
    });
    expect(analyticsRequest({ kind: 'range', startDate: '2026-03-01', endDate: '2026-03-07' })).toEqual({
      path: '/payments/analytics/sales-custom-range',
      params: { startDate: '2026-03-01', endDate: '2026-03-07' },
    });
    expect(analyticsRequest({ kind: 'month', year: 2026, month: 2 })).toEqual({
      path: '/payments/analytics/sales-monthly',
      params: { year: 2026, month: 2 },
    });
  });
});
