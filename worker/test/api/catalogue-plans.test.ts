import { env } from 'cloudflare:test';
import { type Page, type Song, type SongListQuery, SongListQuerySchema } from '@beats/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPublishedSongs, planCatalogue, readCatalogue } from '../../src/catalogue/list-songs.ts';
import { type SearchStrategy, searchStrategy, strategySql } from '../../src/catalogue/search.ts';
import { songs } from '../../src/db/schema.ts';
import { unmarkReleasedSongs } from '../../src/maintenance/search-facets.ts';
import { db, getJson, makeSong, makeUser } from './fixtures.ts';

const HOUR = 3_600_000;

const list = (query = '') => getJson<Page<Song>>(`/api/songs/published${query}`);
const titles = (page: Page<Song>) => page.data.map((s) => s.title);
const filters = async () => (await getJson<{ musicTags: string[]; bpms: number[] }>('/api/songs/filters')).body;

describe("the catalogue's kept counts and copies", () => {
  it('follow a song deleted, restored, scheduled, retitled and repriced', async () => {
    const artist = await makeUser();
    const older = await makeSong(artist, {
      title: 'Amber',
      tags: ['Chill'],
      pricing: 1000,
      publishAt: Date.now() - 2 * HOUR,
    });
    const newer = await makeSong(artist, { title: 'Birch', tags: ['Chill', 'Dark'], pricing: 2000 });
    const update = (id: number, values: Partial<typeof songs.$inferInsert>) =>
      db().update(songs).set(values).where(eq(songs.id, id));

    expect((await list('?musicTag=chill&sort=pricing:asc')).body).toMatchObject({ total: 2 });
    expect(titles((await list('?musicTag=chill&sort=pricing:asc')).body)).toEqual(['Amber', 'Birch']);

    // A new price and title reorder the tag's page, as they do the whole catalogue's.
    await update(older, { pricing: 3000, title: 'Zinc' });
    expect(titles((await list('?musicTag=chill&sort=pricing:asc')).body)).toEqual(['Birch', 'Zinc']);
    expect(titles((await list('?musicTag=chill&sort=title:desc')).body)).toEqual(['Zinc', 'Birch']);

    // Deleted: out of the totals, the tag's page and the filters.
    await update(newer, { deletedAt: Date.now() });
    expect((await list()).body.total).toBe(1);
    expect((await list('?musicTag=chill')).body).toMatchObject({ total: 1, data: [{ title: 'Zinc' }] });
    expect((await list('?musicTag=dark')).body).toMatchObject({ total: 0, data: [] });
    expect((await filters()).musicTags).toEqual(['Chill']);

    // Restored: back everywhere.
    await update(newer, { deletedAt: null });
    expect((await list('?musicTag=dark')).body.total).toBe(1);
    expect((await filters()).musicTags).toEqual(['Chill', 'Dark']);

    // Scheduled for later: counted as live, but not published yet.
    await update(newer, { publishAt: Date.now() + HOUR });
    expect((await list()).body.total).toBe(1);
    expect((await list('?musicTag=dark')).body).toMatchObject({ total: 0, data: [] });
    expect((await filters()).musicTags).toEqual(['Chill']);
  });

  it('follow tags added and removed, and songs removed outright', async () => {
    const artist = await makeUser();
    const id = await makeSong(artist, { tags: ['Chill'], bpm: 120 });
    await makeSong(artist, { tags: ['Chill'], bpm: 120 });
    await env.DB.prepare("INSERT INTO song_tags (song_id, tag, tag_key, position) VALUES (?, 'Lo-Fi', 'lo-fi', 1)")
      .bind(id)
      .run();
    expect((await list('?musicTag=lo-fi&bpm=120')).body.total).toBe(1);
    expect((await list('?musicTag=Lo-Fi')).body).toMatchObject({
      total: 1,
      data: [{ id, musicTag: ['Chill', 'Lo-Fi'] }],
    });

    await env.DB.prepare("DELETE FROM song_tags WHERE song_id = ? AND tag_key = 'chill'").bind(id).run();
    expect((await list('?musicTag=chill')).body.total).toBe(1);

    // As a console or a cleanup would: the row and its tags go, and with them the counts.
    await env.DB.prepare('DELETE FROM songs WHERE id = ?').bind(id).run();
    expect((await list()).body.total).toBe(1);
    expect((await list('?musicTag=lo-fi')).body.total).toBe(0);
    expect(await filters()).toEqual({ musicTags: ['Chill'], bpms: [120] });
  });

  it('keep a tag out of the filters while its only songs are scheduled or deleted', async () => {
    const artist = await makeUser();
    await makeSong(artist, { tags: ['Ambient'], bpm: 70, publishAt: Date.now() + HOUR });
    const gone = await makeSong(artist, { tags: ['Drill'], bpm: 140 });
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, gone));
    await makeSong(artist, { tags: ['Jazz'], bpm: 90 });
    expect(await filters()).toEqual({ musicTags: ['Jazz'], bpms: [90] });
  });
});

