/**
 * /api/payments/analytics (admins): sales by period in the store's time zone (the owner's settings),
 * each compared with the period before it. See analytics/.
 */
import { AnalyticsSchema, SalesDayQuerySchema, SalesMonthQuerySchema, SalesRangeQuerySchema } from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import {
  calendarMonth,
  dayRange,
  last12Months,
  last24Hours,
  lastDays,
  type Period,
  singleDay,
} from '../analytics/periods.ts';
import { salesReport } from '../analytics/sales-report.ts';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import type { Env } from '../env.ts';
import { adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer, jsonAnswer } from '../openapi/router.ts';
import { readStoreSettings } from '../settings/store-settings.ts';

const answer = jsonAnswer(AnalyticsSchema, 'The period: summary, chart, weekdays, months and best sellers');

/** A period that ends now: it takes no query. */
const recent = (path: string, summary: string) =>
  createRoute({ method: 'get', path, summary, middleware: requireAdmin, responses: { 200: answer, ...adminRefusals } });

const routes = {
  hours24: recent('/daily/24hour', 'The last 24 hours, hour by hour, against the 24 before'),
  weekly: recent('/weekly', 'The last 7 days, today included, against the 7 before'),
  days30: recent('/monthly/30days', 'The last 30 days, today included, against the 30 before'),
  months12: recent('/12-monthly', 'The last 12 months, this one included, month by month, against the 12 before'),
  month: createRoute({
    method: 'get',
    path: '/sales-monthly',
    summary: 'One calendar month, day by day, against the month before',
    middleware: requireAdmin,
    request: { query: SalesMonthQuerySchema },
    responses: { 200: answer, ...adminRefusals, 400: errorAnswer('A bad year or month') },
  }),
  range: createRoute({
    method: 'get',
    path: '/sales-custom-range',
    summary: 'The days from startDate to endDate (YYYY-MM-DD, both included, at most 366), against as many before',
    middleware: requireAdmin,
    request: { query: SalesRangeQuerySchema },
    responses: { 200: answer, ...adminRefusals, 400: errorAnswer('A bad date, or a reversed or too long range') },
  }),
  day: createRoute({
    method: 'get',
    path: '/daily',
    summary: 'One day (YYYY-MM-DD), hour by hour, against the day before',
    middleware: requireAdmin,
    request: { query: SalesDayQuerySchema },
    responses: { 200: answer, ...adminRefusals, 400: errorAnswer('A bad or missing date') },
  }),
};

async function respond(env: Env, period: (timeZone: string) => Period) {
  const db = getDb(env.DB);
  const { timeZone } = await readStoreSettings(db, env);
  const analytics = await salesReport(db, period(timeZone), timeZone);
  return z.encode(AnalyticsSchema, { success: true, analytics });
}

export const analyticsRoutes = apiRouter()
  .openapi(routes.hours24, async (c) => c.json(await respond(c.env, (tz) => last24Hours(tz, Date.now())), 200))
  .openapi(routes.weekly, async (c) =>
    c.json(await respond(c.env, (tz) => lastDays(tz, Date.now(), 7, 'last week')), 200),
  )
  .openapi(routes.days30, async (c) =>
    c.json(await respond(c.env, (tz) => lastDays(tz, Date.now(), 30, 'last month')), 200),
  )
  .openapi(routes.months12, async (c) => c.json(await respond(c.env, (tz) => last12Months(tz, Date.now())), 200))
  .openapi(routes.month, async (c) => {
    const { year, month } = c.req.valid('query');
    return c.json(await respond(c.env, (tz) => calendarMonth(tz, year, month)), 200);
  })
  .openapi(routes.range, async (c) => {
    const { startDate, endDate } = c.req.valid('query');
    return c.json(await respond(c.env, (tz) => dayRange(tz, startDate, endDate)), 200);
  })
  .openapi(routes.day, async (c) => {
    const { date } = c.req.valid('query');
    return c.json(await respond(c.env, (tz) => singleDay(tz, date)), 200);
  });
