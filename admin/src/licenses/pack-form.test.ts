import { describe, expect, it } from 'vitest';
import { NEW_PACK, packBody, termText } from './pack-form.ts';

describe('the license pack form', () => {
  it('drops empty features and trims the rest; the tier defaults to the name', () => {
    const body = packBody({ ...NEW_PACK, name: ' Sync Lease ', features: ['  Untagged WAV ', '', undefined, '  '] });
    expect(body.features).toEqual(['Untagged WAV']);
    expect(body.tier).toBe('Sync Lease');
    expect(body.note).toBeNull();
  });

  it('says what each usage term grants', () => {
    const terms = { ...NEW_PACK.terms, audioStreams: null, copiesSold: 2000, musicVideos: 0, termYears: 1 };
    expect(termText(terms, 'audioStreams')).toBe('Unlimited');
    expect(termText(terms, 'copiesSold')).toBe('2,000');
    expect(termText(terms, 'musicVideos')).toBe('Not allowed');
    expect(termText(terms, 'termYears')).toBe('1 year');
    expect(termText({ ...terms, termYears: null }, 'termYears')).toBe('Perpetual');
  });
});
