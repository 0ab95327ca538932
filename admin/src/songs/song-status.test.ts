import { describe, expect, it } from 'vitest';
import { offeredFree } from './song-status.tsx';

describe('the song list’s free download mark', () => {
  it('marks a song switched on while it is on sale or scheduled', () => {
    expect(offeredFree({ status: 'published', freeDownload: true })).toBe(true);
    expect(offeredFree({ status: 'scheduled', freeDownload: true })).toBe(true);
  });

  it('marks no song switched off, sold outright or deleted', () => {
    expect(offeredFree({ status: 'published', freeDownload: false })).toBe(false);
    expect(offeredFree({ status: 'sold', freeDownload: true })).toBe(false);
    expect(offeredFree({ status: 'deleted', freeDownload: true })).toBe(false);
  });
});
