import { describe, expect, it } from 'vitest';
import { fetchRaw } from './auth-fixtures.ts';
import { makePlan, makeSong, makeUser } from './fixtures.ts';

/** Every `"field":value` of an answer's JSON text, exactly as written. */
async function amountsIn(path: string, field: 'pricing' | 'price'): Promise<string[]> {
  const res = await fetchRaw(path);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  return [...text.matchAll(new RegExp(`"${field}":([^,}]+)`, 'g'))].map((match) => match[1] ?? '');
}

describe('money in answers', () => {
  it('is dollars with at most two decimals wherever a song or a plan is answered', async () => {
    const artist = await makeUser();
    const prices = [1, 10, 999, 2999, 100_000, 123_456];
    const ids: number[] = [];
    for (const [i, pricing] of prices.entries()) {
      ids.push(await makeSong(artist, { pricing, publishAt: Date.now() - 60_000 * (i + 1) }));
    }
    for (const [i, price] of [1, 4999, 1_000_000].entries()) await makePlan({ price, position: i });

    // Newest first: the order the songs were made in; JSON writes no trailing zeros.
    const expected = ['0.01', '0.1', '9.99', '29.99', '1000', '1234.56'];
    expect(await amountsIn('/api/songs/published?limit=100', 'pricing')).toEqual(expected);
    expect(await amountsIn('/api/songs/new-releases?limit=100', 'pricing')).toEqual(expected);
    expect(await amountsIn(`/api/songs/${ids[3]}`, 'pricing')).toEqual(['29.99']);
    expect((await amountsIn(`/api/songs/${ids[0]}/related?limit=10`, 'pricing')).sort()).toEqual(
      expected.slice(1).sort(),
    );
    expect(await amountsIn('/api/licenses', 'price')).toEqual(['0.01', '49.99', '10000']);
  });
});
