import { describe, expect, it } from 'vitest';
import { coverSrc, DEFAULT_COVER, thumbnailOf } from './track-cover.ts';

describe('thumbnailOf', () => {
  const cover = '/media/covers/a.webp';
  it('takes the smallest WebP size an upload made', () => {
    const sizes = { '128': '/media/covers/small.webp', '800': cover };
    expect(thumbnailOf({ coverImage: cover, coverSizes: sizes })).toBe('/media/covers/small.webp');
  });
  it('falls back to the cover pages show when there are no sizes (older uploads)', () => {
    expect(thumbnailOf({ coverImage: cover, coverSizes: {} })).toBe(cover);
    expect(thumbnailOf({ coverImage: cover })).toBe(cover);
  });
  it('leaves a song without a cover to the default one', () => {
    expect(coverSrc(thumbnailOf({ coverImage: null, coverSizes: {} }))).toBe(DEFAULT_COVER);
  });
});
