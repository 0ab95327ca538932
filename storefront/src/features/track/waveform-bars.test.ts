import { describe, expect, it } from 'vitest';
import { WAVEFORM_BARS, waveformBars, waveformPath } from './waveform-bars.ts';

describe('waveform bars', () => {
  it('draws 75 bars', () => {
    expect(WAVEFORM_BARS).toBe(75);
    expect(waveformBars(Array.from({ length: 1000 }, (_, i) => (i % 10) / 10))).toHaveLength(75);
    expect(waveformBars([0.5, 1])).toHaveLength(75);
  });

  it('takes the loudest peak of each share of the track, the loudest bar full height', () => {
    // 150 peaks: two per bar; the second of each pair is louder.
    const peaks = Array.from({ length: 150 }, (_, i) => (i % 2 === 0 ? 0 : (i + 1) / 150));
    const bars = waveformBars(peaks);
    expect(bars[74]).toBe(1);
    for (let i = 1; i < bars.length; i++) expect(bars[i]).toBeGreaterThan(bars[i - 1] ?? 0);
  });

  it('scales any range and sign to (0, 1], the quietest bar still visible', () => {
    const bars = waveformBars([0, -200, 100, 0]);
    expect(Math.max(...bars)).toBe(1);
    expect(Math.min(...bars)).toBeCloseTo(0.12);
    expect(bars.every((h) => h > 0 && h <= 1)).toBe(true);
  });

  it('gives even low bars for a track without peaks (or only silence or garbage)', () => {
    for (const peaks of [[], [0, 0, 0], [Number.NaN]]) {
      const bars = waveformBars(peaks);
      expect(bars).toHaveLength(75);
      expect(new Set(bars)).toEqual(new Set([0.3]));
    }
  });

  it('draws every bar as one rectangle of one SVG path', () => {
    const path = waveformPath([1]);
    expect(path.match(/M/g)).toHaveLength(75);
    expect(path.startsWith('M1.5 0.0h7v100.0h-7z')).toBe(true);
  });
});
