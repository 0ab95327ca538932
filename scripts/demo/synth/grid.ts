/** Musical time → sample positions. Everything is placed on a sixteenth-note grid. */

export interface Grid {
  sampleRate: number;
  bars: number;
  samplesPerStep: number;
  /** Fraction of a sixteenth that every off-beat sixteenth is late by. */
  swing: number;
  /** Length of the bars themselves. */
  loopSamples: number;
  /** Buffer length: the bars plus room for ringing tails. */
  totalSamples: number;
}

export const STEPS_PER_BAR = 16;

export function createGrid(bpm: number, bars: number, sampleRate: number, swing: number, tailSeconds = 0): Grid {
  const samplesPerStep = (60 / bpm / 4) * sampleRate;
  const loopSamples = Math.round(samplesPerStep * STEPS_PER_BAR * bars);
  return {
    sampleRate,
    bars,
    samplesPerStep,
    swing,
    loopSamples,
    totalSamples: loopSamples + Math.round(tailSeconds * sampleRate),
  };
}

/** First sample of a (possibly fractional) step, swing applied to the odd sixteenths. */
export function stepStart(grid: Grid, bar: number, step: number): number {
  const swung = Math.floor(step) % 2 === 1 ? grid.swing : 0;
  return Math.round((bar * STEPS_PER_BAR + step + swung) * grid.samplesPerStep);
}

/** Samples covered by `steps` sixteenths starting at `step` (swing-aware at both ends). */
export function stepSpan(grid: Grid, bar: number, step: number, steps: number): number {
  return stepStart(grid, bar, step + steps) - stepStart(grid, bar, step);
}