describe('a search within a tag or BPM', () => {
  it('matches the tag exactly, however it is spelt, and follows a changed BPM', async () => {
    const artist = await makeUser();
    const noir = await makeSong(artist, { title: 'Night One', tags: ['Café Noir'], bpm: 100 });
    const cafe = await makeSong(artist, { title: 'Night Two', tags: ['Café'], bpm: 100 });
    await makeSong(artist, { title: 'Night Three', tags: ['Chill Hop'] });
    const chill = await makeSong(artist, { title: 'Night Four', tags: ['Chill'] });
    const ids = async (qs: string) => {
      const { body } = await list(`?${qs}`);
      expect(body.total, qs).toBe(body.data.length);
      return body.data.map((s) => s.id);
    };

    expect(await ids('search=night&musicTag=CAFÉ')).toEqual([cafe]);
    expect(await ids('search=night&musicTag=caf%C3%A9%20noir')).toEqual([noir]);
    expect(await ids('search=night&musicTag=chill')).toEqual([chill]);
    expect(await ids('search=night&musicTag=chill%20hop&bpm=100')).toEqual([]);

    await db().update(songs).set({ bpm: 120 }).where(eq(songs.id, cafe));
    expect(await ids('search=night&bpm=100')).toEqual([noir]);
    expect(await ids('search=night&bpm=120&musicTag=caf%C3%A9')).toEqual([cafe]);
  });
});

describe("a search's total", () => {
  it('counts only public matches, however many songs are hidden and however long the words', async () => {
    const artist = await makeUser();
    for (let i = 0; i < 3; i++) await makeSong(artist, { title: `Nightingale ${i}` });
    await makeSong(artist, { title: 'Nightingale Soon', publishAt: Date.now() + HOUR });
    const totals = async () => ({
      // 'night' has a prefix index of its own, 'nightingale' is longer than any.
      short: (await list('?search=night')).body.total,
      long: (await list('?search=nightingale')).body.total,
    });
    expect(await totals()).toEqual({ short: 3, long: 3 });
    for (let i = 0; i < 40; i++) {
      const id = await makeSong(artist, { title: `Nightingale Gone ${i}` });
      await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, id));
    }
    expect(await totals()).toEqual({ short: 3, long: 3 });
  });

  it('counts a scheduled song from its release, before and after the maintenance takes its hidden mark off', async () => {
    const artist = await makeUser();
    await makeSong(artist, { title: 'Lanternfish Out' });
    const soon = await makeSong(artist, { title: 'Lanternfish Soon', publishAt: Date.now() + HOUR });
    const gone = await makeSong(artist, { title: 'Lanternfish Gone' });
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, gone));
    const marked = async () =>
      (
        await env.DB.prepare(`SELECT rowid FROM songs_fts WHERE songs_fts MATCH 'facets : "h"' ORDER BY rowid`).all<{
          rowid: number;
        }>()
      ).results.map((r) => r.rowid);
    const search = async (now: number) => {
      const page = await listPublishedSongs(db(), SongListQuerySchema.parse({ search: 'lanternfish' }), now);
      return { total: page.total, titles: titles(page) };
    };
    expect(await marked()).toEqual([soon, gone]);
    expect(await search(Date.now())).toEqual({ total: 1, titles: ['Lanternfish Out'] });

    // Released two hours on: listed and counted while still marked, and after the mark is gone.
    const later = Date.now() + 2 * HOUR;
    const released = { total: 2, titles: ['Lanternfish Soon', 'Lanternfish Out'] };
    expect(await search(later)).toEqual(released);
    expect(await unmarkReleasedSongs(db(), later)).toBe(1);
    expect(await marked()).toEqual([gone]);
    expect(await search(later)).toEqual(released);

    // Restored, the deleted song loses its mark at once; deleted again, it has it back.
    await db().update(songs).set({ deletedAt: null }).where(eq(songs.id, gone));
    expect(await marked()).toEqual([]);
    expect((await search(later)).total).toBe(3);
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, gone));
    expect(await marked()).toEqual([gone]);
    expect((await search(later)).total).toBe(2);
  });
});

