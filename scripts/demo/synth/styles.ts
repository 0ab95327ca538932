/**
 * What a style means musically. Patterns are one bar of sixteenth notes:
 *   drums: 'x' hit, 'o' soft hit (ghost note), 'O' open hi-hat, '.' rest;
 *   bass:  'x' chord root, '5' its fifth, 'o' root an octave up, '-' hold, '.' silence;
 *   chords: 'x' strike, '-' hold, '.' silence.
 */
import type { InstrumentName } from './instruments.ts';

export interface KickSound {
  startHz: number;
  endHz: number;
  /** Time constant (s) of the pitch drop: short = clicky, long = boomy. */
  sweep: number;
  decay: number;
  drive: number;
  click: number;
}

export interface SnareSound {
  toneHz: number;
  toneDecay: number;
  noiseDecay: number;
  /** Low-pass on the noise: lower is darker. */
  noiseCutoff: number;
  /** A clap is three fast noise bursts instead of one. */
  clap: boolean;
}

export interface HatSound {
  decay: number;
  openDecay: number;
  /** Everything below this is removed: higher is thinner and crisper. */
  highPass: number;
}

export interface StylePreset {
  /** Scale degree of each bar's chord, looped. */
  progression: readonly number[];
  sevenths: boolean;
  /** Delay of every off-beat sixteenth, as a fraction of a sixteenth: the lazy lo-fi groove. */
  swing: number;
  drums: { kick: string; snare: string; hat: string; hatRolls: boolean };
  kit: { kick: KickSound; snare: SnareSound; hat: HatSound };
  bass: { instrument: InstrumentName; pattern: string; glide: boolean };
  chords: { instrument: InstrumentName; pattern: string; strum: number };
  melody: {
    instrument: InstrumentName;
    /** Chance that a grid cell starts a note. */
    density: number;
    /** Sixteenths per melody grid cell: 2 = eighth notes. */
    cell: 1 | 2;
    /** MIDI note the melody's tonic sits nearest to. */
    center: number;
    echo: number;
  };
  reverb: number;
  /**
   * Loudness of each stem relative to the others, in dB RMS. Stems are measured and set to these
   * levels, so the balance holds whatever the seed, key or tempo does to a layer's raw level.
   */
  levels: { drums: number; bass: number; chords: number; melody: number };
}

const BOOM_BAP_KICK: KickSound = { startHz: 140, endHz: 52, sweep: 0.035, decay: 0.32, drive: 1.6, click: 0.25 };
const CLUB_KICK: KickSound = { startHz: 170, endHz: 50, sweep: 0.03, decay: 0.28, drive: 2, click: 0.4 };
const TRAP_KICK: KickSound = { startHz: 190, endHz: 55, sweep: 0.02, decay: 0.16, drive: 1.8, click: 0.5 };
const DEEP_KICK: KickSound = { startHz: 120, endHz: 42, sweep: 0.05, decay: 0.5, drive: 2.4, click: 0.15 };

const SOFT_SNARE: SnareSound = { toneHz: 190, toneDecay: 0.05, noiseDecay: 0.11, noiseCutoff: 4500, clap: false };
const BRIGHT_SNARE: SnareSound = { toneHz: 220, toneDecay: 0.04, noiseDecay: 0.14, noiseCutoff: 9000, clap: false };
const CLAP: SnareSound = { toneHz: 0, toneDecay: 0.01, noiseDecay: 0.16, noiseCutoff: 7000, clap: true };

const CRISP_HAT: HatSound = { decay: 0.035, openDecay: 0.22, highPass: 7000 };
const DUSTY_HAT: HatSound = { decay: 0.045, openDecay: 0.25, highPass: 5000 };

