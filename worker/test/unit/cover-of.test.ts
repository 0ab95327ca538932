import { describe, expect, it } from 'vitest';
import { coverOf } from '../../src/catalogue/song-row.ts';

describe('coverOf', () => {
  it('answers every size as a media URL, and the largest by number as the image', () => {
    const cover = coverOf({
      coverKey: 'covers/original.png',
      coverSizes: JSON.stringify({ '128': 'covers/s.webp', '1200': 'covers/l.webp', '400': 'covers/m.webp' }),
    });
    expect(cover).toEqual({
      image: '/media/covers/l.webp',
      sizes: { '128': '/media/covers/s.webp', '400': '/media/covers/m.webp', '1200': '/media/covers/l.webp' },
    });
  });

  it('falls back to the original without sizes, and to none without a cover', () => {
    expect(coverOf({ coverKey: 'covers/a b.png', coverSizes: '{}' })).toEqual({
      image: '/media/covers/a%20b.png',
      sizes: {},
    });
    expect(coverOf({ coverKey: null, coverSizes: '{}' })).toEqual({ image: null, sizes: {} });
  });
});
