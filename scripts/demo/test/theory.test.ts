import { describe, expect, it } from 'vitest';
import { voiceChord } from '../synth/harmony.ts';
import { chordDegrees, degreeToMidi, isChordTone, midiToHz, parseKey, tonicNear } from '../synth/theory.ts';

describe('parseKey', () => {
  it.each([
    ['A minor', 9, 'minor'],
    ['C major', 0, 'major'],
    ['F# minor', 6, 'minor'],
    ['Bb major', 10, 'major'],
    ['Ebm', 3, 'minor'],
    ['g', 7, 'major'],
    ['Cb major', 11, 'major'],
  ] as const)('%s', (key, tonic, mode) => {
    expect(parseKey(key)).toMatchObject({ tonic, mode });
  });

  it('rejects what is not a key', () => {
    for (const bad of ['', 'H minor', 'A dorian', 'minor', 'C##']) expect(() => parseKey(bad)).toThrow(RangeError);
  });
});

describe('scale maths', () => {
  const aMinor = parseKey('A minor');
  const cMajor = parseKey('C major');

  it('maps scale degrees to notes across octaves', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((d) => degreeToMidi(cMajor, d, 60))).toEqual([60, 62, 64, 65, 67, 69, 71, 72]);
    expect([0, 2, 4, -1].map((d) => degreeToMidi(aMinor, d, 57))).toEqual([57, 60, 64, 55]);
  });

  it('finds the tonic nearest a register', () => {
    expect(tonicNear(aMinor, 60)).toBe(57);
    expect(tonicNear(cMajor, 60)).toBe(60);
    expect(tonicNear(parseKey('F# minor'), 60)).toBe(54);
    for (let pc = 0; pc < 12; pc++) {
      const t = tonicNear({ ...cMajor, tonic: pc }, 48);
      expect(t % 12).toBe(pc);
      expect(Math.abs(t - 48)).toBeLessThanOrEqual(6);
    }
  });

  it('builds diatonic triads and sevenths', () => {
    expect(chordDegrees(0, false)).toEqual([0, 2, 4]);
    expect(chordDegrees(5, true)).toEqual([5, 7, 9, 11]);
    expect(isChordTone(9, 5, false)).toBe(true);
    expect(isChordTone(6, 0, false)).toBe(false);
    expect(isChordTone(6, 0, true)).toBe(true);
  });

  it('voices chords close together in one octave', () => {
    // A minor i chord: A C E; the VI chord: F A C.
    expect(
      voiceChord(aMinor, 0, false)
        .map((m) => m % 12)
        .sort(),
    ).toEqual([0, 4, 9]);
    expect(
      voiceChord(aMinor, 5, false)
        .map((m) => m % 12)
        .sort(),
    ).toEqual([0, 5, 9]);
    for (let root = 0; root < 7; root++) {
      const notes = voiceChord(cMajor, root, true);
      expect(Math.max(...notes) - Math.min(...notes)).toBeLessThan(12);
    }
  });

  it('tunes A4 to 440 Hz', () => {
    expect(midiToHz(69)).toBe(440);
    expect(midiToHz(57)).toBeCloseTo(220, 10);
  });
});