const STYLES: Record<string, StylePreset> = {
  Chill: {
    progression: [0, 5, 1, 4],
    sevenths: true,
    swing: 0.22,
    drums: { kick: 'x......x..x.....', snare: '....x.......x..o', hat: 'x.x.x.x.x.x.x.xo', hatRolls: false },
    kit: { kick: BOOM_BAP_KICK, snare: SOFT_SNARE, hat: DUSTY_HAT },
    bass: { instrument: 'subBass', pattern: 'x------x--x-----', glide: false },
    chords: { instrument: 'electricPiano', pattern: 'x---------x-----', strum: 0.014 },
    melody: { instrument: 'fluteLead', density: 0.42, cell: 2, center: 72, echo: 0.25 },
    reverb: 0.3,
    levels: { drums: 0, bass: -2, chords: -5, melody: -6 },
  },
  Upbeat: {
    progression: [0, 4, 5, 3],
    sevenths: false,
    swing: 0,
    drums: { kick: 'x...x...x...x...', snare: '....x.......x...', hat: 'x.O.x.O.x.O.xoOo', hatRolls: false },
    kit: { kick: CLUB_KICK, snare: CLAP, hat: CRISP_HAT },
    bass: { instrument: 'sawBass', pattern: '..x-..o-..x-..o-', glide: false },
    chords: { instrument: 'stabPluck', pattern: 'x..x..x.x..x..x.', strum: 0 },
    melody: { instrument: 'pluckLead', density: 0.5, cell: 1, center: 72, echo: 0.3 },
    reverb: 0.18,
    levels: { drums: 0, bass: -3, chords: -6, melody: -6 },
  },
  Melancholic: {
    progression: [5, 3, 0, 4],
    sevenths: false,
    swing: 0.08,
    drums: { kick: 'x.........x.....', snare: '....o.......o...', hat: 'o.o.o.o.o.o.o.o.', hatRolls: false },
    kit: { kick: BOOM_BAP_KICK, snare: SOFT_SNARE, hat: DUSTY_HAT },
    bass: { instrument: 'subBass', pattern: 'x---------x-----', glide: false },
    chords: { instrument: 'warmPad', pattern: 'x---------------', strum: 0.02 },
    melody: { instrument: 'glassLead', density: 0.35, cell: 2, center: 72, echo: 0.3 },
    reverb: 0.42,
    levels: { drums: -3, bass: -3, chords: -3, melody: -4 },
  },
  Inspiring: {
    progression: [3, 4, 0, 5],
    sevenths: false,
    swing: 0,
    drums: { kick: 'x.......x.x.....', snare: '....x.......x...', hat: 'xoxoxoxoxoxoxoxo', hatRolls: false },
    kit: { kick: CLUB_KICK, snare: BRIGHT_SNARE, hat: CRISP_HAT },
    bass: { instrument: 'pluckBass', pattern: 'x.x.x.x.x.x.o.x.', glide: false },
    chords: { instrument: 'superSaw', pattern: 'x-----x-----x---', strum: 0 },
    melody: { instrument: 'sawLead', density: 0.45, cell: 2, center: 72, echo: 0.28 },
    reverb: 0.3,
    levels: { drums: 0, bass: -3, chords: -4, melody: -6 },
  },
  Dark: {
    progression: [0, 5, 3, 4],
    sevenths: false,
    swing: 0.05,
    drums: { kick: 'x..x......x.....', snare: '........x.......', hat: 'x...x...x.x.x..o', hatRolls: false },
    kit: { kick: DEEP_KICK, snare: SOFT_SNARE, hat: DUSTY_HAT },
    bass: { instrument: 'subBass', pattern: 'x-------x--x----', glide: false },
    chords: { instrument: 'darkPad', pattern: 'x---------------', strum: 0.03 },
    melody: { instrument: 'hollowSquare', density: 0.3, cell: 2, center: 62, echo: 0.35 },
    reverb: 0.38,
    levels: { drums: 0, bass: -1, chords: -5, melody: -7 },
  },
  Trap: {
    progression: [0, 3, 5, 4],
    sevenths: false,
    swing: 0,
    drums: { kick: 'x.....x..x......', snare: '........x.......', hat: 'xoxoxoxoxoxoxoxo', hatRolls: true },
    kit: { kick: TRAP_KICK, snare: CLAP, hat: CRISP_HAT },
    bass: { instrument: 'bass808', pattern: 'x-----x--x------', glide: true },
    chords: { instrument: 'bellPad', pattern: 'x-------x-------', strum: 0 },
    melody: { instrument: 'bellLead', density: 0.55, cell: 2, center: 72, echo: 0.25 },
    reverb: 0.22,
    levels: { drums: -1, bass: 0, chords: -7, melody: -5 },
  },
};

/** Anything that is not a known style gets a neutral pop groove. */
const DEFAULT_STYLE: StylePreset = {
  progression: [0, 4, 5, 3],
  sevenths: false,
  swing: 0.06,
  drums: { kick: 'x.......x.x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.', hatRolls: false },
  kit: { kick: BOOM_BAP_KICK, snare: BRIGHT_SNARE, hat: CRISP_HAT },
  bass: { instrument: 'pluckBass', pattern: 'x-----x.x-------', glide: false },
  chords: { instrument: 'warmPad', pattern: 'x-------x-------', strum: 0.01 },
  melody: { instrument: 'fluteLead', density: 0.45, cell: 2, center: 72, echo: 0.25 },
  reverb: 0.28,
  levels: { drums: 0, bass: -2, chords: -5, melody: -6 },
};

export function stylePreset(style: string): StylePreset {
  // hasOwn, so a style called 'constructor' does not find Object.prototype.
  return (Object.hasOwn(STYLES, style) ? STYLES[style] : undefined) ?? DEFAULT_STYLE;
}
