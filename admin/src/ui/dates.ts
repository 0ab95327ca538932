/** Dates as the admin shows them: in the admin's own time zone and language. */
import dayjs from 'dayjs';

export const formatDateTime = (iso: string): string => dayjs(iso).format('MMM D, YYYY HH:mm');
export const formatDay = (iso: string): string => dayjs(iso).format('MMM D, YYYY');
export const formatTime = (iso: string): string => dayjs(iso).format('HH:mm');

/**
 * A moment as the browser's own date and time field (`<input type="datetime-local">`) holds it:
 * local time, to the minute ('2030-12-31T23:30'). A native field takes what is typed as it is
 * typed, so a form's button never misses a date (antd's picker keeps a typed date only once it is
 * confirmed), and the browser's own calendar comes with it.
 */
const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';

/** An ISO 8601 moment as the field shows it; empty for none. */
export const localMinuteOf = (iso: string | null | undefined): string => (iso ? dayjs(iso).format(LOCAL_MINUTE) : '');

/** What the field holds as ISO 8601 (what the API takes); null while it is empty or incomplete. */
export function isoOfLocalMinute(local: string | null | undefined): string | null {
  const day = local ? dayjs(local) : null;
  return day?.isValid() ? day.toISOString() : null;
}

/** This minute as the field holds it: its `min` when only times from now on may be chosen. */
export const nowLocalMinute = (): string => dayjs().format(LOCAL_MINUTE);

/** The props that let a form keep an ISO 8601 moment in a date and time field (antd Form.Item). */
export const localMinuteField = {
  getValueProps: (iso: string | null | undefined) => ({ value: localMinuteOf(iso) }),
  normalize: (local: string | undefined) => isoOfLocalMinute(local),
};
