import { describe, expect, it } from 'vitest';
import { computePeaks, mixToMono } from '../src/waveform.ts';

describe('computePeaks', () => {
  it('returns 75 zeros for empty input by default', () => {
    expect(computePeaks(new Float32Array(0))).toEqual(new Array(75).fill(0));
  });

  it('returns zeros for silence rather than dividing by zero', () => {
    expect(computePeaks(new Float32Array(1000), 10)).toEqual(new Array(10).fill(0));
  });

  it('returns an empty list when asked for no bars', () => {
    expect(computePeaks(Float32Array.from([0.5, 1]), 0)).toEqual([]);
  });

  it('normalises so the loudest bar is exactly 1 and all bars lie in [0, 1] with two decimals', () => {
    const samples = new Float32Array(10_000);
    for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin(i / 7) * (i / samples.length);
    const peaks = computePeaks(samples, 50);
    expect(peaks).toHaveLength(50);
    expect(Math.max(...peaks)).toBe(1);
    for (const p of peaks) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect(Math.round(p * 100) / 100).toBe(p);
    }
  });

  it('follows the loudness: a fade-in draws a rising waveform', () => {
    const samples = new Float32Array(7_500);
    for (let i = 0; i < samples.length; i++) samples[i] = (i % 2 ? -1 : 1) * (i / samples.length);
    const peaks = computePeaks(samples, 75);
    for (let i = 1; i < peaks.length; i++) expect(peaks[i]).toBeGreaterThanOrEqual(peaks[i - 1] ?? 0);
    expect(peaks[0]).toBeLessThan(0.05);
  });

  it('treats negative and positive excursions alike', () => {
    expect(computePeaks(Float32Array.from([-0.5, -0.5, 0.25, 0.25]), 2)).toEqual([1, 0.5]);
  });

  it('handles fewer samples than bars without NaN or empty slices', () => {
    const peaks = computePeaks(Float32Array.from([0.1, -0.8, 0.4]), 75);
    expect(peaks).toHaveLength(75);
    expect(peaks.every((p) => Number.isFinite(p))).toBe(true);
    expect(Math.max(...peaks)).toBe(1);
    expect(peaks.filter((p) => p > 0)).toHaveLength(75); // every bar shows one of the three samples
  });
});

describe('mixToMono', () => {
  it('averages the channels', () => {
    const mono = mixToMono([Float32Array.from([1, 0.5, -1]), Float32Array.from([0, 0.5, 1])]);
    expect(Array.from(mono)).toEqual([0.5, 0.5, 0]);
  });

  it('passes a single channel through', () => {
    expect(Array.from(mixToMono([Float32Array.from([0.25, -0.75])]))).toEqual([0.25, -0.75]);
  });

  it('returns an empty signal for no channels, and pads shorter channels with silence', () => {
    expect(mixToMono([])).toHaveLength(0);
    expect(Array.from(mixToMono([Float32Array.from([1, 1]), Float32Array.from([1])]))).toEqual([1, 0.5]);
  });
});
