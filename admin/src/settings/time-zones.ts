/**
 * The time zones the owner picks from: every one the browser knows (the Worker checks the name
 * again with its own `Intl`), each with its offset from UTC today, as "Europe/Paris (GMT+1)".
 */

export interface TimeZoneOption {
  value: string;
  label: string;
}

/** The zone's offset from UTC at `at`, as `Intl` writes it short ("GMT+1", "GMT-3:30", "GMT"). */
export function offsetOf(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}

/** Every zone the browser knows, UTC first (some browsers leave it out of their list). */
export function timeZoneOptions(at = new Date()): TimeZoneOption[] {
  const names = Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC');
  return [
    { value: 'UTC', label: 'UTC' },
    ...names.map((value) => ({ value, label: `${value} (${offsetOf(value, at)})` })),
  ];
}

/** The browser's own zone, offered as the likely answer. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
