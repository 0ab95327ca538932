/**
 * The analytics period the admin chose: a quick filter, one day, a range of days or a month of
 * this year. There is one choice at a time (choosing one clears the others, spec section 4), and
 * each is one of the API's calls.
 */

export const QUICK_PERIODS = [
  { value: '24h', label: '24 hours', path: '/payments/analytics/daily/24hour' },
  { value: '7d', label: '7 days', path: '/payments/analytics/weekly' },
  { value: '30d', label: '30 days', path: '/payments/analytics/monthly/30days' },
  { value: '12m', label: '12 months', path: '/payments/analytics/12-monthly' },
] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number]['value'];

export type SalesPeriod =
  | { kind: 'quick'; quick: QuickPeriod }
  | { kind: 'day'; date: string }
  | { kind: 'range'; startDate: string; endDate: string }
  | { kind: 'month'; year: number; month: number };

export const DEFAULT_PERIOD: SalesPeriod = { kind: 'quick', quick: '7d' };

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface AnalyticsRequest {
  path: string;
  params: Record<string, string | number>;
}

/** The API call of a period. */
export function analyticsRequest(period: SalesPeriod): AnalyticsRequest {
  switch (period.kind) {
    case 'quick': {
      const quick = QUICK_PERIODS.find((option) => option.value === period.quick) ?? QUICK_PERIODS[1];
      return { path: quick.path, params: {} };
    }
    case 'day':
      return { path: '/payments/analytics/daily', params: { date: period.date } };
    case 'range':
      return {
        path: '/payments/analytics/sales-custom-range',
        params: { startDate: period.startDate, endDate: period.endDate },
      };
    case 'month':
      return { path: '/payments/analytics/sales-monthly', params: { year: period.year, month: period.month } };
  }
}
