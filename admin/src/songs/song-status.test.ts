import { describe, expect, it } from 'vitest';
import { offeredFree, previewOnly } from './song-status.tsx';

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

describe('the song list’s preview only mark', () => {
  it('marks a song on the store, or scheduled, with no licensed file', () => {
    expect(previewOnly({ status: 'published', deliverables: [] })).toBe(true);
    expect(previewOnly({ status: 'scheduled', deliverables: [] })).toBe(true);
  });

  it('marks no song with any licensed file, nor one off the store', () => {
    expect(previewOnly({ status: 'published', deliverables: ['wav'] })).toBe(false);
    expect(previewOnly({ status: 'published', deliverables: ['stems'] })).toBe(false);
    expect(previewOnly({ status: 'sold', deliverables: [] })).toBe(false);
    expect(previewOnly({ status: 'deleted', deliverables: [] })).toBe(false);
  });
});
