import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptFrames, PREVIEW_FADE_SECONDS, previewCut } from './preview-cut.ts';
import { tagTimes } from './tag-times.ts';

describe('previewCut', () => {
  it('keeps the whole track without a preview length, with no fade', () => {
    expect(previewCut(200.5, null)).toEqual({ seconds: 200.5, fadeFrom: null, tagsUntil: 200.5 });
  });

  it('keeps the first seconds of a longer track, fading out over the last 3 s', () => {
    expect(PREVIEW_FADE_SECONDS).toBe(3);
    expect(previewCut(200.5, 60)).toEqual({ seconds: 60, fadeFrom: 57, tagsUntil: 57 });
  });

  it('never makes a preview longer than the track: a shorter track is kept whole, unfaded', () => {
    expect(previewCut(25, 30)).toEqual({ seconds: 25, fadeFrom: null, tagsUntil: 25 });
    expect(previewCut(30, 30)).toEqual({ seconds: 30, fadeFrom: null, tagsUntil: 30 });
  });

  it('counts whole frames, never more than the track has', () => {
    expect(keptFrames(44_100 * 200, 44_100, previewCut(200, 60))).toBe(44_100 * 60);
    expect(keptFrames(1_000_000, 44_100, previewCut(1_000_000 / 44_100, null))).toBe(1_000_000);
    expect(keptFrames(22_050 * 25, 22_050, previewCut(25, 30))).toBe(22_050 * 25);
  });

  it('plays the tags only in the kept part, before its fade', () => {
    // A 1 s tag every 10 s over the first 30 s of a long track: 0, 10, 20 (30 is cut off).
    const cut = previewCut(180, 30);
    expect(tagTimes(cut.tagsUntil, 1, 10)).toEqual([0, 10, 20]);
    // The tag at 50 would end in the fade (57 to 60): it is left out.
    expect(tagTimes(previewCut(180, 60).tagsUntil, 8, 25)).toEqual([0, 25]);
    // The whole track: as before.
    expect(tagTimes(previewCut(95, null).tagsUntil, 3, 30)).toEqual([0, 30, 60, 90]);
  });

  it('for any track and length: a preview within both, tags ending before the fade', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 900, noNaN: true }),
        fc.option(fc.integer({ min: 30, max: 300 }), { nil: null }),
        fc.double({ min: 0.1, max: 15, noNaN: true }),
        fc.integer({ min: 10, max: 120 }),
        (track, preview, tag, every) => {
          const cut = previewCut(track, preview);
          expect(cut.seconds).toBeLessThanOrEqual(track);
          if (preview !== null) expect(cut.seconds).toBeLessThanOrEqual(preview);
          // Cut exactly when the track is longer than the length asked for.
          expect(cut.fadeFrom !== null).toBe(preview !== null && preview < track);
          if (cut.fadeFrom !== null) expect(cut.seconds - cut.fadeFrom).toBe(PREVIEW_FADE_SECONDS);
          for (const at of tagTimes(cut.tagsUntil, tag, every)) {
            expect(at + tag).toBeLessThanOrEqual(cut.fadeFrom ?? cut.seconds);
          }
        },
      ),
    );
  });
});
