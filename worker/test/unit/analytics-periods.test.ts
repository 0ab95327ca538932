import { describe, expect, it } from 'vitest';
import {
  calendarMonth,
  dayRange,
  last12Months,
  last24Hours,
  lastDays,
  singleDay,
} from '../../src/analytics/periods.ts';
import { percentChange } from '../../src/analytics/sales-report.ts';
import { isoWeek, localTime, zonedInstant } from '../../src/analytics/time-zone.ts';

const iso = (at: number) => new Date(at).toISOString();

describe('time zones', () => {
  it('finds where local days begin, on both sides of daylight-saving changes', () => {
    expect(iso(zonedInstant('UTC', 2026, 3, 8))).toBe('2026-03-08T00:00:00.000Z');
    expect(iso(zonedInstant('America/New_York', 2026, 1, 15))).toBe('2026-01-15T05:00:00.000Z');
    expect(iso(zonedInstant('America/New_York', 2026, 7, 15))).toBe('2026-07-15T04:00:00.000Z');
    // Half-hour offsets, and day overflow into the next month.
    expect(iso(zonedInstant('Asia/Kolkata', 2026, 2, 29))).toBe('2026-02-28T18:30:00.000Z');
  });

  it('tells the local date, hour and weekday of an instant', () => {
    expect(localTime('Europe/Paris', Date.parse('2026-03-01T23:30:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      hour: 0,
      weekday: 0,
    });
  });

  it('numbers ISO weeks', () => {
    expect(isoWeek({ year: 2026, month: 1, day: 1 })).toBe(1);
    expect(isoWeek({ year: 2027, month: 1, day: 1 })).toBe(53);
    expect(isoWeek({ year: 2026, month: 3, day: 2 })).toBe(10);
  });
});

describe('periods', () => {
  it('cuts a day with a spring-forward into 23 hours, and a fall-back into 25', () => {
    expect(singleDay('America/New_York', '2026-03-08').slots).toHaveLength(23);
    expect(singleDay('America/New_York', '2026-11-01').slots).toHaveLength(25);
    expect(singleDay('UTC', '2026-11-01').slots).toHaveLength(24);
  });

  it('makes local days of the days around a clock change', () => {
    const week = dayRange('Europe/Paris', '2026-03-28', '2026-03-30');
    expect(week.slots.map((s) => [iso(s.start), (s.end - s.start) / 3_600_000])).toEqual([
      ['2026-03-27T23:00:00.000Z', 24],
      ['2026-03-28T23:00:00.000Z', 23],
      ['2026-03-29T22:00:00.000Z', 24],
    ]);
    expect(week.previous).toEqual({ start: Date.parse('2026-03-24T23:00:00Z'), end: week.start });
  });

  it('compares a calendar month with the month before, whatever their lengths', () => {
    const march = calendarMonth('UTC', 2026, 3);
    expect(march.slots).toHaveLength(31);
    expect(iso(march.previous.start)).toBe('2026-02-01T00:00:00.000Z');
    expect(iso(calendarMonth('UTC', 2026, 1).previous.start)).toBe('2025-12-01T00:00:00.000Z');
  });

  it('ends recent periods with the current hour or day', () => {
    const now = Date.parse('2026-03-10T14:25:00Z');
    const hours = last24Hours('UTC', now);
    expect([iso(hours.start), iso(hours.end), iso(hours.previous.start)]).toEqual([
      '2026-03-09T15:00:00.000Z',
      '2026-03-10T15:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
    ]);
    const week = lastDays('UTC', now, 7, 'last week');
    expect([iso(week.start), iso(week.end), iso(week.previous.start)]).toEqual([
      '2026-03-04T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
      '2026-02-25T00:00:00.000Z',
    ]);
    const year = last12Months('UTC', now);
    expect([iso(year.start), iso(year.end), iso(year.previous.start), year.slots.length]).toEqual([
      '2025-04-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      '2024-04-01T00:00:00.000Z',
      365,
    ]);
  });
});

describe('percentChange', () => {
  it('measures against the previous figure, and has no base when it was zero', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(-100, 100)).toBe(-200);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
  });
});
