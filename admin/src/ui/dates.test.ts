import { afterAll, describe, expect, it } from 'vitest';
import { isoOfLocalMinute, localMinuteField, localMinuteNote, localMinuteOf } from './dates.ts';

// A zone far from UTC, and not by whole hours: a slip between local time and UTC cannot pass
// unseen, as it would on a machine that runs in UTC (Node reads TZ again when it changes).
const machineZone = process.env.TZ;
process.env.TZ = 'Asia/Kathmandu';
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

/** 2030-12-31 23:30 in the test's time zone, as the browser's field would hold it. */
const typed = '2030-12-31T23:30';
const typedIso = new Date(2030, 11, 31, 23, 30).toISOString();

describe('a date and time field', () => {
  it('shows a moment in local time, to the minute, and nothing for none', () => {
    expect(typedIso).toBe('2030-12-31T17:45:00.000Z');
    expect(localMinuteOf(typedIso)).toBe(typed);
    expect(localMinuteOf(new Date(2030, 11, 31, 23, 30, 42, 500).toISOString())).toBe(typed);
    expect(localMinuteOf(null)).toBe('');
    expect(localMinuteOf(undefined)).toBe('');
  });

  it('gives what is typed as ISO 8601, and null while it is empty or incomplete', () => {
    expect(isoOfLocalMinute(typed)).toBe(typedIso);
    expect(isoOfLocalMinute('')).toBeNull();
    expect(isoOfLocalMinute(undefined)).toBeNull();
    expect(isoOfLocalMinute('not a date')).toBeNull();
  });

  it('keeps an ISO 8601 moment in a form: shown as typed, kept as sent', () => {
    expect(localMinuteField.getValueProps(typedIso)).toEqual({ value: typed });
    expect(localMinuteField.normalize(typed)).toBe(typedIso);
    expect(localMinuteField.normalize(localMinuteField.getValueProps(typedIso).value)).toBe(typedIso);
  });
});

describe("a date and time field's note", () => {
  it('writes the time chosen as the lists do, in the local time zone, and only the zone while there is none', () => {
    expect(localMinuteNote(typedIso)).toBe('Dec 31, 2030 23:30, your time zone');
    expect(localMinuteNote(typedIso, 'empty for no end')).toBe('Dec 31, 2030 23:30, your time zone; empty for no end');
    expect(localMinuteNote(null, 'empty for no end')).toBe('Your time zone; empty for no end');
    expect(localMinuteNote(undefined)).toBe('Your time zone');
  });
});
