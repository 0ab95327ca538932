import { AdminFreeDownloadSchema, FREE_DOWNLOAD_LINK_DAYS } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import type { FreeDownloadRecord } from '../api/records.ts';
import { formatDateTime, formatDay } from '../ui/dates.ts';
import { askedText, downloadedText, linkText, newsText, trackPath } from './free-download-row.ts';

const DAY = 24 * 60 * 60_000;
const askedAt = '2026-11-02T12:00:00.000Z';
const expiresAt = new Date(Date.parse(askedAt) + FREE_DOWNLOAD_LINK_DAYS * DAY).toISOString();

const request: FreeDownloadRecord = AdminFreeDownloadSchema.parse({
  id: 7,
  email: 'fan@example.com',
  song: { id: 12, title: 'Paper Lanterns' },
  news: true,
  askedAt,
  expiresAt,
  linkWorks: true,
  downloadedAt: null,
  downloads: 0,
});

/** A day as the row writes it: kept to one line. */
const oneLine = (day: string) => day.replaceAll(' ', '\u00a0');

describe('a free download in the list', () => {
  it('says the day and time it was asked for, the day kept to one line', () => {
    expect(askedText(request).replaceAll('\u00a0', ' ')).toBe(formatDateTime(askedAt));
    // One place to break a line: between the day and the time.
    expect(askedText(request).split(' ')).toEqual([
      oneLine(formatDay(askedAt)),
      expect.stringMatching(/^\d{2}:\d{2}$/),
    ]);
  });

  it('says until when its link works, then that it ended', () => {
    const expires = Date.parse(expiresAt);
    expect(linkText(request, Date.parse(askedAt))).toBe(`Works until ${oneLine(formatDay(expiresAt))}`);
    expect(linkText(request, expires - 1)).toBe(`Works until ${oneLine(formatDay(expiresAt))}`);
    expect(linkText(request, expires)).toBe('Ended');
    expect(linkText(request, expires + DAY)).toBe('Ended');
  });

  it('says a link the API ended early (its track no longer free) ended, whatever its time left', () => {
    const ended = { ...request, linkWorks: false };
    const expires = Date.parse(expiresAt);
    expect(linkText(ended, Date.parse(askedAt))).toBe('Ended early');
    expect(linkText(ended, expires - 1)).toBe('Ended early');
    expect(linkText(ended, expires)).toBe('Ended');
    // Expired links are ended however the API marks them.
    expect(linkText({ ...request, linkWorks: false }, expires + DAY)).toBe('Ended');
  });

  it('says when it was first downloaded, or not yet', () => {
    expect(downloadedText(request)).toBe('Not yet');
    const downloadedAt = '2026-11-03T12:00:00.000Z';
    expect(downloadedText({ ...request, downloadedAt })).toBe(oneLine(formatDay(downloadedAt)));
  });

  it('says the visitor’s choice about news, and links the track’s page', () => {
    expect(newsText(request)).toBe('Yes');
    expect(newsText({ ...request, news: false })).toBe('No');
    expect(trackPath(request)).toBe('/products/12');
  });
});
