/** Low-level signal helpers shared by every layer: the sine table, saturation, panning, buffers. */

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

export type Wave = 'sine' | 'saw' | 'square' | 'triangle';

/**
 * Repeats a rendered loop (with its ringing tail) every `period` samples up to `length`,
 * overlapping each tail into the next repeat exactly as a continuous render would ring on.
 */
export function tile(loop: Stereo, period: number, length: number): Stereo {
  const out = stereo(length);
  const tailLength = Math.max(0, loop[0].length - period);
  for (let ch = 0; ch < 2; ch++) {
    const src = loop[ch];
    const dst = out[ch];
    if (!src || !dst) continue;
    for (let offset = 0; offset < length; offset += period) {
      // The start of each repeat overlaps the previous repeat's tail: add. The rest is a copy.
      const overlap = offset === 0 ? 0 : Math.min(tailLength, length - offset);
      for (let i = 0; i < overlap; i++) dst[offset + i] = (dst[offset + i] ?? 0) + (src[i] ?? 0);
      const rest = Math.min(src.length, length - offset);
      if (rest > overlap) dst.set(src.subarray(overlap, rest), offset + overlap);
    }
  }
  return out;
}

/**
 * tanh-like saturation (a Padé approximant, exact enough to ±3 and flat beyond): a fraction of
 * Math.tanh's cost in the per-sample loops that warm up basses and kicks.
 */
export function softClip(x: number): number {
  if (x <= -3) return -1;
  if (x >= 3) return 1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
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

/** Root-mean-square level over both channels. */
export function rms(buffer: Stereo): number {
  let sum = 0;
  for (const channel of buffer) {
    for (let i = 0; i < channel.length; i++) {
      const v = channel[i] ?? 0;
      sum += v * v;
    }
  }
  return Math.sqrt(sum / Math.max(1, buffer[0].length * 2));
}
