/** The chord stem: each bar's diatonic chord, close-voiced in the middle register. */
import { createRng, deriveSeed } from '../rng.ts';
import { type Stereo, stereo } from './dsp.ts';
import { type Grid, stepSpan, stepStart } from './grid.ts';
import { INSTRUMENTS } from './instruments.ts';
import { patternNotes } from './patterns.ts';
import type { StylePreset } from './styles.ts';
import { chordDegrees, degreeToMidi, type MusicalKey, tonicNear } from './theory.ts';
import { renderVoice } from './voice.ts';

/** Lowest note of the voicing window; every chord tone is folded into the octave above it. */
const VOICING_FLOOR = 53;

/**
 * Folding every chord into one octave gives smooth voice leading for free: consecutive chords
 * share or neighbour most of their notes instead of jumping in parallel.
 */
export function voiceChord(key: MusicalKey, root: number, sevenths: boolean): number[] {
  const tonic = tonicNear(key, 60);
  return chordDegrees(root, sevenths)
    .map((degree) => {
      const midi = degreeToMidi(key, degree, tonic);
      return VOICING_FLOOR + ((((midi - VOICING_FLOOR) % 12) + 12) % 12);
    })
    .sort((a, b) => a - b);
}

export function renderChords(grid: Grid, key: MusicalKey, style: StylePreset, seed: number): Stereo {
  const out = stereo(grid.totalSamples);
  const spec = INSTRUMENTS[style.chords.instrument];
  const rng = createRng(deriveSeed(seed, 'chords'));
  const hits = patternNotes(style.chords.pattern);
  const strum = Math.round(style.chords.strum * grid.sampleRate);

  for (let bar = 0; bar < grid.bars; bar++) {
    const root = style.progression[bar % style.progression.length] ?? 0;
    const voicing = voiceChord(key, root, style.sevenths);
    for (const hit of hits) {
      const start = stepStart(grid, bar, hit.step);
      const length = stepSpan(grid, bar, hit.step, hit.steps);
      voicing.forEach((midi, v) => {
        renderVoice(
          out,
          spec,
          {
            start: start + v * strum,
            length: Math.max(1, length - v * strum),
            midi,
            velocity: 0.85 + 0.15 * rng(),
            // Spread the chord across the stereo field, low notes left, high notes right.
            pan: voicing.length > 1 ? -0.35 + (0.7 * v) / (voicing.length - 1) : 0,
          },
          grid.sampleRate,
        );
      });
    }
  }
  return out;
}
