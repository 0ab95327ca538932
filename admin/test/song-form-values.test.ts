import { SongFieldsSchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { changedPublishAt, songFields } from '../src/songs/form/song-form-values.ts';
import { isoOfLocalMinute, localMinuteField, localMinuteOf } from '../src/ui/dates.ts';

/** 2030-12-31 23:30 in the time zone the tests run in, as the browser's field would hold it. */
const typed = '2030-12-31T23:30';
const typedIso = new Date(2030, 11, 31, 23, 30).toISOString();

describe('a date and time field', () => {
  it('shows a moment in local time, to the minute, and nothing for none', () => {
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

describe("the song forms' publication time", () => {
  it('is sent as typed, as the API takes it, and left out when there is none', () => {
    const sent = songFields({ title: 'Later', publishAt: isoOfLocalMinute(typed) });
    expect(sent.publishAt).toBe(typedIso);
    const parsed = SongFieldsSchema.safeParse(sent);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.publishAt).toBe(Date.parse(typedIso));
    expect(songFields({ title: 'Now', publishAt: null })).not.toHaveProperty('publishAt');
  });

  it("is sent by an edit only when it differs from the song's own", () => {
    const own = '2026-11-25T10:28:43.626Z';
    expect(changedPublishAt(own, own)).toBeNull();
    expect(changedPublishAt('2026-11-25T11:28:43.626+01:00', own)).toBeNull();
    expect(changedPublishAt(typedIso, own)).toBe(typedIso);
    expect(changedPublishAt(null, own)).toBeNull();
    expect(changedPublishAt(undefined, own)).toBeNull();
  });
});
