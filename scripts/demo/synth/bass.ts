/** The bass stem: the root (or fifth/octave) of each bar's chord, in the style's rhythm. */

import { type Stereo, stereo } from './dsp.ts';
import { type Grid, stepSpan, stepStart } from './grid.ts';
import { INSTRUMENTS } from './instruments.ts';
import { patternNotes } from './patterns.ts';
import type { StylePreset } from './styles.ts';
import { degreeToMidi, type MusicalKey, tonicNear } from './theory.ts';
import { renderVoice } from './voice.ts';

export function renderBass(grid: Grid, key: MusicalKey, style: StylePreset): Stereo {
  const out = stereo(grid.totalSamples);
  const spec = INSTRUMENTS[style.bass.instrument];
  // An 808 sits lower than a played bass; both stay in one octave band whatever the key.
  const tonic = tonicNear(key, style.bass.glide ? 36 : 43);
  const notes = patternNotes(style.bass.pattern);
  let previous: { midi: number; end: number } | undefined;

  for (let bar = 0; bar < grid.bars; bar++) {
    const root = style.progression[bar % style.progression.length] ?? 0;
    const rootMidi = degreeToMidi(key, root, tonic);
    // Keep the bassline inside one register: roots above the band drop an octave.
    const base = rootMidi - tonic > 7 ? rootMidi - 12 : rootMidi;
    for (const note of notes) {
      const midi =
        note.kind === '5' ? base + degreeToMidi(key, root + 4, tonic) - rootMidi : note.kind === 'o' ? base + 12 : base;
      const start = stepStart(grid, bar, note.step);
      const length = stepSpan(grid, bar, note.step, note.steps);
      const legato = previous !== undefined && previous.end >= start - 1 && previous.midi !== midi;
      renderVoice(
        out,
        spec,
        {
          start,
          length,
          midi,
          velocity: note.kind === 'o' ? 0.8 : 1,
          pan: 0,
          ...(style.bass.glide && legato && previous ? { glideFromMidi: previous.midi, glideTime: 0.045 } : {}),
        },
        grid.sampleRate,
      );
      previous = { midi, end: start + length };
    }
  }
  return out;
}
