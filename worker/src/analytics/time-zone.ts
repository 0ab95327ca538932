/**
 * Calendar arithmetic in the store's time zone (an IANA name, settings/store-settings.ts)
 * with nothing but `Intl`: where local days, hours and months begin as instants, and what local
 * calendar date an instant falls on. Days around a daylight-saving change have 23 or 25 hours.
 */

export interface LocalTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  /** 0 Monday to 6 Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The instants a local calendar day `YYYY-MM-DD` begins and ends (exclusive). */
export function localDay(timeZone: string, date: string): { start: number; end: number } {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  return { start: zonedInstant(timeZone, y, m, d), end: zonedInstant(timeZone, y, m, d + 1) };
}

function fields(timeZone: string, at: number) {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(at))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The local calendar date and hour of an instant. */
export function localTime(timeZone: string, at: number): LocalTime {
  const { year, month, day, hour, weekday } = fields(timeZone, at);
  return { year, month, day, hour, weekday };
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(timeZone: string, at: number): number {
  const f = fields(timeZone, at);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant the local wall clock shows `year-month-day hour:00` (fields may overflow: day 32 is
 * the next month's first). A time that a spring-forward skips resolves to the hour after it.
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, first);
}

/** `2026-11-03`: a local calendar date. */
export const dateLabel = (t: Pick<LocalTime, 'year' | 'month' | 'day'>): string =>
  `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

export const weekdayName = (weekday: number): string => WEEKDAYS[weekday] ?? '';

/** ISO 8601 week number of a calendar date (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek({ year, month, day }: Pick<LocalTime, 'year' | 'month' | 'day'>): number {
  const date = new Date(Date.UTC(year, month - 1, day));
  // The Thursday of the date's week decides which year the week belongs to.
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
