import { describe, expect, it } from 'vitest';
import { TARGET_PEAK } from '../synth/mixdown.ts';
import { type RenderedTrack, renderTrack } from '../synth.ts';

const peak = (channels: readonly Float32Array[]) =>
  Math.max(...channels.map((ch) => ch.reduce((max, v) => Math.max(max, Math.abs(v)), 0)));
const rms = (channels: readonly Float32Array[]) =>
  Math.sqrt(
    channels.reduce((sum, ch) => sum + ch.reduce((s, v) => s + v * v, 0), 0) / (2 * (channels[0]?.length ?? 1)),
  );

/** Energy of one frequency in a window (Goertzel): enough to tell which note is playing. */
function energyAt(samples: Float32Array, from: number, length: number, hz: number, rate: number): number {
  const coeff = 2 * Math.cos((2 * Math.PI * hz) / rate);
  let s1 = 0;
  let s2 = 0;
  for (let i = from; i < from + length; i++) {
    const s0 = (samples[i] ?? 0) + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return s1 * s1 + s2 * s2 - coeff * s1 * s2;
}

const STYLES = ['Chill', 'Upbeat', 'Melancholic', 'Inspiring', 'Dark', 'Trap', 'Polka'];
const rendered = new Map<string, RenderedTrack>(
  STYLES.map((style, i) => [style, renderTrack({ seed: 100 + i, bpm: 96, key: 'A minor', style, bars: 4 })]),
);

describe('renderTrack', () => {
  it('is deterministic: the same options give identical samples', () => {
    const opts = { seed: 42, bpm: 120, key: 'F# minor', style: 'Trap', bars: 2 };
    const a = renderTrack(opts);
    const b = renderTrack(opts);
    expect(a.mix[0]).toEqual(b.mix[0]);
    expect(a.mix[1]).toEqual(b.mix[1]);
    for (const [i, stem] of a.stems.entries()) expect(stem.channels[0]).toEqual(b.stems[i]?.channels[0]);
  });

  it('varies with the seed', () => {
    const a = renderTrack({ seed: 1, bpm: 120, key: 'C major', style: 'Upbeat', bars: 2 });
    const b = renderTrack({ seed: 2, bpm: 120, key: 'C major', style: 'Upbeat', bars: 2 });
    expect(a.mix[0]).not.toEqual(b.mix[0]);
  });

  it('lasts bars × 4 beats at the given tempo, stereo at 44.1 kHz by default', () => {
    for (const [bpm, bars] of [
      [70, 8],
      [93, 3],
      [160, 8],
    ] as const) {
      const track = renderTrack({ seed: 5, bpm, key: 'D minor', style: 'Chill', bars });
      expect(track.sampleRate).toBe(44100);
      expect(track.durationSeconds).toBeCloseTo((bars * 4 * 60) / bpm, 10);
      expect(track.mix).toHaveLength(2);
      expect(track.mix[0].length).toBe(Math.round(track.durationSeconds * 44100));
      expect(track.mix[1].length).toBe(track.mix[0].length);
    }
  });

  it('defaults to 8 bars and honours a custom sample rate', () => {
    const track = renderTrack({ seed: 9, bpm: 120, key: 'G major', style: 'Upbeat', sampleRate: 22050 });
    expect(track.durationSeconds).toBe(16);
    expect(track.sampleRate).toBe(22050);
    expect(track.mix[0].length).toBe(16 * 22050);
  });

  it.each(STYLES)('%s: four real stems, a loud but unclipped mix', (style) => {
    const track = rendered.get(style);
    if (!track) throw new Error('not rendered');
    expect(track.stems.map((s) => s.name)).toEqual(['drums', 'bass', 'chords', 'melody']);
    for (const stem of track.stems) {
      expect(rms(stem.channels), `${stem.name} is silent`).toBeGreaterThan(0.005);
      expect(peak(stem.channels)).toBeLessThanOrEqual(TARGET_PEAK + 1e-6);
    }
    expect(peak(track.mix)).toBeCloseTo(TARGET_PEAK, 4); // normalised to -1 dBFS
    expect(rms(track.mix)).toBeGreaterThan(0.08); // about -20 dBFS or louder: music, not a whisper
    expect(track.mix.every((ch) => ch.every(Number.isFinite))).toBe(true);
  });

  it('delivers stems that add up to the mix', () => {
    for (const track of rendered.values()) {
      for (let ch = 0; ch < 2; ch++) {
        const mix = track.mix[ch] ?? new Float32Array(0);
        let worst = 0;
        for (let i = 0; i < mix.length; i += 7) {
          const sum = track.stems.reduce((s, stem) => s + (stem.channels[ch]?.[i] ?? 0), 0);
          worst = Math.max(worst, Math.abs(sum - (mix[i] ?? 0)));
        }
        expect(worst).toBeLessThan(1e-5);
      }
    }
  });

  it('fades both ends so playback starts and loops without clicks', () => {
    for (const track of rendered.values()) {
      for (const ch of track.mix) {
        expect(Math.abs(ch[0] ?? 1)).toBeLessThan(1e-6);
        expect(Math.abs(ch[ch.length - 1] ?? 1)).toBeLessThan(1e-6);
      }
    }
  });

  it('puts the bass on the root of the key: A2 in A minor, not its neighbours', () => {
    // Chill opens on the tonic chord; look at the first beat of the bass stem.
    const track = rendered.get('Chill');
    if (!track) throw new Error('not rendered');
    const bass = track.stems.find((s) => s.name === 'bass')?.channels[0] ?? new Float32Array(0);
    const beat = Math.round((60 / 96) * 44100);
    const at = (hz: number) => energyAt(bass, 0, beat, hz, 44100);
    expect(at(110)).toBeGreaterThan(20 * at(116.54)); // A2 vs B♭2
    expect(at(110)).toBeGreaterThan(20 * at(103.83)); // A2 vs G♯2
  });

  it('follows the key: the same seed in C major sits on C', () => {
    const track = renderTrack({ seed: 100, bpm: 96, key: 'C major', style: 'Chill', bars: 1 });
    const bass = track.stems.find((s) => s.name === 'bass')?.channels[0] ?? new Float32Array(0);
    const beat = Math.round((60 / 96) * 44100);
    const c = energyAt(bass, 0, beat, 130.81, 44100); // C3
    const a = energyAt(bass, 0, beat, 110, 44100);
    expect(c).toBeGreaterThan(20 * a);
  });

  it('rejects nonsense input', () => {
    expect(() => renderTrack({ seed: 1, bpm: 0, key: 'A minor', style: 'Chill' })).toThrow(RangeError);
    expect(() => renderTrack({ seed: 1, bpm: 90, key: 'H dorian', style: 'Chill' })).toThrow(RangeError);
    expect(() => renderTrack({ seed: 1, bpm: 90, key: 'A minor', style: 'Chill', bars: 0 })).toThrow(RangeError);
  });

  it('treats prototype names as unknown styles', () => {
    const track = renderTrack({ seed: 1, bpm: 120, key: 'A minor', style: 'constructor', bars: 1 });
    expect(rms(track.mix)).toBeGreaterThan(0.05);
  });

  it('renders 8 bars quickly', () => {
    renderTrack({ seed: 1, bpm: 90, key: 'E minor', style: 'Inspiring' }); // warm up the JIT
    const started = performance.now();
    renderTrack({ seed: 2, bpm: 90, key: 'E minor', style: 'Inspiring' });
    // The target is well under 200 ms; the bound is loose so a busy CI machine does not flake.
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