describe('every way a search finds its page', () => {
  const STRATEGIES: SearchStrategy[] = ['read', 'walk', 'probe'];

  /** A catalogue where "night" is common, across tags, BPMs, prices and publication times. */
  async function nightCatalogue() {
    const artist = await makeUser({ name: 'Nova Beats' });
    for (let i = 0; i < 24; i++) {
      await makeSong(artist, {
        title: i % 3 === 0 ? `Night Drive ${i}` : `Morning ${i}`,
        description: i % 4 === 0 ? 'late-night keys' : 'bright pads',
        tags: i % 2 === 0 ? ['Chill'] : ['Dark', 'Chill'],
        bpm: i % 2 === 0 ? 90 : 120,
        pricing: 1000 + (i % 5) * 500,
        // Some share a publication time: ties go by id.
        publishAt: Date.now() - (1 + Math.floor(i / 2)) * HOUR,
      });
    }
    // Not public: never listed, never counted.
    await makeSong(artist, { title: 'Night Scheduled', tags: ['Chill'], publishAt: Date.now() + HOUR });
    const deleted = await makeSong(artist, { title: 'Night Deleted', tags: ['Chill'] });
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, deleted));
  }

  const read = async (qs: string, strategy: SearchStrategy) => {
    const query: SongListQuery = SongListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
    return readCatalogue(db(), planCatalogue(query, { strategy }), query);
  };

  it.each([
    'search=night',
    'search=night&sort=pricing:asc',
    'search=night&sort=title:desc',
    'search=night&sort=publishedAt:asc&limit=3&page=2',
    'search=night&musicTag=dark',
    'search=night&musicTag=chill&sort=pricing:desc&limit=4&page=2',
    'search=night&bpm=90&sort=title:asc',
    'search=night&bpm=120&musicTag=dark',
    'search=nig%20keys',
    // One match: the page statement reads it rather than walk the catalogue.
    'search=drive%203',
  ])('gives the same page and total for %s', async (qs) => {
    await nightCatalogue();
    const answers = await Promise.all(STRATEGIES.map((strategy) => read(qs, strategy)));
    const [first, ...others] = answers;
    expect(first?.total).toBeGreaterThan(0);
    expect(first?.data.every((s) => /night/i.test(`${s.title} ${s.description}`))).toBe(true);
    for (const other of others) expect(other).toEqual(first);
    // And the API, whichever way it chose, answers the same.
    const api = await list(`?${qs}`);
    expect(api.body.total).toBe(first?.total);
    expect(api.body.data.map((s) => s.id)).toEqual(first?.data.map((s) => s.id));
  });

  it('counts only public matches', async () => {
    await nightCatalogue();
    for (const strategy of STRATEGIES) {
      // Titles "Night Drive 0, 3, … 21" (8) and descriptions "late-night" (0, 4, … 20: 6), 2 in both;
      // the scheduled and the deleted "Night" songs are not counted.
      expect((await read('search=night', strategy)).total, strategy).toBe(12);
    }
  });
});

describe("the page statement's own choice of strategy", () => {
  // Spread over every order of magnitude, so the crossings between strategies are crossed often.
  const upTo = (max: number) =>
    fc
      .integer({ min: 0, max: Math.ceil(Math.log2(max)) })
      .chain((bits) => fc.integer({ min: 0, max: Math.min(max, 2 ** bits) }));
  it('is the one searchStrategy makes from the same figures', async () => {
    await fc.assert(
      fc.asyncProperty(
        upTo(2_000_000),
        upTo(2_000_000),
        upTo(10_000).map((n) => n + 1),
        fc.boolean(),
        async (matches, listed, pageEnd, prefixed) => {
          const words = prefixed ? ['night'] : ['melancholic'];
          const chosen = sql<SearchStrategy>`${strategySql(prefixed, sql`${matches}`, sql`${listed}`, sql`${pageEnd}`)}`;
          const [row] = await db()
            .select({ way: chosen.as('way') })
            .from(sql`(SELECT 1)`);
          expect(row?.way).toBe(searchStrategy(words, matches, listed, pageEnd));
        },
      ),
      {
        numRuns: 300,
        examples: [
          [28_000, 100_000, 10, true],
          [2_500, 100_000, 10, true],
          [40, 100_000, 10, true],
        ],
      },
    );
  });
});
