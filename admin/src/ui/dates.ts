/** Dates as the admin shows them: in the admin's own time zone and language. */
import dayjs from 'dayjs';

/** A moment as every list writes it: 'Dec 2, 2026 16:54'. */
export const DATE_TIME_FORMAT = 'MMM D, YYYY HH:mm';
/** A day as every list writes it: 'Dec 2, 2026'. */
export const DAY_FORMAT = 'MMM D, YYYY';

/**
 * A day picker's patterns (antd DatePicker `format`): it shows a day as the lists write it, and
 * reads what is typed in that form or as ISO 8601 ('2026-12-02').
 */
export const DAY_PICKER_FORMAT = [DAY_FORMAT, 'YYYY-MM-DD'];

export const formatDateTime = (iso: string): string => dayjs(iso).format(DATE_TIME_FORMAT);
export const formatDay = (iso: string): string => dayjs(iso).format(DAY_FORMAT);
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

/**
 * What a date and time field says under it: the time chosen as the lists write it, since the
 * browser draws the field in its own format (a native field takes no pattern), and that it is the
 * admin's time zone; then `more`, if any. Only the zone while the field is empty or incomplete.
 */
export function localMinuteNote(iso: string | null | undefined, more?: string): string {
  const zone = iso ? `${formatDateTime(iso)}, your time zone` : 'Your time zone';
  return more ? `${zone}; ${more}` : zone;
}

/** The props that let a form keep an ISO 8601 moment in a date and time field (antd Form.Item). */
export const localMinuteField = {
  getValueProps: (iso: string | null | undefined) => ({ value: localMinuteOf(iso) }),
  normalize: (local: string | undefined) => isoOfLocalMinute(local),
};
