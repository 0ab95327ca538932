/** Low-level signal helpers shared by every layer: oscillators, panning, buffers. */

export type Stereo = [Float32Array, Float32Array];

export function stereo(length: number): Stereo {
  return [new Float32Array(length), new Float32Array(length)];
}

const TABLE_SIZE = 4096;
/** One sine period plus a guard point, so interpolation never reads past the end. */
const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

/**
 * sin(2π·phase) from a table: several times cheaper than Math.sin in the per-sample loops that
 * dominate render time. Phase may be any real number.
 */
export function sine(phase: number): number {
  const p = (phase - Math.floor(phase)) * TABLE_SIZE;
  const i = p | 0;
  const a = SINE[i] ?? 0;
  return a + ((SINE[i + 1] ?? 0) - a) * (p - i);
}

/**
 * PolyBLEP correction: smooths the discontinuity of saw and square waves across one sample so the
 * upper harmonics do not fold back as audible aliasing whine.
 */
function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

export type Wave = 'sine' | 'saw' | 'square' | 'triangle';

/** One sample of `wave` at `phase` ∈ [0, 1) advancing by `dt` cycles per sample. */
export function oscillator(wave: Wave, phase: number, dt: number): number {
  switch (wave) {
    case 'sine':
      return sine(phase);
    case 'saw':
      return 2 * phase - 1 - polyBlep(phase, dt);
    case 'square': {
      const shifted = phase + 0.5 >= 1 ? phase - 0.5 : phase + 0.5;
      return (phase < 0.5 ? 1 : -1) + polyBlep(phase, dt) - polyBlep(shifted, dt);
    }
    case 'triangle':
      return phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
  }
}

/** Constant-power pan: -1 = hard left, 0 = centre, 1 = hard right. Returns [left, right] gains. */
export function panGains(pan: number): [number, number] {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

/** Mixes a mono one-shot into a stereo buffer at `start`, scaled and panned. */
export function addOneShot(target: Stereo, sample: Float32Array, start: number, gain: number, pan: number): void {
  const [gl, gr] = panGains(pan);
  const [left, right] = target;
  const from = Math.max(0, start);
  const to = Math.min(left.length, start + sample.length);
  for (let i = from; i < to; i++) {
    const v = (sample[i - start] ?? 0) * gain;
    left[i] = (left[i] ?? 0) + v * gl;
    right[i] = (right[i] ?? 0) + v * gr;
  }
}

/** Coefficient of a one-pole low-pass at `hz`: y += g·(x − y). */
export function onePoleCoefficient(hz: number, sampleRate: number): number {
  return 1 - Math.exp((-2 * Math.PI * Math.min(hz, sampleRate * 0.45)) / sampleRate);
}

export function peak(buffers: readonly Float32Array[]): number {
  let max = 0;
  for (const buffer of buffers) {
    for (let i = 0; i < buffer.length; i++) {
      const v = Math.abs(buffer[i] ?? 0);
      if (v > max) max = v;
    }
  }
  return max;
}
