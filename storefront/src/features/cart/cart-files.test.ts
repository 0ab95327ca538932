import { describe, expect, it } from 'vitest';
import { type CartSong, decodeCart, missingFiles, missingFilesText, newLine, songOfLine } from './cart-lines.ts';

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

describe('a line in the cart', () => {
  const plan = { id: 7, name: 'Premium WAV Lease', description: 'WAV' };

  it("keeps its track's files, so changing its license from the cart marks the plans it cannot deliver", () => {
    const line = newLine(song(['mp3']), plan, 4999);
    expect(missingFiles(songOfLine(line), { deliverables: ['mp3', 'wav'] })).toEqual(['wav']);
    const saved = decodeCart(JSON.stringify({ items: [line] }));
    expect(saved.items[0]?.songDeliverables).toEqual(['mp3']);
  });

  it('saved before it kept them, leaves the plans to checkout; with files it cannot name, is dropped', () => {
    const { songDeliverables: _kept, ...older } = newLine(song(['mp3']), plan, 4999);
    expect(
      missingFiles(songOfLine(decodeCart(JSON.stringify({ items: [older] })).items[0] ?? older), {
        deliverables: ['wav'],
      }),
    ).toEqual([]);
    const forged = { ...older, songDeliverables: ['mp3', 'flac'] };
    expect(decodeCart(JSON.stringify({ items: [forged] })).items).toEqual([]);
  });
});
