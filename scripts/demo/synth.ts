/**
 * Renders a few bars of a beat (drums, bass, chords, melody) for the demo catalogue.
 * Pure and deterministic: the same options always give the same samples.
 */
import { deriveSeed } from './rng.ts';
import { renderBass } from './synth/bass.ts';
import { renderDrums } from './synth/drums.ts';
import { rms, type Stereo, tile } from './synth/dsp.ts';
import { pingPongEcho, reverb } from './synth/effects.ts';
import { createGrid } from './synth/grid.ts';
import { renderChords } from './synth/harmony.ts';
import { renderMelody } from './synth/melody.ts';
import { fadeEdges, mixStems, type StemInput } from './synth/mixdown.ts';
import { stylePreset } from './synth/styles.ts';
import { parseKey } from './synth/theory.ts';

export interface RenderOptions {
  seed: number;
  bpm: number;
  /** 'A minor', 'C major', 'F# minor', 'Bb major'... */
  key: string;
  /** 'Chill', 'Upbeat', 'Melancholic', 'Inspiring', 'Dark', 'Trap'; anything else gets a default. */
  style: string;
  bars?: number;
  sampleRate?: number;
}

export interface RenderedTrack {
  sampleRate: number;
  stems: { name: string; channels: [Float32Array, Float32Array] }[];
  mix: [Float32Array, Float32Array];
  durationSeconds: number;
}

/** Long enough for pad releases and most of the reverb to ring into the next cycle. */
const LOOP_TAIL_SECONDS = 2.5;

export const STEM_NAMES = ['drums', 'bass', 'chords', 'melody'] as const;

export function renderTrack(opts: RenderOptions): RenderedTrack {
  const bars = opts.bars ?? 8;
  const sampleRate = opts.sampleRate ?? 44100;
  if (!(opts.bpm > 0 && opts.bpm <= 400)) throw new RangeError(`bpm out of range: ${opts.bpm}`);
  if (!Number.isInteger(bars) || bars < 1) throw new RangeError(`bars must be a positive integer: ${bars}`);
  const key = parseKey(opts.key);
  const style = stylePreset(opts.style);
  const grid = createGrid(opts.bpm, bars, sampleRate, style.swing);
  const sixteenth = grid.samplesPerStep;

  // Drums, bass and chords repeat with the chord progression, so one cycle is rendered (with its
  // ringing tail) and tiled: half the work for eight bars. The melody develops, so it is not.
  const cycleBars = Math.min(bars, style.progression.length);
  const cycle = createGrid(opts.bpm, cycleBars, sampleRate, style.swing, cycleBars < bars ? LOOP_TAIL_SECONDS : 0);
  const looped = (render: (g: typeof cycle) => Stereo): Stereo =>
    cycleBars < bars ? tile(render(cycle), cycle.loopSamples, grid.totalSamples) : render(grid);
  const drums = looped((g) => renderDrums(g, style, deriveSeed(opts.seed, 'drums')));
  const bass = looped((g) => renderBass(g, key, style));
  const chords = looped((g) => {
    const layer = renderChords(g, key, style, opts.seed);
    reverb(layer, style.reverb, sampleRate);
    return layer;
  });
  const melody = renderMelody(grid, key, style, opts.seed);
  // A dotted-eighth echo: it lands between the notes instead of on top of them.
  pingPongEcho(melody, Math.round(3 * sixteenth), 0.38, style.melody.echo, sampleRate);
  reverb(melody, style.reverb * 0.8, sampleRate);

  const layers: Record<(typeof STEM_NAMES)[number], Stereo> = { drums, bass, chords, melody };
  for (const name of STEM_NAMES) fadeEdges(layers[name], sampleRate);
  // Each stem is set to its style's relative loudness (measured, so a sparse melody or a busy
  // hat pattern does not upset the balance), then the whole mix is normalised.
  const stem = (name: (typeof STEM_NAMES)[number]): StemInput => {
    const measured = rms(layers[name]);
    return { channels: layers[name], level: measured > 0 ? 10 ** (style.levels[name] / 20) / measured : 0 };
  };
  const mix = mixStems([stem('drums'), stem('bass'), stem('chords'), stem('melody')], grid.totalSamples);

  return {
    sampleRate,
    stems: STEM_NAMES.map((name) => ({ name, channels: layers[name] })),
    mix,
    durationSeconds: (bars * 4 * 60) / opts.bpm,
  };
}
