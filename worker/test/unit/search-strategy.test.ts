import { describe, expect, it } from 'vitest';
import { searchStrategy, searchWords, toFtsQuery } from '../../src/catalogue/search.ts';

const CATALOGUE = 100_000;

describe('searchStrategy', () => {
  it('reads a few matches and sorts them', () => {
    expect(searchStrategy(['velvetine'], 40, CATALOGUE, 10)).toBe('read');
    expect(searchStrategy(['night'], 3, CATALOGUE, 10)).toBe('read');
  });

  it('walks the ordering with the matches gathered once when they are a few percent', () => {
    expect(searchStrategy(['velvet'], 2_500, CATALOGUE, 10)).toBe('walk');
  });

  it('walks the ordering asking the index about each song when the page is a few steps away', () => {
    expect(searchStrategy(['night'], 28_000, CATALOGUE, 10)).toBe('probe');
    expect(searchStrategy(['dark', 'piano'], 30_000, CATALOGUE, 10)).toBe('probe');
  });

  it('never probes for a prefix without an index of its own, nor for a page deep in the walk', () => {
    expect(searchStrategy(['melancholic'], 28_000, CATALOGUE, 10)).toBe('walk');
    expect(searchStrategy(['a'], 90_000, CATALOGUE, 10)).toBe('walk');
    expect(searchStrategy(['night'], 28_000, CATALOGUE, 5_000)).toBe('walk');
  });
});

describe('search words', () => {
  it('are letters and digits, lower-cased, at most 8, each an FTS5 prefix term', () => {
    expect(searchWords('Lo-Fi  "Beats" 2024!')).toEqual(['lo', 'fi', 'beats', '2024']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(toFtsQuery('Lo-Fi NEAR(x')).toBe('"lo"* "fi"* "near"* "x"*');
    expect(toFtsQuery(' -*" ')).toBeNull();
  });
});
