/**
 * Seeded randomness for the demo media. Mulberry32 is tiny, fast and uses only 32-bit integer
 * maths, so a given seed yields the same numbers on every engine: the same seed, the same bytes.
 */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed for one independent stream (e.g. the melody of a track). Deriving per-layer seeds keeps
 * layers stable: changing how many numbers the drums draw does not reshuffle the melody.
 */
export function deriveSeed(seed: number, salt: string): number {
  // FNV-1a over the salt, mixed with the seed.
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < salt.length; i++) {
    h ^= salt.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** An integer in [min, max], both inclusive. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new RangeError('pick() needs a non-empty list');
  return item;
}
