import { describe, expect, it } from 'vitest';
import { coverOfSize, coverSrc, DEFAULT_COVER } from './track-cover.ts';

describe('coverOfSize', () => {
  const cover = '/media/covers/large.webp';
  const sizes = { '128': '/media/covers/small.webp', '400': '/media/covers/card.webp', '800': cover };
  it('takes the WebP size an upload made for what is drawn', () => {
    expect(coverOfSize({ coverImage: cover, coverSizes: sizes }, 128)).toBe('/media/covers/small.webp');
    expect(coverOfSize({ coverImage: cover, coverSizes: sizes }, 400)).toBe('/media/covers/card.webp');
  });
  it('falls back to the cover track pages show when that size was not made (older uploads)', () => {
    expect(coverOfSize({ coverImage: cover, coverSizes: { '128': sizes['128'], '800': cover } }, 400)).toBe(cover);
    expect(coverOfSize({ coverImage: cover, coverSizes: {} }, 128)).toBe(cover);
    expect(coverOfSize({ coverImage: cover }, 128)).toBe(cover);
  });
  it('leaves a song without a cover to the default one', () => {
    expect(coverSrc(coverOfSize({ coverImage: null, coverSizes: {} }, 128))).toBe(DEFAULT_COVER);
  });
});
