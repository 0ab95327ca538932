/**
 * A small subtractive/FM synth voice: a few oscillators → two-pole low-pass → ADSR → pan.
 * Every pitched instrument (bass, keys, pads, leads, bells, the 808) is one VoiceSpec.
 */
import { onePoleCoefficient, panGains, type Stereo, sine, softClip, type Wave } from './dsp.ts';
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
  /** Saturation amount (tanh-like soft clipping): the growl of an 808. */
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

/**
 * Scratch buffers reused across notes. The voice is rendered in passes (pitch, oscillators,
 * filter, envelope) over whole notes: tight single-purpose loops that V8 compiles far better than
 * one loop full of branches, which is what keeps a track's render well under 200 ms.
 */
let pitchBuf = new Float64Array(0);
let signalBuf = new Float32Array(0);
let modBuf = new Float32Array(0);

function ensureScratch(length: number): void {
  if (signalBuf.length >= length) return;
  const size = Math.max(length, signalBuf.length * 2);
  pitchBuf = new Float64Array(size);
  signalBuf = new Float32Array(size);
  modBuf = new Float32Array(size);
}

/** PolyBLEP residual: removes the aliasing of a hard edge within one sample of it. */
function blep(t: number, dt: number): number {
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

/** Pass 1: cycles per sample for every sample of the note (glide, 808 drop, vibrato). */
function fillPitch(spec: VoiceSpec, note: NoteEvent, total: number, sampleRate: number): void {
  const targetHz = midiToHz(note.midi);
  const fromHz = note.glideFromMidi === undefined ? targetHz : midiToHz(note.glideFromMidi);
  const glideMul = Math.exp(-1 / (Math.max(note.glideTime ?? 0.05, 0.001) * sampleRate));
  const drop = spec.pitchDrop;
  const dropMul = drop ? Math.exp(-1 / (Math.max(drop.time, 0.001) * sampleRate)) : 0;
  const dropDepth = drop ? 2 ** (drop.semitones / 12) - 1 : 0;
  let glide = fromHz === targetHz ? 0 : 1;
  let dropState = drop ? 1 : 0;
  const inv = 1 / sampleRate;
  const pitch = pitchBuf;
  if (glide === 0 && !drop) {
    pitch.fill(targetHz * inv, 0, total); // steady pitch, the common case
  } else {
    for (let n = 0; n < total; n++) {
      pitch[n] = (targetHz + (fromHz - targetHz) * glide) * (1 + dropDepth * dropState) * inv;
      glide *= glideMul;
      dropState *= dropMul;
    }
  }
  const vib = spec.vibrato;
  if (vib) {
    const depth = 2 ** (vib.cents / 1200) - 1;
    const rate = vib.rate * inv;
    for (let n = Math.round(vib.delay * sampleRate), ph = 0; n < total; n++, ph += rate) {
      pitch[n] = (pitch[n] ?? 0) * (1 + depth * sine(ph));
    }
  }
}

/** Pass 2: the oscillators, summed into signalBuf. */
function fillOscillators(spec: VoiceSpec, total: number, sampleRate: number): void {
  // Local references: V8 cannot hoist loads of the module-level (reassignable) bindings.
  const pitch = pitchBuf;
  const signal = signalBuf;
  const mod = modBuf;
  signal.fill(0, 0, total);
  const fm = spec.fm;
  if (fm) {
    // The modulator's output is a phase offset for the sine carriers, fading with fm.decay.
    const mul = Math.exp(-1 / (Math.max(fm.decay, 0.001) * sampleRate));
    let env = fm.index;
    let ph = 0;
    for (let n = 0; n < total; n++) {
      mod[n] = env * sine(ph);
      ph += (pitch[n] ?? 0) * fm.ratio;
      if (ph >= 1) ph -= 1;
      env *= mul;
    }
  }
  spec.oscs.forEach((osc, o) => {
    const ratio = (osc.ratio ?? 1) * 2 ** ((osc.detuneCents ?? 0) / 1200);
    const gain = osc.gain;
    // Spread start phases so detuned unison oscillators do not start in phase (a flam and a click).
    let ph = (o * 0.37) % 1;
    const wave: Wave = osc.wave;
    if (wave === 'sine' && fm) {
      for (let n = 0; n < total; n++) {
        signal[n] = (signal[n] ?? 0) + sine(ph + (mod[n] ?? 0)) * gain;
        ph += (pitch[n] ?? 0) * ratio;
        if (ph >= 1) ph -= 1;
      }
    } else if (wave === 'sine') {
      for (let n = 0; n < total; n++) {
        signal[n] = (signal[n] ?? 0) + sine(ph) * gain;
        ph += (pitch[n] ?? 0) * ratio;
        if (ph >= 1) ph -= 1;
      }
    } else if (wave === 'saw') {
      for (let n = 0; n < total; n++) {
        const dt = (pitch[n] ?? 0) * ratio;
        signal[n] = (signal[n] ?? 0) + (2 * ph - 1 - blep(ph, dt)) * gain;
        ph += dt;
        if (ph >= 1) ph -= 1;
      }
    } else if (wave === 'square') {
      for (let n = 0; n < total; n++) {
        const dt = (pitch[n] ?? 0) * ratio;
        const half = ph < 0.5 ? ph + 0.5 : ph - 0.5;
        signal[n] = (signal[n] ?? 0) + ((ph < 0.5 ? 1 : -1) + blep(ph, dt) - blep(half, dt)) * gain;
        ph += dt;
        if (ph >= 1) ph -= 1;
      }
    } else {
      for (let n = 0; n < total; n++) {
        signal[n] = (signal[n] ?? 0) + (ph < 0.5 ? 4 * ph - 1 : 3 - 4 * ph) * gain;
        ph += (pitch[n] ?? 0) * ratio;
        if (ph >= 1) ph -= 1;
      }
    }
  });
}

/** Pass 3: two cascaded one-pole low-passes whose cutoff falls with the filter envelope. */
function applyFilter(filter: NonNullable<VoiceSpec['filter']>, total: number, sampleRate: number): void {
  const blockMul = Math.exp(-FILTER_BLOCK / (Math.max(filter.envDecay, 0.001) * sampleRate));
  let env = 1;
  let lp1 = 0;
  let lp2 = 0;
  const signal = signalBuf;
  for (let block = 0; block < total; block += FILTER_BLOCK) {
    const g = onePoleCoefficient(filter.cutoff + filter.envAmount * env, sampleRate);
    env *= blockMul;
    const stop = Math.min(total, block + FILTER_BLOCK);
    for (let n = block; n < stop; n++) {
      lp1 += g * ((signal[n] ?? 0) - lp1);
      lp2 += g * (lp1 - lp2);
      signal[n] = lp2;
    }
  }
}

/** Pass 4: ADSR, velocity, pan (or autopan) and mixing into the target. */
function applyEnvelopeAndMix(
  target: Stereo,
  spec: VoiceSpec,
  note: NoteEvent,
  total: number,
  held: number,
  attack: number,
  release: number,
  sampleRate: number,
): void {
  const [left, right] = target;
  const { sustain } = spec.env;
  const decayMul = Math.exp(-1 / (Math.max(spec.env.decay, 0.001) * sampleRate));
  const [gl, gr] = panGains(note.pan);
  const amp = spec.gain * note.velocity;
  const autopan = spec.autopan;
  const panRate = autopan ? autopan.rate / sampleRate : 0;
  const panDepth = autopan ? autopan.depth : 0;
  let decay = 1;
  let heldLevel = 0;
  const start = note.start;
  const signal = signalBuf;
  for (let n = 0; n < total; n++) {
    let level: number;
    if (n < held) {
      if (n < attack) {
        level = n / attack;
      } else {
        level = sustain + (1 - sustain) * decay;
        decay *= decayMul;
      }
      heldLevel = level;
    } else {
      // Release from wherever the envelope was, so short notes do not jump up before fading.
      level = heldLevel * (1 - (n - held) / release);
    }
    const v = (signal[n] ?? 0) * level * amp;
    const wobble = panDepth === 0 ? 0 : panDepth * sine(n * panRate);
    const i = start + n;
    left[i] = (left[i] ?? 0) + v * gl * (1 - wobble);
    right[i] = (right[i] ?? 0) + v * gr * (1 + wobble);
  }
}

export function renderVoice(target: Stereo, spec: VoiceSpec, note: NoteEvent, sampleRate: number): void {
  const attack = Math.max(1, Math.round(Math.max(spec.env.attack, 0.002) * sampleRate));
  const release = Math.max(1, Math.round(Math.max(spec.env.release, 0.005) * sampleRate));
  const held = Math.max(note.length, 1);
  const total = Math.min(target[0].length, note.start + held + release) - note.start;
  if (total <= 0 || note.start < 0) return;
  ensureScratch(total);
  fillPitch(spec, note, total, sampleRate);
  fillOscillators(spec, total, sampleRate);
  if (spec.filter) applyFilter(spec.filter, total, sampleRate);
  const drive = spec.drive ?? 0;
  if (drive > 0) {
    const norm = 1 / softClip(drive);
    const signal = signalBuf;
    for (let n = 0; n < total; n++) signal[n] = softClip((signal[n] ?? 0) * drive) * norm;
  }
  applyEnvelopeAndMix(target, spec, note, total, held, attack, release, sampleRate);
}
