import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderTrackMedia } from '../media.ts';

describe('renderTrackMedia', () => {
  it('bundles playable audio, stems, a cover and the metadata the store shows', () => {
    const media = renderTrackMedia({ seed: 77, bpm: 150, key: 'G minor', style: 'Trap', bars: 2 });
    expect(media.durationSeconds).toBeCloseTo(3.2, 10);
    expect(String.fromCharCode(...media.wav.subarray(0, 4))).toBe('RIFF');
    expect(media.wav.length).toBe(44 + Math.round(3.2 * 44100) * 4);
    for (const mp3 of [media.mp3, media.preview]) {
      expect(mp3[0]).toBe(0xff);
      expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    }
    // 320 vs 128 kbps for the same audio.
    expect(media.mp3.length / media.preview.length).toBeCloseTo(2.5, 1);
    const stems = unzipSync(media.stems);
    expect(Object.keys(stems).sort()).toEqual(['bass.wav', 'chords.wav', 'drums.wav', 'melody.wav']);
    expect(stems['drums.wav']?.length).toBe(media.wav.length);
    expect([media.cover[0], media.cover[1]]).toEqual([0xff, 0xd8]);
    expect(media.waveform).toHaveLength(75);
    expect(Math.max(...media.waveform)).toBe(1);
    expect(media.previewColor).toMatch(/^#[0-9a-f]{6}$/);
  });
});
