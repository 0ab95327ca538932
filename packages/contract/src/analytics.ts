/**
 * Sales analytics (admins): /api/payments/analytics/... Figures come from completed orders, each
 * counted at its completion in the store's time zone; a refund subtracts what was refunded (and
 * the purchase) when it happened. Every period is compared with the one before it.
 */
import { CalendarDaySchema } from './admin-list.ts';
import { SignedMoney } from './money-schema.ts';
import { z } from './zod.ts';

export const ANALYTICS_MESSAGES = {
  reversed: 'The start date must be on or before the end date.',
  rangeTooLong: 'A range can be at most 366 days.',
  year: 'year must be a year from 2000 to 2100.',
  month: 'month must be 1 to 12.',
  loading: 'Loading Analytics...',
  failed: 'Failed to process data.',
} as const;

/** The longest custom range, in days. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;

const wholeIn = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .pipe(z.int().min(min, message).max(max, message));

export const SalesMonthQuerySchema = z.object({
  year: wholeIn(2000, 2100, ANALYTICS_MESSAGES.year),
  month: wholeIn(1, 12, ANALYTICS_MESSAGES.month),
});

export const SalesRangeQuerySchema = z
  .object({ startDate: CalendarDaySchema, endDate: CalendarDaySchema })
  .refine(({ startDate, endDate }) => startDate <= endDate, { message: ANALYTICS_MESSAGES.reversed, path: ['endDate'] })
  .refine(
    ({ startDate, endDate }) => (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 < ANALYTICS_RANGE_MAX_DAYS,
    { message: ANALYTICS_MESSAGES.rangeTooLong, path: ['endDate'] },
  );

export const SalesDayQuerySchema = z.object({ date: CalendarDaySchema });

/** How a period is cut into the bars of its chart. */
export const GRANULARITIES = ['hour', 'day', 'month'] as const;

/** One bar of the 'Sales Statistic' chart. */
const SalesBucketSchema = z.object({
  /** What the bar is labelled with: `14:00`, `Mon 3`, `Nov`. */
  timeLabel: z.string(),
  /** The bucket's start as a local calendar day, `2026-11-03`. */
  dateLabel: z.string(),
  /** ISO week number of the bucket's start. */
  week: z.int(),
  /** The bucket's start (ISO 8601, UTC). */
  start: z.string(),
  totalRevenue: SignedMoney,
  totalPurchase: z.int(),
});

export const AnalyticsSchema = z
  .object({
    success: z.literal(true),
    analytics: z.object({
      period: z.object({
        start: z.string(),
        /** Exclusive. */
        end: z.string(),
        timeZone: z.string(),
        granularity: z.enum(GRANULARITIES),
        /** The previous period, as the change texts name it: 'yesterday', 'last week', ... */
        comparedTo: z.string(),
      }),
      summary: z.object({
        totalRevenue: SignedMoney,
        totalPurchases: z.int(),
        /** Percent against the previous period; null when that period had nothing to compare with. */
        revenueChange: z.number().nullable(),
        purchasesChange: z.number().nullable(),
      }),
      salesStatistic: z.array(SalesBucketSchema),
      /** The period's figures by day of the week, Monday first. */
      dailyBreakdown: z.array(z.object({ dayName: z.string(), revenue: SignedMoney, sales: z.int() })),
      /** The period's figures by calendar month. */
      monthlyStats: z.array(z.object({ month: z.string(), totalRevenue: SignedMoney, totalPurchases: z.int() })),
      /** Best sellers of the period by revenue (refunds not subtracted), at most five. */
      topTracks: z.array(z.object({ songId: z.int(), title: z.string(), sales: z.int(), revenue: SignedMoney })),
      topLicenses: z.array(z.object({ planId: z.int(), name: z.string(), sales: z.int(), revenue: SignedMoney })),
    }),
  })
  .meta({ id: 'SalesAnalytics' });
export type Analytics = z.output<typeof AnalyticsSchema>['analytics'];

/** The change text of a card: `+12.5% from last week`. */
export function changeText(change: number | null, comparedTo: string): string {
  if (change === null) return 'No earlier sales to compare with';
  const sign = change > 0 ? '+' : '';
  return `${sign}${change.toFixed(1)}% from ${comparedTo}`;
}
