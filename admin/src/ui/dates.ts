/** Dates as the admin shows them: in the admin's own time zone and language. */
import dayjs from 'dayjs';

export const formatDateTime = (iso: string): string => dayjs(iso).format('MMM D, YYYY HH:mm');
export const formatDay = (iso: string): string => dayjs(iso).format('MMM D, YYYY');
export const formatTime = (iso: string): string => dayjs(iso).format('HH:mm');
