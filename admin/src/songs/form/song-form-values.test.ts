import { SongFieldsSchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { songFields } from './song-form-values.ts';

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

  it('make an edit that only flips the switch something to save', () => {
    // The API answers 400 'Nothing to update.' to an edit that sends no field.
    const sent = SongFieldsSchema.parse(songFields({ ...values, freeDownload: true }));
    expect(Object.values(sent).filter((value) => value !== undefined).length).toBeGreaterThan(1);
    expect(sent).toMatchObject({ title: 'Paper Lanterns', freeDownload: true });
  });
});
