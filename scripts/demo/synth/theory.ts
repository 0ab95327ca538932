/** Keys, scales and diatonic chords: just enough theory for the parts to stay in key. */

export interface MusicalKey {
  /** Pitch class of the tonic, 0 = C. */
  tonic: number;
  mode: 'major' | 'minor';
  /** Semitone offsets of the seven scale steps from the tonic. */
  scale: readonly number[];
}

const LETTERS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11] as const;
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10] as const; // natural minor

/** Parses 'A minor', 'C major', 'F# minor', 'Bb', 'Ebm'. A bare note means major. */
export function parseKey(key: string): MusicalKey {
  const match = /^\s*([A-Ga-g])([#b♯♭]?)\s*(major|minor|maj|min|m)?\s*$/.exec(key);
  const letter = match?.[1];
  if (!match || !letter) throw new RangeError(`Unrecognised musical key: "${key}"`);
  const accidental = match[2] === '#' || match[2] === '♯' ? 1 : match[2] ? -1 : 0;
  const tonic = ((LETTERS[letter.toUpperCase()] ?? 0) + accidental + 12) % 12;
  const quality = match[3]?.toLowerCase();
  const mode = quality === 'minor' || quality === 'min' || quality === 'm' ? 'minor' : 'major';
  return { tonic, mode, scale: mode === 'minor' ? MINOR_SCALE : MAJOR_SCALE };
}

/** MIDI note of the tonic closest to `center`, so every key lands in the same register. */
export function tonicNear(key: MusicalKey, center: number): number {
  const below = center - ((((center - key.tonic) % 12) + 12) % 12);
  return center - below > 6 ? below + 12 : below;
}

/** MIDI note of a scale degree (0 = tonic; negative or above 6 reach other octaves). */
export function degreeToMidi(key: MusicalKey, degree: number, tonicMidi: number): number {
  const octave = Math.floor(degree / 7);
  const step = degree - octave * 7;
  return tonicMidi + octave * 12 + (key.scale[step] ?? 0);
}

/** Scale degrees of the diatonic chord built in thirds on `root`: triad or seventh chord. */
export function chordDegrees(root: number, sevenths: boolean): number[] {
  return sevenths ? [root, root + 2, root + 4, root + 6] : [root, root + 2, root + 4];
}

/** Whether a scale degree belongs to the chord on `root` (compared modulo the octave). */
export function isChordTone(degree: number, root: number, sevenths: boolean): boolean {
  const rel = (((degree - root) % 7) + 7) % 7;
  return rel === 0 || rel === 2 || rel === 4 || (sevenths && rel === 6);
}

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}
