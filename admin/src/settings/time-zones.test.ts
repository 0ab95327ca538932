import { describe, expect, it } from 'vitest';
import { offsetOf, timeZoneOptions } from './time-zones.ts';

describe('the time zones offered', () => {
  it('lists UTC first and once, then the named zones with their offset on the day', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const options = timeZoneOptions(winter);
    expect(options[0]).toEqual({ value: 'UTC', label: 'UTC' });
    expect(options.filter((option) => option.value === 'UTC')).toHaveLength(1);
    expect(options).toContainEqual({ value: 'Europe/Paris', label: 'Europe/Paris (GMT+1)' });
    expect(options).toContainEqual({ value: 'Australia/Adelaide', label: 'Australia/Adelaide (GMT+10:30)' });
  });

  it('gives the offset in force on the day: summer time moves it', () => {
    expect(offsetOf('Europe/Paris', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+2');
    expect(offsetOf('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('GMT-5');
  });
});
