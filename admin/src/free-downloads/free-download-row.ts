/**
 * A free download as the list says it: when it was asked for, whether its mailed link still gives
 * the file (the API's `linkWorks`: it works for FREE_DOWNLOAD_LINK_DAYS after it was asked for,
 * and only while the track is offered free: a track switched off, deleted or sold outright ends
 * its links early), and when the file was first downloaded. A day keeps to one line
 * (no-break spaces), so a narrow column breaks before it rather than inside it.
 */
import type { FreeDownloadRecord } from '../api/records.ts';
import { formatDay, formatTime } from '../ui/dates.ts';

const NO_BREAK_SPACE = '\u00a0';
const dayOf = (iso: string): string => formatDay(iso).replaceAll(' ', NO_BREAK_SPACE);

/** The day and the time it was asked for. */
export const askedText = (request: Pick<FreeDownloadRecord, 'askedAt'>): string =>
  `${dayOf(request.askedAt)} ${formatTime(request.askedAt)}`;

/**
 * 'Works until <day>' while the link gives the file; then 'Ended', or 'Ended early' when its
 * track stopped being offered free before its time was up.
 */
export function linkText(request: Pick<FreeDownloadRecord, 'expiresAt' | 'linkWorks'>, now = Date.now()): string {
  const timeLeft = Date.parse(request.expiresAt) > now;
  if (request.linkWorks && timeLeft) return `Works until ${dayOf(request.expiresAt)}`;
  return timeLeft ? 'Ended early' : 'Ended';
}

/** The day of the first download through the link, or 'Not yet'. */
export function downloadedText(request: Pick<FreeDownloadRecord, 'downloadedAt'>): string {
  return request.downloadedAt === null ? 'Not yet' : dayOf(request.downloadedAt);
}

/** The visitor's choice about hearing of new releases and deals. */
export const newsText = (request: Pick<FreeDownloadRecord, 'news'>): 'Yes' | 'No' => (request.news ? 'Yes' : 'No');

/** The track's page in the store. */
export const trackPath = (request: Pick<FreeDownloadRecord, 'song'>): string => `/products/${request.song.id}`;
