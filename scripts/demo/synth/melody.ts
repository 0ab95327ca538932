/**
 * The melody stem. A two-bar motif is drawn by a seeded random walk on the scale, then arranged
 * A A' B A'' over eight bars: repetition is what makes a random walk sound composed.
 */
import { createRng, deriveSeed, pick, type Rng } from '../rng.ts';
import { type Stereo, stereo } from './dsp.ts';
import { type Grid, STEPS_PER_BAR, stepSpan, stepStart } from './grid.ts';
import { INSTRUMENTS } from './instruments.ts';
import type { StylePreset } from './styles.ts';
import { degreeToMidi, isChordTone, type MusicalKey, tonicNear } from './theory.ts';
import { renderVoice } from './voice.ts';

interface MotifNote {
  /** Sixteenth within the two-bar motif. */
  step: number;
  steps: number;
  /** Scale degree relative to the melody's tonic. */
  degree: number;
}

const MOTIF_BARS = 2;
const LOWEST = -3;
const HIGHEST = 9;
/** Mostly stepwise motion with the occasional leap, like a singable line. */
const STEPS = [-2, -1, -1, -1, 0, 1, 1, 1, 2, 3, -3] as const;

function motif(rng: Rng, style: StylePreset): MotifNote[] {
  const { cell, density } = style.melody;
  const cells = (MOTIF_BARS * STEPS_PER_BAR) / cell;
  const cellsPerBeat = 4 / cell;
  const onsets: number[] = [];
  for (let c = 0; c < cells; c++) {
    const onBeat = c % cellsPerBeat === 0;
    // Beats attract notes; the last beat of the motif breathes.
    const chance = c === 0 ? 1 : c >= cells - cellsPerBeat ? density * 0.3 : onBeat ? density * 1.4 : density;
    if (rng() < chance) onsets.push(c);
  }
  let degree = pick(rng, [0, 2, 4, 7]);
  return onsets.map((c, i) => {
    if (i > 0) {
      degree += pick(rng, STEPS);
      if (degree > HIGHEST) degree = 2 * HIGHEST - degree;
      if (degree < LOWEST) degree = 2 * LOWEST - degree;
    }
    const next = onsets[i + 1] ?? cells;
    // Sometimes cut the note short: rests are part of a rhythm.
    const length = rng() < 0.25 ? 1 : Math.min(next - c, 2 * cellsPerBeat);
    return { step: c * cell, steps: length * cell, degree };
  });
}

/** Moves a degree to the nearest tone of the chord, searching down first then up. */
function snapToChord(degree: number, root: number, sevenths: boolean): number {
  for (let d = 0; d <= 3; d++) {
    if (isChordTone(degree - d, root, sevenths)) return degree - d;
    if (isChordTone(degree + d, root, sevenths)) return degree + d;
  }
  return degree;
}

export function renderMelody(grid: Grid, key: MusicalKey, style: StylePreset, seed: number): Stereo {
  const out = stereo(grid.totalSamples);
  const rng = createRng(deriveSeed(seed, 'melody'));
  const a = motif(rng, style);
  const b = motif(rng, style);
  const spec = INSTRUMENTS[style.melody.instrument];
  const tonic = tonicNear(key, style.melody.center);

  for (let bar = 0; bar < grid.bars; bar += MOTIF_BARS) {
    const section = (bar / MOTIF_BARS) % 4;
    const notes = section === 2 ? b : a;
    notes.forEach((note, i) => {
      const noteBar = bar + Math.floor(note.step / STEPS_PER_BAR);
      if (noteBar >= grid.bars) return;
      const step = note.step % STEPS_PER_BAR;
      const root = style.progression[noteBar % style.progression.length] ?? 0;
      const last = i === notes.length - 1;
      let degree = note.degree;
      if (last && section === 1) degree += 1; // A': answer the phrase differently
      // Notes on the beat sit on the chord, so the melody agrees with the harmony where it counts.
      if (step % 4 === 0) degree = snapToChord(degree, root, style.sevenths);
      if (last && section === 3) degree = Math.round(degree / 7) * 7; // A'': come home to the tonic
      renderVoice(
        out,
        spec,
        {
          start: stepStart(grid, noteBar, step),
          length: stepSpan(grid, noteBar, step, note.steps),
          midi: degreeToMidi(key, degree, tonic),
          velocity: step % 4 === 0 ? 1 : 0.82,
          pan: 0.08,
        },
        grid.sampleRate,
      );
    });
  }
  return out;
}
