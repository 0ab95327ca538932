/** Turns a one-bar pattern string into note spans: a strike char starts a note, '-' holds it. */

export interface PatternNote {
  step: number;
  steps: number;
  /** The character that started the note ('x', '5', 'o', ...). */
  kind: string;
}

export function patternNotes(pattern: string): PatternNote[] {
  const notes: PatternNote[] = [];
  let current: PatternNote | undefined;
  for (let step = 0; step < pattern.length; step++) {
    const c = pattern[step];
    if (c === '-') {
      if (current) current.steps++;
    } else if (c === '.' || c === undefined) {
      current = undefined;
    } else {
      current = { step, steps: 1, kind: c };
      notes.push(current);
    }
  }
  return notes;
}
