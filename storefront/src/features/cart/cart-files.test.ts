import { describe, expect, it } from 'vitest';
import { type CartSong, missingFiles, missingFilesText } from './cart-lines.ts';

const song = (deliverables?: CartSong['deliverables']): CartSong => ({
  id: 1,
  title: 'Glass Rain',
  cover: null,
  tags: [],
  pricing: 2999,
  ...(deliverables && { deliverables }),
});

describe('missingFiles', () => {
  it('names the files a plan delivers that the track has not got', () => {
    expect(missingFiles(song(['mp3']), { deliverables: ['mp3', 'wav', 'stems'] })).toEqual(['wav', 'stems']);
    expect(missingFilesText(['wav', 'stems'])).toBe('This track has no WAV or stems file.');
  });

  it('finds none when the track has them all, or when what it has is not known', () => {
    expect(missingFiles(song(['mp3', 'wav']), { deliverables: ['mp3', 'wav'] })).toEqual([]);
    expect(missingFiles(song(), { deliverables: ['stems'] })).toEqual([]);
  });
});
