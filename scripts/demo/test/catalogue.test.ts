import { describe, expect, it } from 'vitest';
import { DEMO_TAGS, DEMO_TRACKS, largeCatalogueTrack } from '../catalogue.ts';
import { parseKey } from '../synth/theory.ts';

const PRICES = [2999, 3499, 3999, 4999];

describe('DEMO_TRACKS', () => {
  it('has at least 24 tracks with unique titles and seeds', () => {
    expect(DEMO_TRACKS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_TRACKS.map((t) => t.title)).size).toBe(DEMO_TRACKS.length);
    expect(new Set(DEMO_TRACKS.map((t) => t.seed)).size).toBe(DEMO_TRACKS.length);
  });

  it('tags every track with 1-3 known tags, the style first, over at least 5 distinct tags', () => {
    for (const track of DEMO_TRACKS) {
      expect(track.tags.length).toBeGreaterThanOrEqual(1);
      expect(track.tags.length).toBeLessThanOrEqual(3);
      expect(new Set(track.tags).size).toBe(track.tags.length);
      for (const tag of track.tags) expect(DEMO_TAGS).toContain(tag);
      expect(track.tags[0]).toBe(track.style);
    }
    expect(new Set(DEMO_TRACKS.flatMap((t) => t.tags)).size).toBeGreaterThanOrEqual(5);
  });

  it('spreads tempos from about 70 to about 160 BPM, with some repeats', () => {
    const bpms = DEMO_TRACKS.map((t) => t.bpm);
    expect(Math.min(...bpms)).toBeLessThanOrEqual(75);
    expect(Math.max(...bpms)).toBeGreaterThanOrEqual(150);
    expect(new Set(bpms).size).toBeLessThan(bpms.length);
    for (const bpm of bpms) expect(Number.isInteger(bpm)).toBe(true);
  });

  it('uses real keys, store prices, labels and one-sentence descriptions', () => {
    for (const track of DEMO_TRACKS) {
      expect(() => parseKey(track.key)).not.toThrow();
      expect(PRICES).toContain(track.pricingCents);
      expect(track.label.length).toBeGreaterThan(0);
      expect(track.description).toMatch(/^[A-Z][^.!?]*[.!?]$/);
    }
  });
});

describe('largeCatalogueTrack', () => {
  const sample = Array.from({ length: 2000 }, (_, i) => largeCatalogueTrack(i));

  it('is deterministic', () => {
    expect(largeCatalogueTrack(123_456)).toEqual(largeCatalogueTrack(123_456));
    expect(largeCatalogueTrack(1)).not.toEqual(largeCatalogueTrack(2));
  });

  it('produces valid, varied rows', () => {
    for (const track of sample) {
      expect(track.tags[0]).toBe(track.style);
      expect(track.tags.length).toBeGreaterThanOrEqual(1);
      expect(track.tags.length).toBeLessThanOrEqual(3);
      for (const tag of track.tags) expect(DEMO_TAGS).toContain(tag);
      expect(track.bpm).toBeGreaterThanOrEqual(70);
      expect(track.bpm).toBeLessThanOrEqual(160);
      expect(PRICES).toContain(track.pricingCents);
      expect(() => parseKey(track.key)).not.toThrow();
      expect(track.title.length).toBeGreaterThan(3);
      expect(track.description).toMatch(/\.$/);
    }
    expect(new Set(sample.map((t) => t.title)).size).toBeGreaterThan(1500);
    expect(new Set(sample.map((t) => t.style)).size).toBe(DEMO_TAGS.length);
    expect(new Set(sample.map((t) => t.bpm)).size).toBeGreaterThan(80);
  });

  it('is cheap enough for 100,000 rows', () => {
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) largeCatalogueTrack(i);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
