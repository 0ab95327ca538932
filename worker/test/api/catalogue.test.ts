import { env } from 'cloudflare:test';
import type { Page, Song, SongFilters } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { songs } from '../../src/db/schema.ts';
import { makeAccount, signIn } from './auth-fixtures.ts';
import { db, getJson, makeSong, makeUser } from './fixtures.ts';

const HOUR = 3_600_000;

/** A small catalogue with known order on every axis. */
async function catalogue() {
  const artist = await makeUser({ name: 'Nova Beats' });
  const other = await makeUser({ name: 'Kai Loop' });
  const ids = {
    alpha: await makeSong(artist, {
      title: 'alpha Dreams',
      tags: ['Chill', 'Lo-Fi'],
      bpm: 80,
      pricing: 1999,
      publishAt: Date.now() - 5 * HOUR,
      description: 'soft piano at night',
    }),
    bravo: await makeSong(artist, {
      title: 'Bravo Heat',
      tags: ['Upbeat'],
      bpm: 120,
      pricing: 4999,
      publishAt: Date.now() - 4 * HOUR,
    }),
    charlie: await makeSong(other, {
      title: 'Charlie Rain',
      tags: ['chill'],
      bpm: 80,
      pricing: 2999,
      publishAt: Date.now() - 3 * HOUR,
    }),
    delta: await makeSong(other, {
      title: 'Delta Sky',
      tags: ['Inspiring'],
      bpm: 140,
      pricing: 3999,
      publishAt: Date.now() - 2 * HOUR,
    }),
  };
  await makeSong(artist, { title: 'Scheduled Drop', tags: ['Chill'], bpm: 95, publishAt: Date.now() + HOUR });
  const deleted = await makeSong(artist, { title: 'Deleted Track', tags: ['Dark'], bpm: 200 });
  await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, deleted));
  return ids;
}

const list = (query = '') => getJson<Page<Song>>(`/api/songs/published${query}`);
const titles = (page: Page<Song>) => page.data.map((s) => s.title);

