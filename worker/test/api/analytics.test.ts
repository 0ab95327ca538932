import { ANALYTICS_MESSAGES, type Analytics } from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { refundOrder } from '../../src/orders/order-state.ts';
import { adminCookie, asAdmin, makeOrder } from './admin-fixtures.ts';
import { db, makePlan, makeSong, makeUser } from './fixtures.ts';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

let admin: string;
let songs: { night: number; heat: number };
let plans: { basic: number; premium: number; stems: number };

/**
 * A known month of sales (UTC): two sales on Monday 2 March, one on Sunday 15 March refunded on
 * Friday 20 March, one sale in February, and orders that never count (pending, expired, April).
 */
async function knownOrders() {
  const buyer = await makeUser({ name: 'Maya Rivers' });
  const sale = (songId: number, planId: number, price: number, completedAt: string, extra = {}) =>
    makeOrder({
      userId: buyer,
      completedAt: at(completedAt),
      createdAt: at(completedAt) - 60_000,
      lines: [
        {
          songId,
          planId,
          price,
          songTitle: songId === songs.night ? 'Night Drive' : 'Heat Wave',
          planName: `Plan ${planId}`,
        },
      ],
      ...extra,
    });
  await sale(songs.night, plans.basic, 2999, '2026-03-02T10:00:00Z');
  await sale(songs.heat, plans.premium, 5999, '2026-03-02T15:30:00Z');
  await sale(songs.night, plans.stems, 14999, '2026-03-15T08:00:00Z', {
    status: 'refunded',
    refundedAt: at('2026-03-20T12:00:00Z'),
    refundTotal: 14999,
  });
  await sale(songs.heat, plans.basic, 2999, '2026-02-10T09:00:00Z');
  await makeOrder({
    userId: buyer,
    status: 'pending',
    createdAt: at('2026-03-05T10:00:00Z'),
    lines: [{ songId: songs.night, planId: plans.basic, price: 2999 }],
  });
  await makeOrder({
    userId: buyer,
    status: 'expired',
    createdAt: at('2026-03-06T10:00:00Z'),
    lines: [{ songId: songs.night, planId: plans.basic, price: 2999 }],
  });
  await sale(songs.heat, plans.premium, 5999, '2026-04-01T00:30:00Z');
}

beforeEach(async () => {
  admin = (await adminCookie()).cookie;
  const artist = await makeUser();
  songs = {
    night: await makeSong(artist, { title: 'Night Drive' }),
    heat: await makeSong(artist, { title: 'Heat Wave' }),
  };
  plans = {
    basic: await makePlan({ name: 'Basic' }),
    premium: await makePlan({ name: 'Premium' }),
    stems: await makePlan({ name: 'Stems' }),
  };
});

