import { SongFieldsSchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { isoOfLocalMinute } from '../../ui/dates.ts';
import { changedPublishAt, songFields } from './song-form-values.ts';

const values = { title: 'Paper Lanterns', description: '', musicTag: ['Trap'] };

describe('the song form’s fields as sent', () => {
  it('send the free download switch as it stands, on or off', () => {
    expect(songFields({ ...values, freeDownload: true })).toMatchObject({ freeDownload: true });
    expect(songFields({ ...values, freeDownload: false })).toMatchObject({ freeDownload: false });
    expect(SongFieldsSchema.parse(songFields({ ...values, freeDownload: false })).freeDownload).toBe(false);
  });

  it('send it in a multipart form as the API reads it', () => {
    for (const on of [true, false]) {
      // As send-song.ts appends them: text, a blank for null, one entry per tag.
      const form = Object.fromEntries(
        Object.entries(songFields({ ...values, freeDownload: on })).map(([name, value]) => [
          name,
          Array.isArray(value) ? value : value === null ? '' : String(value),
        ]),
      );
      expect(SongFieldsSchema.parse(form).freeDownload).toBe(on);
    }
  });

  it('leave it out when the form has none', () => {
    expect(songFields(values)).not.toHaveProperty('freeDownload');
  });

  it('send the switch when an edit only flips it', () => {
    // The form as the song had it, then the same form with only the switch flipped: what is sent
    // for the second carries the new switch, whatever else the form always sends.
    const before = SongFieldsSchema.parse(songFields({ ...values, freeDownload: false }));
    const sent = SongFieldsSchema.parse(songFields({ ...values, freeDownload: true }));
    expect(sent).toHaveProperty('freeDownload', true);
    expect(sent).toEqual({ ...before, freeDownload: true });
    expect(SongFieldsSchema.parse(songFields({ ...values, freeDownload: false }))).toHaveProperty(
      'freeDownload',
      false,
    );
  });
});

/** 2030-12-31 23:30 in the time zone the tests run in, as the browser's field would hold it. */
const typed = '2030-12-31T23:30';
const typedIso = new Date(2030, 11, 31, 23, 30).toISOString();

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
