import { describe, expect, it } from 'vitest';
import { songOffer } from '../src/index.ts';

describe('what the store offers of a track', () => {
  it('sells a published track that has a licensed file', () => {
    expect(songOffer({ status: 'published', deliverables: ['mp3'] })).toBe('for-sale');
    expect(songOffer({ status: 'published', deliverables: ['stems'] })).toBe('for-sale');
  });

  it('sells nothing of a track with no licensed file: every pack delivers one', () => {
    expect(songOffer({ status: 'published', deliverables: [] })).toBe('preview-only');
  });

  it('sells nothing more once the exclusive license sold, whatever files it has', () => {
    expect(songOffer({ status: 'sold', deliverables: ['mp3', 'wav'] })).toBe('sold');
    expect(songOffer({ status: 'sold', deliverables: [] })).toBe('sold');
  });
});
