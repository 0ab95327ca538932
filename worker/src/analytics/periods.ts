/**
 * The periods of the sales analytics, in the store's time zone: each cut into slots (hours, or
 * days) that the figures are read for, the granularity of its chart, and the period before it
 * that its changes are measured against.
 */
import { type LocalTime, localTime, zonedInstant } from './time-zone.ts';

export type Granularity = 'hour' | 'day' | 'month';

export interface Slot {
  start: number;
  end: number;
  /** The local calendar date and hour the slot starts at. */
  local: LocalTime;
}

export interface Period {
  start: number;
  end: number;
  /** How the chart groups the slots: one bar per hour, per day, or per month. */
  granularity: Granularity;
  slots: Slot[];
  previous: { start: number; end: number };
  /** The previous period as a change text names it. */
  comparedTo: string;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

function hourSlots(timeZone: string, start: number, end: number): Slot[] {
  const slots: Slot[] = [];
  for (let at = start; at < end; at += HOUR) slots.push({ start: at, end: at + HOUR, local: localTime(timeZone, at) });
  return slots;
}

/** `count` local days from `year-month-day` (fields may overflow), each from midnight to midnight. */
function daySlots(timeZone: string, year: number, month: number, day: number, count: number): Slot[] {
  return Array.from({ length: count }, (_, i) => {
    const start = zonedInstant(timeZone, year, month, day + i);
    return { start, end: zonedInstant(timeZone, year, month, day + i + 1), local: localTime(timeZone, start) };
  });
}

function period(slots: Slot[], granularity: Granularity, previousStart: number, comparedTo: string): Period {
  const start = slots[0]?.start ?? 0;
  const end = slots.at(-1)?.end ?? 0;
  return { start, end, granularity, slots, previous: { start: previousStart, end: start }, comparedTo };
}

/** Calendar days between two dates, whatever the clocks did. */
const daysBetween = (from: [number, number, number], to: [number, number, number]) =>
  Math.round((Date.UTC(to[0], to[1] - 1, to[2]) - Date.UTC(from[0], from[1] - 1, from[2])) / DAY);

/** The last 24 hours, up to the end of the current hour, hour by hour. */
export function last24Hours(timeZone: string, now: number): Period {
  const t = localTime(timeZone, now);
  const end = zonedInstant(timeZone, t.year, t.month, t.day, t.hour) + HOUR;
  const start = end - 24 * HOUR;
  return period(hourSlots(timeZone, start, end), 'hour', start - 24 * HOUR, 'yesterday');
}

/** The last `count` days, today included, day by day. */
export function lastDays(timeZone: string, now: number, count: number, comparedTo: string): Period {
  const t = localTime(timeZone, now);
  const slots = daySlots(timeZone, t.year, t.month, t.day - count + 1, count);
  return period(slots, 'day', zonedInstant(timeZone, t.year, t.month, t.day - 2 * count + 1), comparedTo);
}

/** The last 12 months, this one included, month by month. */
export function last12Months(timeZone: string, now: number): Period {
  const t = localTime(timeZone, now);
  const count = daysBetween([t.year, t.month - 11, 1], [t.year, t.month + 1, 1]);
  const slots = daySlots(timeZone, t.year, t.month - 11, 1, count);
  return period(slots, 'month', zonedInstant(timeZone, t.year, t.month - 23, 1), 'last year');
}

/** One calendar month, day by day, against the month before. */
export function calendarMonth(timeZone: string, year: number, month: number): Period {
  const count = daysBetween([year, month, 1], [year, month + 1, 1]);
  return period(
    daySlots(timeZone, year, month, 1, count),
    'day',
    zonedInstant(timeZone, year, month - 1, 1),
    'last month',
  );
}

const parseDay = (date: string): [number, number, number] => {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  return [y, m, d];
};

/** The days from `startDate` to `endDate` (both included), against as many days before. */
export function dayRange(timeZone: string, startDate: string, endDate: string): Period {
  const [y, m, d] = parseDay(startDate);
  const count = daysBetween([y, m, d], parseDay(endDate)) + 1;
  const comparedTo = count === 1 ? 'the day before' : `the previous ${count} days`;
  return period(daySlots(timeZone, y, m, d, count), 'day', zonedInstant(timeZone, y, m, d - count), comparedTo);
}

/** One day, hour by hour (23 or 25 hours when the clocks change), against the day before. */
export function singleDay(timeZone: string, date: string): Period {
  const [y, m, d] = parseDay(date);
  const start = zonedInstant(timeZone, y, m, d);
  const slots = hourSlots(timeZone, start, zonedInstant(timeZone, y, m, d + 1));
  return period(slots, 'hour', zonedInstant(timeZone, y, m, d - 1), 'the day before');
}
