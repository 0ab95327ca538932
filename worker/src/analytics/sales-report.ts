/**
 * A period's sales analytics: the summary against the period before, the chart's bars, the
 * figures by weekday and by month, and the best sellers. Everything derives from the figures of
 * the period's slots (hours or days) and the previous period, read in one statement.
 */
import type { Analytics } from '@beats/contract';
import type { Db } from '../db/client.ts';
import type { Period, Slot } from './periods.ts';
import { type SlotFigures, slotFigures, topSellers } from './sales-queries.ts';
import { dateLabel, isoWeek, weekdayName } from './time-zone.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const add = (a: SlotFigures, b: SlotFigures): SlotFigures => ({
  revenue: a.revenue + b.revenue,
  purchases: a.purchases + b.purchases,
});
const NONE: SlotFigures = { revenue: 0, purchases: 0 };

/** Percent change, one decimal; null when the previous period had nothing (no base to measure from). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Slots grouped by a key, in the order their groups first appear. */
function groupBy(slots: Slot[], figures: SlotFigures[], key: (slot: Slot) => string) {
  const groups = new Map<string, { first: Slot; figures: SlotFigures }>();
  slots.forEach((slot, i) => {
    const k = key(slot);
    const group = groups.get(k) ?? { first: slot, figures: NONE };
    group.figures = add(group.figures, figures[i] ?? NONE);
    groups.set(k, group);
  });
  return [...groups.values()];
}

const monthKey = (slot: Slot) => `${slot.local.year}-${String(slot.local.month).padStart(2, '0')}`;

function barLabel(period: Period, slot: Slot): string {
  const { local } = slot;
  if (period.granularity === 'hour') return `${String(local.hour).padStart(2, '0')}:00`;
  if (period.granularity === 'month') return MONTHS[local.month - 1] ?? '';
  return `${MONTHS[local.month - 1]} ${local.day}`;
}

export async function salesReport(db: Db, period: Period, timeZone: string): Promise<Analytics> {
  const ranges = [...period.slots, period.previous];
  const [figures, best] = await Promise.all([slotFigures(db, ranges), topSellers(db, period)]);
  const slotValues = figures.slice(0, period.slots.length);
  const current = slotValues.reduce(add, NONE);
  const previous = figures.at(-1) ?? NONE;

  const bars =
    period.granularity === 'month'
      ? groupBy(period.slots, slotValues, monthKey)
      : period.slots.map((slot, i) => ({ first: slot, figures: slotValues[i] ?? NONE }));

  // Monday first, every weekday present even without sales.
  const byWeekday = Array.from({ length: 7 }, () => NONE);
  period.slots.forEach((slot, i) => {
    byWeekday[slot.local.weekday] = add(byWeekday[slot.local.weekday] ?? NONE, slotValues[i] ?? NONE);
  });

  return {
    period: {
      start: new Date(period.start).toISOString(),
      end: new Date(period.end).toISOString(),
      timeZone,
      granularity: period.granularity,
      comparedTo: period.comparedTo,
    },
    summary: {
      totalRevenue: current.revenue,
      totalPurchases: current.purchases,
      revenueChange: percentChange(current.revenue, previous.revenue),
      purchasesChange: percentChange(current.purchases, previous.purchases),
    },
    salesStatistic: bars.map(({ first, figures: f }) => ({
      timeLabel: barLabel(period, first),
      dateLabel: dateLabel(first.local),
      week: isoWeek(first.local),
      start: new Date(first.start).toISOString(),
      totalRevenue: f.revenue,
      totalPurchase: f.purchases,
    })),
    dailyBreakdown: byWeekday.map((f, weekday) => ({
      dayName: weekdayName(weekday),
      revenue: f.revenue,
      sales: f.purchases,
    })),
    monthlyStats: groupBy(period.slots, slotValues, monthKey).map(({ first, figures: f }) => ({
      month: `${MONTHS[first.local.month - 1]} ${first.local.year}`,
      totalRevenue: f.revenue,
      totalPurchases: f.purchases,
    })),
    topTracks: best.topTracks,
    topLicenses: best.topLicenses,
  };
}
