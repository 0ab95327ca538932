import { describe, expect, it } from 'vitest';
import { baseShiftText, NEW_PACK, packBody, termText } from './pack-form.ts';

describe('the license pack form', () => {
  it('drops empty features and trims the rest; the tier defaults to the name', () => {
    const body = packBody({
      ...NEW_PACK,
      price: 89.9,
      name: ' Sync Lease ',
      features: ['  Untagged WAV ', '', undefined, '  '],
    });
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

describe("the pack form's word on the base price", () => {
  const others = [{ price: 29.99 }, { price: 59.99 }];

  it('says nothing while the cheapest pack stays the same', () => {
    expect(baseShiftText(others, null, 39.99)).toBeNull();
    expect(baseShiftText(others, null, 29.99)).toBeNull();
    expect(baseShiftText(others, 49.99, 59.99)).toBeNull();
    expect(baseShiftText([], null, 9.99)).toBeNull();
    expect(baseShiftText(others, null, null)).toBeNull();
    // No price yet, or one the form refuses: it moves nothing.
    expect(baseShiftText(others, null, undefined)).toBeNull();
    expect(baseShiftText(others, null, 0)).toBeNull();
  });

  it('says how much every other pack goes up when a new pack is the cheapest', () => {
    expect(baseShiftText(others, null, 9.99)).toBe(
      'At this price the pack becomes the cheapest and sets the base: every other pack goes up by $20.00 on every track.',
    );
  });

  it('says how much every other pack goes down when the cheapest pack is made dearer', () => {
    // The pack at $19.99 was the base; at $39.99 the $29.99 pack is.
    expect(baseShiftText(others, 19.99, 39.99)).toBe(
      'At this price the base rises: every other pack goes down by $10.00 on every track.',
    );
  });
});