describe('GET /api/songs/published', () => {
  let ids: Awaited<ReturnType<typeof catalogue>>;
  beforeEach(async () => {
    ids = await catalogue();
  });

  it('lists only published songs, newest first, with the spec fields', async () => {
    const { status, body, res } = await list();
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Delta Sky', 'Charlie Rain', 'Bravo Heat', 'alpha Dreams']);
    expect(body).toMatchObject({ page: 1, limit: 10, total: 4 });
    const alpha = body.data.find((s) => s.id === ids.alpha);
    expect(alpha).toMatchObject({
      title: 'alpha Dreams',
      description: 'soft piano at night',
      musicTag: ['Chill', 'Lo-Fi'],
      bpm: 80,
      // Stored as 1999 cents, answered in dollars.
      pricing: 19.99,
      duration: '02:30',
      playCount: 0,
      likeCount: 0,
      user: { name: 'Nova Beats' },
    });
    expect(new Date(alpha?.publishedAt ?? '').getTime()).toBeLessThan(Date.now());
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
  });

  it.each([
    ['pricing:asc', ['alpha Dreams', 'Charlie Rain', 'Delta Sky', 'Bravo Heat']],
    ['pricing:desc', ['Bravo Heat', 'Delta Sky', 'Charlie Rain', 'alpha Dreams']],
    ['publishedAt:asc', ['alpha Dreams', 'Bravo Heat', 'Charlie Rain', 'Delta Sky']],
    ['publishedAt:desc', ['Delta Sky', 'Charlie Rain', 'Bravo Heat', 'alpha Dreams']],
    ['title:asc', ['alpha Dreams', 'Bravo Heat', 'Charlie Rain', 'Delta Sky']],
    ['title:desc', ['Delta Sky', 'Charlie Rain', 'Bravo Heat', 'alpha Dreams']],
  ])('sorts by %s (titles case-insensitively)', async (sort, expected) => {
    const { status, body } = await list(`?sort=${sort}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(expected);
  });

  it('filters by tag case-insensitively, across spellings', async () => {
    const { body } = await list('?musicTag=CHILL');
    expect(titles(body).sort()).toEqual(['Charlie Rain', 'alpha Dreams']);
    expect(body.total).toBe(2);
  });

  it('treats musicTag=All as no filter', async () => {
    const { body } = await list('?musicTag=All');
    expect(body.total).toBe(4);
  });

  it('filters by BPM and combines filters', async () => {
    expect(titles((await list('?bpm=80')).body).sort()).toEqual(['Charlie Rain', 'alpha Dreams']);
    expect(titles((await list('?bpm=80&musicTag=lo-fi')).body)).toEqual(['alpha Dreams']);
    expect((await list('?bpm=81')).body).toMatchObject({ data: [], total: 0 });
  });

  it('searches title, description, tags and artist name, by word prefix', async () => {
    expect(titles((await list('?search=rain')).body)).toEqual(['Charlie Rain']);
    expect(titles((await list('?search=piano')).body)).toEqual(['alpha Dreams']);
    expect(titles((await list('?search=inspir')).body)).toEqual(['Delta Sky']);
    expect(titles((await list('?search=kai%20loop')).body).sort()).toEqual(['Charlie Rain', 'Delta Sky']);
    expect((await list('?search=nothing-like-this')).body.total).toBe(0);
  });

  it('never fails on search syntax: quotes, operators and symbols are plain text', async () => {
    for (const search of ['"', 'NEAR(', '*', 'a OR', '-', '(((', "'; DROP TABLE songs; --"]) {
      const { status } = await list(`?search=${encodeURIComponent(search)}`);
      expect(status, search).toBe(200);
    }
    // Nothing but symbols is a search for nothing: no track matches it.
    for (const search of ['"""', '%', '!!!', '* -']) {
      const { status, body } = await list(`?search=${encodeURIComponent(search)}`);
      expect(status, search).toBe(200);
      expect(body, search).toMatchObject({ data: [], total: 0 });
    }
  });

  it("lists each track's licensed files, so a plan it cannot deliver is not offered", async () => {
    await db().update(songs).set({ mp3Key: 'files/a.mp3', wavKey: 'files/a.wav' }).where(eq(songs.id, ids.alpha));
    await db().update(songs).set({ mp3Key: 'files/b.mp3' }).where(eq(songs.id, ids.bravo));
    const { body } = await list();
    const deliverables = Object.fromEntries(body.data.map((song) => [song.title, song.deliverables]));
    expect(deliverables).toEqual({
      'alpha Dreams': ['mp3', 'wav'],
      'Bravo Heat': ['mp3'],
      'Charlie Rain': [],
      'Delta Sky': [],
    });
    const detail = await getJson<{ data: Song }>(`/api/songs/${ids.alpha}`);
    expect(detail.body.data.deliverables).toEqual(['mp3', 'wav']);
  });

  it('paginates with a stable order and a total', async () => {
    const first = await list('?limit=3&page=1');
    const second = await list('?limit=3&page=2');
    expect(first.body).toMatchObject({ page: 1, limit: 3, total: 4 });
    expect(titles(first.body)).toEqual(['Delta Sky', 'Charlie Rain', 'Bravo Heat']);
    expect(titles(second.body)).toEqual(['alpha Dreams']);
    expect((await list('?limit=3&page=9')).body.data).toEqual([]);
  });

  it('still gives the total on a page past the last, for every kind of filter', async () => {
    // Pagination needs the total even where there is nothing left to show.
    expect((await list('?page=9')).body).toMatchObject({ data: [], total: 4 });
    expect((await list('?musicTag=chill&page=9')).body).toMatchObject({ data: [], total: 2 });
    expect((await list('?bpm=80&page=9')).body).toMatchObject({ data: [], total: 2 });
    expect((await list('?bpm=80&musicTag=chill&page=9&sort=title:asc')).body).toMatchObject({ data: [], total: 2 });
    expect((await list('?search=rain&page=9')).body).toMatchObject({ data: [], total: 1 });
  });

  it('caps the page size at 100', async () => {
    const { status, body } = await list('?limit=5000');
    expect(status).toBe(200);
    expect(body.limit).toBe(100);
  });

  it.each([
    ['?bpm=abc', 'bpm'],
    ['?bpm=0', 'bpm'],
    ['?bpm=301', 'bpm'],
    ['?limit=-1', 'limit'],
    ['?limit=abc', 'limit'],
    ['?page=0', 'page'],
    ['?page=1.5', 'page'],
    ['?page=99999999999999999999', 'page'],
    ['?page=100001', 'page'],
    ['?sort=price:asc', 'sort'],
    ['?sort=title', 'sort'],
  ])('answers 400 with a message for %s', async (query, field) => {
    const { status, body } = await getJson<{ message: string; errors: Record<string, string[]> }>(
      `/api/songs/published${query}`,
    );
    expect(status).toBe(400);
    expect(body.message).toBeTruthy();
    expect(body.errors[field]?.length).toBeGreaterThan(0);
  });
});

describe('GET /api/songs/new-releases', () => {
  it('returns the newest published songs up to the limit', async () => {
    await catalogue();
    const { status, body } = await getJson<{ data: Song[] }>('/api/songs/new-releases?limit=2');
    expect(status).toBe(200);
    expect(body.data.map((s) => s.title)).toEqual(['Delta Sky', 'Charlie Rain']);
  });

  it('rejects a bad limit', async () => {
    expect((await getJson('/api/songs/new-releases?limit=zero')).status).toBe(400);
  });
});

describe('GET /api/songs/filters', () => {
  it('lists distinct tags and BPMs over published songs only', async () => {
    await catalogue();
    const { status, body } = await getJson<SongFilters>('/api/songs/filters');
    expect(status).toBe(200);
    // 'Chill' and 'chill' are one option; the scheduled and deleted songs' values are absent.
    expect(body.musicTags).toEqual(['Chill', 'Inspiring', 'Lo-Fi', 'Upbeat']);
    expect(body.bpms).toEqual([80, 120, 140]);
  });
});

describe('GET /api/songs/{id}', () => {
  it('returns a published song', async () => {
    const ids = await catalogue();
    const { status, body } = await getJson<{ data: Song }>(`/api/songs/${ids.bravo}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids.bravo, title: 'Bravo Heat', musicTag: ['Upbeat'] });
  });

  it('answers 404 for unknown, scheduled and deleted songs, and malformed ids', async () => {
    await catalogue();
    const hidden = await env.DB.prepare("SELECT id FROM songs WHERE title IN ('Scheduled Drop', 'Deleted Track')").all<{
      id: number;
    }>();
    for (const path of ['999999', 'abc', '0', '-1', ...hidden.results.map((r) => String(r.id))]) {
      const { status, body } = await getJson<{ message: string }>(`/api/songs/${path}`);
      expect(status, path).toBe(404);
      expect(body.message).toBe('Song not found. It may have been deleted.');
    }
  });
});

