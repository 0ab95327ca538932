/** The instrument patches. Each style picks one for bass, chords and melody. */
import type { VoiceSpec } from './voice.ts';

export type InstrumentName =
  | 'subBass'
  | 'pluckBass'
  | 'sawBass'
  | 'bass808'
  | 'electricPiano'
  | 'warmPad'
  | 'superSaw'
  | 'stabPluck'
  | 'darkPad'
  | 'bellPad'
  | 'fluteLead'
  | 'pluckLead'
  | 'glassLead'
  | 'sawLead'
  | 'hollowSquare'
  | 'bellLead';

export const INSTRUMENTS: Record<InstrumentName, VoiceSpec> = {
  // Bass patches sit mostly on the fundamental: small speakers hear the harmonics, subs the sine.
  subBass: {
    oscs: [
      { wave: 'sine', gain: 1 },
      { wave: 'triangle', ratio: 2, gain: 0.15 },
    ],
    env: { attack: 0.005, decay: 0.4, sustain: 0.7, release: 0.08 },
    drive: 1.2,
    gain: 0.55,
  },
  pluckBass: {
    oscs: [
      { wave: 'saw', gain: 0.6 },
      { wave: 'sine', gain: 0.7 },
    ],
    env: { attack: 0.003, decay: 0.25, sustain: 0.45, release: 0.06 },
    filter: { cutoff: 220, envAmount: 1400, envDecay: 0.09 },
    gain: 0.6,
  },
  sawBass: {
    oscs: [
      { wave: 'saw', gain: 0.5 },
      { wave: 'saw', detuneCents: 7, gain: 0.4 },
      { wave: 'sine', ratio: 0.5, gain: 0.5 },
    ],
    env: { attack: 0.004, decay: 0.18, sustain: 0.6, release: 0.05 },
    filter: { cutoff: 380, envAmount: 900, envDecay: 0.12 },
    gain: 0.5,
  },
  bass808: {
    oscs: [{ wave: 'sine', gain: 1 }],
    env: { attack: 0.003, decay: 1.4, sustain: 0.25, release: 0.12 },
    pitchDrop: { semitones: 5, time: 0.018 },
    drive: 2.2,
    gain: 0.62,
  },

  // Chord patches.
  electricPiano: {
    oscs: [{ wave: 'sine', gain: 0.8 }],
    env: { attack: 0.004, decay: 1.6, sustain: 0.3, release: 0.35 },
    fm: { ratio: 1, index: 0.35, decay: 0.4 },
    autopan: { rate: 3.2, depth: 0.35 },
    gain: 0.2,
  },
  warmPad: {
    oscs: [
      { wave: 'saw', detuneCents: -8, gain: 0.45 },
      { wave: 'saw', detuneCents: 8, gain: 0.45 },
      { wave: 'triangle', ratio: 0.5, gain: 0.3 },
    ],
    env: { attack: 0.45, decay: 1.5, sustain: 0.8, release: 0.7 },
    filter: { cutoff: 900, envAmount: 500, envDecay: 1.2 },
    gain: 0.16,
  },
  superSaw: {
    oscs: [
      { wave: 'saw', detuneCents: -14, gain: 0.35 },
      { wave: 'saw', gain: 0.35 },
      { wave: 'saw', detuneCents: 14, gain: 0.35 },
    ],
    env: { attack: 0.03, decay: 0.5, sustain: 0.75, release: 0.3 },
    filter: { cutoff: 2200, envAmount: 1600, envDecay: 0.25 },
    gain: 0.13,
  },
  stabPluck: {
    oscs: [
      { wave: 'square', gain: 0.4 },
      { wave: 'saw', detuneCents: 6, gain: 0.4 },
    ],
    env: { attack: 0.002, decay: 0.18, sustain: 0.1, release: 0.12 },
    filter: { cutoff: 700, envAmount: 3200, envDecay: 0.08 },
    gain: 0.2,
  },
  darkPad: {
    oscs: [
      { wave: 'saw', detuneCents: -5, gain: 0.5 },
      { wave: 'square', detuneCents: 5, gain: 0.35 },
    ],
    env: { attack: 0.6, decay: 2, sustain: 0.85, release: 0.8 },
    filter: { cutoff: 480, envAmount: 250, envDecay: 1.5 },
    gain: 0.2,
  },
  bellPad: {
    oscs: [{ wave: 'sine', gain: 0.8 }],
    env: { attack: 0.003, decay: 1.1, sustain: 0.15, release: 0.5 },
    fm: { ratio: 2, index: 0.7, decay: 0.6 },
    gain: 0.17,
  },

  // Lead patches: brighter, a little vibrato so held notes sing rather than buzz.
  fluteLead: {
    oscs: [
      { wave: 'triangle', gain: 0.8 },
      { wave: 'sine', ratio: 2, gain: 0.1 },
    ],
    env: { attack: 0.02, decay: 0.3, sustain: 0.65, release: 0.15 },
    filter: { cutoff: 2600, envAmount: 800, envDecay: 0.2 },
    vibrato: { rate: 5, cents: 12, delay: 0.18 },
    gain: 0.24,
  },
  pluckLead: {
    oscs: [
      { wave: 'saw', gain: 0.5 },
      { wave: 'square', ratio: 2, gain: 0.15 },
    ],
    env: { attack: 0.002, decay: 0.22, sustain: 0.2, release: 0.12 },
    filter: { cutoff: 1200, envAmount: 4000, envDecay: 0.1 },
    gain: 0.22,
  },
  glassLead: {
    oscs: [
      { wave: 'sine', gain: 0.9 },
      { wave: 'sine', ratio: 3, gain: 0.06 },
    ],
    env: { attack: 0.03, decay: 0.6, sustain: 0.55, release: 0.3 },
    vibrato: { rate: 4.6, cents: 18, delay: 0.25 },
    gain: 0.26,
  },
  sawLead: {
    oscs: [
      { wave: 'saw', detuneCents: -6, gain: 0.4 },
      { wave: 'saw', detuneCents: 6, gain: 0.4 },
    ],
    env: { attack: 0.01, decay: 0.4, sustain: 0.6, release: 0.2 },
    filter: { cutoff: 2400, envAmount: 2400, envDecay: 0.2 },
    vibrato: { rate: 5.5, cents: 10, delay: 0.2 },
    gain: 0.17,
  },
  hollowSquare: {
    oscs: [{ wave: 'square', gain: 0.5 }],
    env: { attack: 0.01, decay: 0.5, sustain: 0.5, release: 0.2 },
    filter: { cutoff: 900, envAmount: 700, envDecay: 0.25 },
    vibrato: { rate: 4, cents: 8, delay: 0.3 },
    gain: 0.2,
  },
  bellLead: {
    oscs: [{ wave: 'sine', gain: 0.9 }],
    env: { attack: 0.002, decay: 0.7, sustain: 0.2, release: 0.35 },
    fm: { ratio: 4, index: 1.1, decay: 0.25 },
    gain: 0.24,
  },
};
