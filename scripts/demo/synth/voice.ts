/**
 * A small subtractive/FM synth voice: a few oscillators → two-pole low-pass → ADSR → pan.
 * Every pitched instrument (bass, keys, pads, leads, bells, the 808) is one VoiceSpec.
 */
import { onePoleCoefficient, oscillator, panGains, type Stereo, sine, type Wave } from './dsp.ts';
import { midiToHz } from './theory.ts';

export interface OscSpec {
  wave: Wave;
  /** Frequency multiplier: 0.5 = an octave below, 2 = an octave above. */
  ratio?: number;
  detuneCents?: number;
  gain: number;
}

export interface VoiceSpec {
  oscs: readonly OscSpec[];
  /** Seconds, except sustain (0..1 level). */
  env: { attack: number; decay: number; sustain: number; release: number };
  /** Low-pass cutoff (Hz) opened by `envAmount` Hz at the onset, closing with `envDecay` seconds. */
  filter?: { cutoff: number; envAmount: number; envDecay: number };
  /** Phase modulation of the sine oscillators: electric piano and bell timbres. */
  fm?: { ratio: number; index: number; decay: number };
  vibrato?: { rate: number; cents: number; delay: number };
  /** tanh saturation amount: the growl of an 808. */
  drive?: number;
  /** Pitch starts `semitones` high and falls back with time constant `time`: the punch of an 808. */
  pitchDrop?: { semitones: number; time: number };
  /** Slow stereo autopan, the classic electric-piano wobble. */
  autopan?: { rate: number; depth: number };
  gain: number;
}

export interface NoteEvent {
  /** First sample of the note. */
  start: number;
  /** Samples the note is held before its release starts. */
  length: number;
  midi: number;
  velocity: number;
  pan: number;
  /** Slide into the note from this pitch (808 glides). */
  glideFromMidi?: number;
  glideTime?: number;
}

/** Recomputing the filter coefficient needs exp(); every 16 samples is smooth enough. */
const FILTER_BLOCK = 16;

export function renderVoice(target: Stereo, spec: VoiceSpec, note: NoteEvent, sampleRate: number): void {
  const [left, right] = target;
  const { env } = spec;
  const attack = Math.max(1, Math.round(Math.max(env.attack, 0.002) * sampleRate));
  const release = Math.max(1, Math.round(Math.max(env.release, 0.005) * sampleRate));
  const held = Math.max(note.length, 1);
  const end = Math.min(left.length, note.start + held + release);
  if (end <= note.start) return;

  const targetHz = midiToHz(note.midi);
  const fromHz = note.glideFromMidi === undefined ? targetHz : midiToHz(note.glideFromMidi);
  const glideMul = Math.exp(-1 / (Math.max(note.glideTime ?? 0.05, 0.001) * sampleRate));
  let glide = 1;

  const decayMul = Math.exp(-1 / (Math.max(env.decay, 0.001) * sampleRate));
  let decayState = 1;
  let heldLevel = 0;

  const filter = spec.filter;
  const filterEnvMul = filter ? Math.exp(-1 / (Math.max(filter.envDecay, 0.001) * sampleRate)) : 0;
  let filterEnv = 1;
  let g = 1;
  let lp1 = 0;
  let lp2 = 0;

  const fm = spec.fm;
  const fmMul = fm ? Math.exp(-1 / (Math.max(fm.decay, 0.001) * sampleRate)) : 0;
  let fmEnv = 1;
  let modPhase = 0;

  const drop = spec.pitchDrop;
  const dropMul = drop ? Math.exp(-1 / (Math.max(drop.time, 0.001) * sampleRate)) : 0;
  const dropDepth = drop ? 2 ** (drop.semitones / 12) - 1 : 0;
  let dropState = 1;

  const vib = spec.vibrato;
  const vibDelay = vib ? vib.delay * sampleRate : 0;
  const vibDepth = vib ? 2 ** (vib.cents / 1200) - 1 : 0;
  let vibPhase = 0;

  const pan = spec.autopan;
  let panPhase = 0;
  const [baseL, baseR] = panGains(note.pan);

  const oscCount = spec.oscs.length;
  const ratios = new Float64Array(oscCount);
  const gains = new Float64Array(oscCount);
  const phases = new Float64Array(oscCount);
  const waves: Wave[] = [];
  for (let o = 0; o < oscCount; o++) {
    const osc = spec.oscs[o];
    if (!osc) continue;
    ratios[o] = (osc.ratio ?? 1) * 2 ** ((osc.detuneCents ?? 0) / 1200);
    gains[o] = osc.gain;
    // Spread start phases so detuned unison voices do not start in phase (a click and a flam).
    phases[o] = (o * 0.37) % 1;
    waves.push(osc.wave);
  }
  const drive = spec.drive ?? 0;
  const driveNorm = drive > 0 ? 1 / Math.tanh(drive) : 1;
  const amp = spec.gain * note.velocity;
  const invRate = 1 / sampleRate;

  for (let i = note.start, n = 0; i < end; i++, n++) {
    let hz = targetHz + (fromHz - targetHz) * glide;
    glide *= glideMul;
    if (drop) {
      hz *= 1 + dropDepth * dropState;
      dropState *= dropMul;
    }
    if (vib && n > vibDelay) {
      hz *= 1 + vibDepth * sine(vibPhase);
      vibPhase += vib.rate * invRate;
    }
    const baseDt = hz * invRate;

    let fmOffset = 0;
    if (fm) {
      fmOffset = fm.index * fmEnv * sine(modPhase);
      modPhase += baseDt * fm.ratio;
      fmEnv *= fmMul;
    }

    let x = 0;
    for (let o = 0; o < oscCount; o++) {
      const dt = baseDt * (ratios[o] ?? 1);
      const phase = phases[o] ?? 0;
      const wave = waves[o] ?? 'sine';
      x += (wave === 'sine' ? sine(phase + fmOffset) : oscillator(wave, phase, dt)) * (gains[o] ?? 0);
      const next = phase + dt;
      phases[o] = next >= 1 ? next - 1 : next;
    }

    if (filter) {
      if (n % FILTER_BLOCK === 0) {
        g = onePoleCoefficient(filter.cutoff + filter.envAmount * filterEnv, sampleRate);
      }
      filterEnv *= filterEnvMul;
      lp1 += g * (x - lp1);
      lp2 += g * (lp1 - lp2);
      x = lp2;
    }
    if (drive > 0) x = Math.tanh(x * drive) * driveNorm;

    let level: number;
    if (n < held) {
      if (n < attack) {
        level = n / attack;
      } else {
        level = env.sustain + (1 - env.sustain) * decayState;
        decayState *= decayMul;
      }
      heldLevel = level;
    } else {
      // Release from wherever the envelope was, so short notes do not jump up before fading.
      level = heldLevel * (1 - (n - held) / release);
    }

    const v = x * level * amp;
    if (pan) {
      const wobble = pan.depth * sine(panPhase);
      panPhase += pan.rate * invRate;
      left[i] = (left[i] ?? 0) + v * baseL * (1 - wobble);
      right[i] = (right[i] ?? 0) + v * baseR * (1 + wobble);
    } else {
      left[i] = (left[i] ?? 0) + v * baseL;
      right[i] = (right[i] ?? 0) + v * baseR;
    }
  }
}