const report = async (path: string) => {
  const { status, body } = await asAdmin<never>(admin, `/api/payments/analytics${path}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as unknown as { success: true; analytics: Analytics }).analytics;
};

describe('sales analytics on a known month', () => {
  beforeEach(knownOrders);

  it('sums a calendar month: sales less the refund, against the month before', async () => {
    const march = await report('/sales-monthly?year=2026&month=3');
    expect(march.period).toMatchObject({
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-04-01T00:00:00.000Z',
      timeZone: 'UTC',
      granularity: 'day',
      comparedTo: 'last month',
    });
    // 29.99 + 59.99 + 149.99 sold, 149.99 refunded; three purchases, one refunded.
    expect(march.summary).toEqual({ totalRevenue: 89.98, totalPurchases: 2, revenueChange: 200, purchasesChange: 100 });
    expect(march.salesStatistic).toHaveLength(31);
    const day = (n: number) => march.salesStatistic[n - 1];
    expect(day(2)).toMatchObject({
      timeLabel: 'Mar 2',
      dateLabel: '2026-03-02',
      week: 10,
      totalRevenue: 89.98,
      totalPurchase: 2,
    });
    expect(day(15)).toMatchObject({ totalRevenue: 149.99, totalPurchase: 1 });
    expect(day(20)).toMatchObject({ totalRevenue: -149.99, totalPurchase: -1 });
    expect(day(5)).toMatchObject({ totalRevenue: 0, totalPurchase: 0 });
    expect(march.dailyBreakdown.map((d) => [d.dayName, d.revenue, d.sales])).toEqual([
      ['Mon', 89.98, 2],
      ['Tue', 0, 0],
      ['Wed', 0, 0],
      ['Thu', 0, 0],
      ['Fri', -149.99, -1],
      ['Sat', 0, 0],
      ['Sun', 149.99, 1],
    ]);
    expect(march.monthlyStats).toEqual([{ month: 'Mar 2026', totalRevenue: 89.98, totalPurchases: 2 }]);
    // Best sellers count the sales that were kept.
    expect(march.topTracks).toEqual([
      { songId: songs.heat, title: 'Heat Wave', sales: 1, revenue: 59.99 },
      { songId: songs.night, title: 'Night Drive', sales: 1, revenue: 29.99 },
    ]);
    expect(march.topLicenses.map((l) => [l.planId, l.revenue])).toEqual([
      [plans.premium, 59.99],
      [plans.basic, 29.99],
    ]);
  });

  it('reads one day hour by hour, against the day before', async () => {
    const day = await report('/daily?date=2026-03-02');
    expect(day.period).toMatchObject({ granularity: 'hour', comparedTo: 'the day before' });
    expect(day.salesStatistic).toHaveLength(24);
    expect(day.salesStatistic[10]).toMatchObject({ timeLabel: '10:00', totalRevenue: 29.99, totalPurchase: 1 });
    expect(day.salesStatistic[15]).toMatchObject({ timeLabel: '15:00', totalRevenue: 59.99, totalPurchase: 1 });
    // Nothing sold the day before: no change can be measured.
    expect(day.summary).toEqual({ totalRevenue: 89.98, totalPurchases: 2, revenueChange: null, purchasesChange: null });
  });

  it('reads a range of days against as many days before, below zero when refunds outweigh sales', async () => {
    const refundWeek = await report('/sales-custom-range?startDate=2026-03-16&endDate=2026-03-20');
    expect(refundWeek.period.comparedTo).toBe('the previous 5 days');
    expect(refundWeek.salesStatistic).toHaveLength(5);
    // The five days before held the sale that was refunded: 149.99 then, -149.99 now.
    expect(refundWeek.summary).toEqual({
      totalRevenue: -149.99,
      totalPurchases: -1,
      revenueChange: -200,
      purchasesChange: -200,
    });
    const whole = await report('/sales-custom-range?startDate=2026-03-01&endDate=2026-03-31');
    expect(whole.summary).toMatchObject({ totalRevenue: 89.98, totalPurchases: 2 });
  });

  it('leaves out orders that were never paid', async () => {
    const fifth = await report('/daily?date=2026-03-05');
    expect(fifth.summary.totalPurchases).toBe(0);
    const sixth = await report('/daily?date=2026-03-06');
    expect(sixth.summary.totalPurchases).toBe(0);
  });
});

describe('recent periods', () => {
  it('compares the last 24 hours, 7 days, 30 days and 12 months with the periods before', async () => {
    const buyer = await makeUser();
    const now = Date.now();
    const sale = (ago: number, price: number) =>
      makeOrder({
        userId: buyer,
        completedAt: now - ago,
        createdAt: now - ago,
        lines: [{ songId: songs.night, planId: plans.basic, price }],
      });
    await sale(HOUR, 1000);
    await sale(26 * HOUR, 2000);
    await sale(10 * 24 * HOUR, 4000);

    const hours = await report('/daily/24hour');
    expect(hours.salesStatistic).toHaveLength(24);
    expect(hours.period.comparedTo).toBe('yesterday');
    expect(hours.summary).toEqual({ totalRevenue: 10, totalPurchases: 1, revenueChange: -50, purchasesChange: 0 });

    const week = await report('/weekly');
    expect(week.salesStatistic).toHaveLength(7);
    expect(week.summary).toMatchObject({ totalRevenue: 30, totalPurchases: 2, revenueChange: -25 });

    const month = await report('/monthly/30days');
    expect(month.salesStatistic).toHaveLength(30);
    expect(month.summary).toMatchObject({ totalRevenue: 70, totalPurchases: 3, revenueChange: null });

    const year = await report('/12-monthly');
    expect(year.period.granularity).toBe('month');
    expect(year.salesStatistic).toHaveLength(12);
    expect(year.summary).toMatchObject({ totalRevenue: 70, totalPurchases: 3 });
    expect(year.monthlyStats).toHaveLength(12);
  });
});

describe('an order refunded in two parts', () => {
  it('subtracts each part in its own month, and the purchase with the part that gave back the rest', async () => {
    const buyer = await makeUser();
    // $50.00 sold in June, $20.00 of it given back in June (the buyer keeps the license).
    const order = await makeOrder({
      userId: buyer,
      status: 'refunded',
      completedAt: at('2026-06-10T10:00:00Z'),
      refundedAt: at('2026-06-20T10:00:00Z'),
      refundTotal: 2000,
      lines: [{ songId: songs.night, planId: plans.premium, price: 5000 }],
    });
    // The rest in July; PayPal's event for it then comes twice.
    for (const day of ['05', '06']) {
      await refundOrder(db(), order, { refunded: 5000, captureId: null }, at(`2026-07-${day}T10:00:00Z`));
    }

    const june = await report('/sales-monthly?year=2026&month=6');
    expect(june.summary).toMatchObject({ totalRevenue: 30, totalPurchases: 1 });
    const july = await report('/sales-monthly?year=2026&month=7');
    expect(july.summary).toMatchObject({ totalRevenue: -30, totalPurchases: -1 });
    // On the day of the second part, not the first's.
    expect(july.salesStatistic.filter((day) => day.totalRevenue !== 0)).toMatchObject([
      { dateLabel: '2026-07-05', totalRevenue: -30, totalPurchase: -1 },
    ]);
  });
});

describe('a period of large sales', () => {
  it('answers totals past the largest single price (two exclusives at $999,999.99)', async () => {
    const buyer = await makeUser();
    for (const hour of ['09', '17']) {
      await makeOrder({
        userId: buyer,
        completedAt: at(`2026-05-04T${hour}:00:00Z`),
        lines: [{ songId: songs.night, planId: plans.stems, price: 99_999_999 }],
      });
    }
    const day = await report('/daily?date=2026-05-04');
    expect(day.summary.totalRevenue).toBe(1_999_999.98);
    expect(day.topTracks[0]?.revenue).toBe(1_999_999.98);
  });
});

describe('bad periods', () => {
  it.each([
    ['/daily?date=2026-02-30', 'That date does not exist.'],
    ['/daily?date=yesterday', 'Dates are YYYY-MM-DD.'],
    ['/daily', undefined],
    ['/sales-custom-range?startDate=2026-03-20&endDate=2026-03-01', ANALYTICS_MESSAGES.reversed],
    ['/sales-custom-range?startDate=2024-01-01&endDate=2026-01-01', ANALYTICS_MESSAGES.rangeTooLong],
    ['/sales-custom-range?startDate=2026-03-01', undefined],
    ['/sales-monthly?year=2026&month=13', ANALYTICS_MESSAGES.month],
    ['/sales-monthly?year=1999&month=1', ANALYTICS_MESSAGES.year],
    ['/sales-monthly?year=2026', undefined],
  ])('answers %s with 400', async (path, message) => {
    const { status, body } = await asAdmin(admin, `/api/payments/analytics${path}`);
    expect(status).toBe(400);
    if (message) expect(body.message).toBe(message);
  });
});
