/** Space: a ping-pong echo and a small Schroeder reverb, applied in place to one stem. */
import { onePoleCoefficient, type Stereo } from './dsp.ts';

/** Echoes bounce left/right, each a little darker and quieter than the one before. */
export function pingPongEcho(buffer: Stereo, delaySamples: number, feedback: number, wet: number, sampleRate: number) {
  if (wet <= 0 || delaySamples < 1) return;
  const [left, right] = buffer;
  const lineL = new Float32Array(delaySamples);
  const lineR = new Float32Array(delaySamples);
  const damp = onePoleCoefficient(3500, sampleRate);
  let toneL = 0;
  let toneR = 0;
  let idx = 0;
  for (let i = 0; i < left.length; i++) {
    const dl = lineL[idx] ?? 0;
    const dr = lineR[idx] ?? 0;
    toneL += damp * (dl - toneL);
    toneR += damp * (dr - toneR);
    const dry = ((left[i] ?? 0) + (right[i] ?? 0)) * 0.5;
    lineL[idx] = dry + toneR * feedback;
    lineR[idx] = toneL * feedback;
    left[i] = (left[i] ?? 0) + toneL * wet;
    right[i] = (right[i] ?? 0) + toneR * wet;
    idx = idx + 1 === delaySamples ? 0 : idx + 1;
  }
}

/** Freeverb's tunings at 44.1 kHz; the right channel is offset so the tail is wide. */
const COMBS = [1116, 1277, 1422, 1557] as const;
const ALLPASSES = [556, 341] as const;
const STEREO_SPREAD = 23;

/**
 * Feedback comb with a damped (low-passed) loop, run over the whole input at once: one tight
 * loop per comb is several times faster than stepping every comb sample by sample.
 */
function combInto(input: Float32Array, out: Float32Array, length: number, feedback: number, damp: number): void {
  const line = new Float32Array(length);
  let index = 0;
  let store = 0;
  for (let i = 0; i < input.length; i++) {
    const delayed = line[index] ?? 0;
    store = delayed + (store - delayed) * damp;
    line[index] = (input[i] ?? 0) + store * feedback;
    out[i] = (out[i] ?? 0) + delayed;
    index = index + 1 === length ? 0 : index + 1;
  }
}

/** Schroeder all-pass in place: smears the comb echoes into a dense tail without colouring it. */
function allpassInPlace(buffer: Float32Array, length: number): void {
  const line = new Float32Array(length);
  let index = 0;
  for (let i = 0; i < buffer.length; i++) {
    const input = buffer[i] ?? 0;
    const delayed = line[index] ?? 0;
    line[index] = input + delayed * 0.5;
    buffer[i] = delayed - input;
    index = index + 1 === length ? 0 : index + 1;
  }
}

/**
 * Adds a room-sized reverb tail to a stereo stem, `wet` being the tail's level.
 * Two economies keep it cheap without being audible on a tail: it runs at half the sample rate
 * (the damped tail has little above 10 kHz anyway), and one set of combs feeds both channels,
 * with differently tuned all-passes giving each side its own texture.
 */
export function reverb(buffer: Stereo, wet: number, sampleRate: number, roomSize = 0.82, damping = 0.35): void {
  if (wet <= 0) return;
  const [left, right] = buffer;
  const half = Math.ceil(left.length / 2);
  const scale = sampleRate / 2 / 44100;
  // Freeverb's input gain (0.015), doubled because we run half as many combs; `wet` folded in.
  const gain = 0.015 * wet;
  const input = new Float32Array(half);
  for (let j = 0, i = 0; j < half; j++, i += 2) {
    input[j] = ((left[i] ?? 0) + (right[i] ?? 0) + (left[i + 1] ?? 0) + (right[i + 1] ?? 0)) * gain;
  }
  const combs = new Float32Array(half);
  // Freeverb's damping is per 44.1 kHz sample; at half rate the same tone needs it squared.
  for (const n of COMBS) combInto(input, combs, Math.round(n * scale), roomSize, damping * damping);
  [left, right].forEach((target, ch) => {
    const tail = Float32Array.from(combs);
    for (const n of ALLPASSES) allpassInPlace(tail, Math.round((n + ch * STEREO_SPREAD) * scale));
    // Back to full rate by linear interpolation.
    for (let j = 0, i = 0; j < half; j++, i += 2) {
      const a = tail[j] ?? 0;
      const b = tail[j + 1] ?? a;
      target[i] = (target[i] ?? 0) + a;
      if (i + 1 < target.length) target[i + 1] = (target[i + 1] ?? 0) + (a + b) * 0.5;
    }
  });
}
