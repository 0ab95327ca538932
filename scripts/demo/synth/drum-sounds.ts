/** One-shot drum sounds, synthesised once per track and then sequenced. */
import { createRng, type Rng } from '../rng.ts';
import { onePoleCoefficient, sine, softClip } from './dsp.ts';
import type { HatSound, KickSound, SnareSound } from './styles.ts';

/** A sine whose pitch falls fast from startHz to endHz: the body and punch of a kick. */
export function kickSound(spec: KickSound, sampleRate: number, seed: number): Float32Array {
  const out = new Float32Array(Math.round(Math.min(spec.decay * 6, 1.2) * sampleRate));
  const rng = createRng(seed);
  const sweepMul = Math.exp(-1 / (spec.sweep * sampleRate));
  const ampMul = Math.exp(-1 / (spec.decay * sampleRate));
  const clickMul = Math.exp(-1 / (0.0025 * sampleRate));
  const clickLp = onePoleCoefficient(3000, sampleRate);
  const norm = 1 / softClip(spec.drive);
  let sweep = 1;
  let amp = 1;
  let click = spec.click;
  let clickState = 0;
  let phase = 0;
  for (let n = 0; n < out.length; n++) {
    const hz = spec.endHz + (spec.startHz - spec.endHz) * sweep;
    phase += hz / sampleRate;
    clickState += clickLp * ((rng() * 2 - 1) * click - clickState);
    const body = sine(phase) * amp + clickState;
    // Fade the last 5 ms so the one-shot never ends on a step.
    const tail = Math.min(1, (out.length - n) / (0.005 * sampleRate));
    out[n] = softClip(body * spec.drive) * norm * tail;
    sweep *= sweepMul;
    amp *= ampMul;
    click *= clickMul;
  }
  return out;
}

/** Band-limited noise under an envelope: the common core of snares, claps and hats. */
function filteredNoise(
  rng: Rng,
  length: number,
  sampleRate: number,
  lowPassHz: number,
  highPassHz: number,
  envelope: (t: number) => number,
): Float32Array {
  const out = new Float32Array(length);
  const lp = onePoleCoefficient(lowPassHz, sampleRate);
  const hp = onePoleCoefficient(highPassHz, sampleRate);
  let low = 0;
  let rumble1 = 0;
  let rumble2 = 0;
  for (let n = 0; n < length; n++) {
    low += lp * (rng() * 2 - 1 - low);
    // Two cascaded one-pole high-passes: a steeper cut keeps hats from sounding like rain.
    rumble1 += hp * (low - rumble1);
    const high1 = low - rumble1;
    rumble2 += hp * (high1 - rumble2);
    out[n] = (high1 - rumble2) * envelope(n / sampleRate);
  }
  return out;
}

export function snareSound(spec: SnareSound, sampleRate: number, seed: number): Float32Array {
  const length = Math.round(Math.min(spec.noiseDecay * 6, 0.8) * sampleRate);
  const rng = createRng(seed);
  const envelope = spec.clap
    ? // Three quick bursts then a tail: several hands clapping not quite together.
      (t: number) => (t < 0.022 ? Math.exp(-((t % 0.0075) / 0.0025)) : 0.9 * Math.exp(-(t - 0.022) / spec.noiseDecay))
    : (t: number) => Math.exp(-t / spec.noiseDecay);
  const out = filteredNoise(rng, length, sampleRate, spec.noiseCutoff, spec.clap ? 900 : 350, envelope);
  const noiseGain = spec.clap ? 1.6 : 0.9;
  for (let n = 0; n < length; n++) {
    const t = n / sampleRate;
    const tone =
      spec.toneHz > 0
        ? (sine(spec.toneHz * t) + 0.5 * sine(spec.toneHz * 1.62 * t)) * Math.exp(-t / spec.toneDecay) * 0.6
        : 0;
    out[n] = (out[n] ?? 0) * noiseGain + tone;
  }
  return out;
}

export function hatSound(spec: HatSound, open: boolean, sampleRate: number, seed: number): Float32Array {
  const decay = open ? spec.openDecay : spec.decay;
  const length = Math.round(decay * 5 * sampleRate);
  return filteredNoise(createRng(seed), length, sampleRate, 16000, spec.highPass, (t) => Math.exp(-t / decay) * 0.9);
}
