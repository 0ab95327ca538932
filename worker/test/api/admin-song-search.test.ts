import { type AdminSong, AdminSongListQuerySchema } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchStrategy } from '../../src/catalogue/search.ts';
import { songs } from '../../src/db/schema.ts';
import { listAdminSongs } from '../../src/songs-admin/admin-song-list.ts';
import { adminCookie, asAdmin } from './admin-fixtures.ts';
import { db, makeSong } from './fixtures.ts';

const HOUR = 3_600_000;
const STRATEGIES: SearchStrategy[] = ['read', 'walk', 'probe'];

let admin: { cookie: string; id: string };

/**
 * 24 songs, a third titled "Night Drive …", in every status: some scheduled, sold or deleted,
 * with ties on plays, prices and publication times. Descriptions say "night" too, which a
 * title search must not find.
 */
beforeEach(async () => {
  admin = await adminCookie();
  const now = Date.now();
  for (let i = 0; i < 24; i++) {
    const id = await makeSong(admin.id, {
      title: i % 3 === 0 ? `Night Drive ${i}` : `Morning ${i}`,
      description: i % 4 === 1 ? 'late-night keys' : 'bright pads',
      pricing: 1000 + (i % 5) * 500,
      publishAt: i % 5 === 0 ? now + (i + 1) * HOUR : now - (1 + Math.floor(i / 2)) * HOUR,
    });
    const sold = i % 7 === 0 ? { exclusiveSoldAt: now } : {};
    const deleted = i % 8 === 3 ? { deletedAt: now } : {};
    await db()
      .update(songs)
      .set({ playCount: i % 4, ...sold, ...deleted })
      .where(eq(songs.id, id));
  }
});

const list = async (qs: string) => (await asAdmin<AdminSong[]>(admin.cookie, `/api/songs?${qs}`)).body;
const direct = (qs: string, strategy: SearchStrategy) =>
  listAdminSongs(db(), AdminSongListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))), { strategy });

describe("the admin's title search", () => {
  it.each([
    'q=night',
    'q=night&_sort=title&_order=asc',
    'q=night&_sort=playCount&_order=desc&_start=2&_end=5',
    'q=night&_sort=pricing&_order=asc&_start=1&_end=3',
    'q=night&status=published',
    'q=night&status=published&_sort=publishedAt&_order=asc',
    'q=night&status=sold',
    'q=night&status=scheduled',
    'q=night&status=deleted',
    'q=nig%20dri&_sort=duration&_order=desc',
    // One match: the statement reads it rather than walk the list.
    'q=drive%2012',
  ])('gives every way the same page and total as the list without a search, for %s', async (qs) => {
    const params = new URLSearchParams(qs);
    const words = (params.get('q') ?? '').split(' ');
    params.delete('q');
    const start = Number(params.get('_start') ?? 0);
    const end = Number(params.get('_end') ?? 10);
    params.set('_start', '0');
    params.set('_end', '100');
    // The same list unsearched, its titles matched here: each word begins a word of the title.
    const all = (await list(params.toString())).data.filter((song) =>
      words.every((word) => new RegExp(`(^|\\s)${word}`, 'i').test(song.title)),
    );
    expect(all.length).toBeGreaterThan(0);
    const expected = { ids: all.slice(start, end).map((song) => song.id), total: all.length };

    const api = await list(qs);
    expect({ ids: api.data.map((song) => song.id), total: api.total }).toEqual(expected);
    for (const strategy of STRATEGIES) {
      const answer = await direct(qs, strategy);
      expect({ strategy, ids: answer.data.map((song) => song.id), total: answer.total }).toEqual({
        strategy,
        ...expected,
      });
    }
  });

  it('counts the matches of a page past the end, and answers none for no match', async () => {
    const whole = await list('q=night');
    expect(whole.total).toBeGreaterThan(0);
    expect(await list('q=night&_start=90&_end=100')).toEqual({ data: [], total: whole.total });
    expect(await list('q=keys')).toEqual({ data: [], total: 0 });
    expect(await list('q=zzz')).toEqual({ data: [], total: 0 });
  });
});