describe('GET /api/songs/{id}/related', () => {
  it('puts songs sharing a tag first, then the nearest BPM', async () => {
    const ids = await catalogue();
    const { status, body } = await getJson<Page<Song>>(`/api/songs/${ids.alpha}/related?limit=10`);
    expect(status).toBe(200);
    expect(body.data.map((s) => s.title)).toEqual(['Charlie Rain', 'Bravo Heat', 'Delta Sky']);
    expect(body.total).toBe(3);
  });

  it('paginates for Load more', async () => {
    const ids = await catalogue();
    const { body } = await getJson<Page<Song>>(`/api/songs/${ids.alpha}/related?limit=2&page=2`);
    expect(body.data.map((s) => s.title)).toEqual(['Delta Sky']);
  });

  it('answers 404 for an unknown song', async () => {
    expect((await getJson('/api/songs/424242/related')).status).toBe(404);
  });

  it('stops after 48 tracks, however large the catalogue', async () => {
    const artist = await makeUser();
    const id = await makeSong(artist, { bpm: 100 });
    for (let i = 0; i < 52; i++) await makeSong(artist, { bpm: 60 + i });
    const last = await getJson<Page<Song>>(`/api/songs/${id}/related?limit=10&page=5`);
    expect(last.body.total).toBe(48);
    expect(last.body.data).toHaveLength(8);
    expect((await getJson<Page<Song>>(`/api/songs/${id}/related?limit=10&page=6`)).body.data).toEqual([]);
    // The nearest BPMs come first.
    const first = await getJson<Page<Song>>(`/api/songs/${id}/related?limit=3`);
    const bpms = first.body.data.map((s) => s.bpm);
    expect(bpms[0]).toBe(100);
    expect(bpms.slice(1).sort()).toEqual([101, 99]);
  });

  it('works for a track without a BPM: tag first, then newest', async () => {
    const ids = await catalogue();
    const artist = await makeUser();
    const noBpm = await makeSong(artist, { tags: ['Upbeat'], bpm: null });
    const { body } = await getJson<Page<Song>>(`/api/songs/${noBpm}/related?limit=10`);
    expect(body.data[0]?.id).toBe(ids.bravo);
    expect(body.total).toBe(4);
  });
});

describe('POST /api/songs/{id}/play', () => {
  it('records who played when someone is signed in', async () => {
    const ids = await catalogue();
    const listener = await makeAccount();
    const cookie = await signIn(listener.email);
    expect((await getJson(`/api/songs/${ids.alpha}/play`, { method: 'POST', headers: { cookie } })).status).toBe(204);
    const row = await env.DB.prepare('SELECT user_id FROM plays WHERE song_id = ?')
      .bind(ids.alpha)
      .first<{ user_id: string }>();
    expect(row?.user_id).toBe(listener.id);
  });

  it('counts a play of a published song', async () => {
    const ids = await catalogue();
    const res = await getJson(`/api/songs/${ids.delta}/play`, { method: 'POST' });
    expect(res.status).toBe(204);
    const { body } = await getJson<{ data: Song }>(`/api/songs/${ids.delta}`);
    expect(body.data.playCount).toBe(1);
  });

  it('answers 404 for a song that is not public', async () => {
    await catalogue();
    const hidden = await env.DB.prepare("SELECT id FROM songs WHERE title = 'Scheduled Drop'").first<{ id: number }>();
    expect((await getJson(`/api/songs/${hidden?.id}/play`, { method: 'POST' })).status).toBe(404);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the error shape', async () => {
    const { status, body } = await getJson<{ message: string }>('/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found' });
  });
});

describe('the search index', () => {
  it('follows a renamed artist and edited titles', async () => {
    const artist = await makeUser({ name: 'Old Name' });
    const id = await makeSong(artist, { title: 'Quiet Harbor' });
    await env.DB.prepare("UPDATE users SET name = 'Lumen Keys' WHERE id = ?").bind(artist).run();
    await env.DB.prepare("UPDATE songs SET title = 'Loud Harbor' WHERE id = ?").bind(id).run();
    expect((await list('?search=lumen')).body.data.map((s) => s.id)).toEqual([id]);
    expect((await list('?search=old%20name')).body.total).toBe(0);
    expect((await list('?search=loud')).body.total).toBe(1);
    expect((await list('?search=quiet')).body.total).toBe(0);
  });
});
