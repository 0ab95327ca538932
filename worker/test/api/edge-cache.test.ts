import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { License, Page, Song } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { songs, users } from '../../src/db/schema.ts';
import type { Env } from '../../src/env.ts';
import { storeApp } from '../../src/worker.ts';
import { adminCookie, asAdmin, putSong, sendJson } from './admin-fixtures.ts';
import { db, getJson, makePlan, makeSong, makeUser } from './fixtures.ts';

type Listed = Page<Song> & { total: number };

const cacheOf = (res: Response) => res.headers.get('X-Store-Cache');

/** Reads a path twice as an anonymous visitor: the first is rendered, the second must be the cache's. */
async function renderedThenCached<T>(path: string): Promise<T> {
  const first = await getJson<T>(path);
  expect(first.status, path).toBe(200);
  expect(cacheOf(first.res), `${path} the first time`).toBe('miss');
  const second = await getJson<T>(path);
  expect(cacheOf(second.res), `${path} the second time`).toBe('hit');
  expect(second.body).toEqual(first.body);
  return second.body;
}

const titles = (page: Listed) => page.data.map((song) => song.title);

describe("the Worker's page cache", () => {
  it('answers a public list from the cache the second time, with the headers of a fresh answer', async () => {
    await makeSong(await makeUser(), { title: 'Cached Night' });
    const path = '/api/songs/published?limit=5&search=cached';
    expect(titles(await renderedThenCached<Listed>(path))).toEqual(['Cached Night']);
    const { res } = await getJson(path);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, /);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    // Other lists and queries are copies of their own.
    expect(cacheOf((await getJson('/api/songs/published?limit=6&search=cached')).res)).toBe('miss');
    await renderedThenCached('/api/songs/new-releases');
    await renderedThenCached('/api/songs/filters');
  });

  it('shows a catalogue write on the next request: an edit, a new song, a deletion, a sold exclusive', async () => {
    const artist = await makeUser({ name: 'Nova Beats' });
    const id = await makeSong(artist, { title: 'First Title' });
    const path = '/api/songs/published?limit=10';
    expect(titles(await renderedThenCached<Listed>(path))).toEqual(['First Title']);

    const admin = await adminCookie();
    expect((await putSong(admin.cookie, id, { title: 'Edited Title' })).status).toBe(200);
    const edited = await getJson<Listed>(path);
    expect(cacheOf(edited.res)).toBe('miss');
    expect(titles(edited.body)).toEqual(['Edited Title']);

    // Writes that bypass the API (the seed, a console) move the version too: triggers keep it.
    await makeSong(artist, { title: 'Second Song' });
    expect(titles((await getJson<Listed>(path)).body)).toEqual(['Second Song', 'Edited Title']);
    await db().update(users).set({ name: 'Nova Renamed' }).where(eq(users.id, artist));
    expect((await getJson<Listed>(path)).body.data.map((song) => song.user.name)).toEqual([
      'Nova Renamed',
      'Nova Renamed',
    ]);

    await renderedThenCached(`/api/songs/${id}`);
    await db().update(songs).set({ exclusiveSoldAt: Date.now() }).where(eq(songs.id, id));
    const sold = await getJson<{ data: Song }>(`/api/songs/${id}`);
    expect(cacheOf(sold.res)).toBe('miss');
    expect(sold.body.data.status).toBe('sold');

    expect((await asAdmin(admin.cookie, `/api/songs/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await getJson(`/api/songs/${id}`)).status).toBe(404);
    expect(titles((await getJson<Listed>(path)).body)).toEqual(['Second Song']);
  });

  it('does not renew the copies for a play or a like (counts may be a copy old)', async () => {
    const id = await makeSong(await makeUser());
    const path = `/api/songs/${id}`;
    await renderedThenCached(path);
    expect((await getJson(`/api/songs/${id}/play`, { method: 'POST' })).status).toBe(204);
    const after = await getJson<{ data: Song }>(path);
    expect(cacheOf(after.res)).toBe('hit');
    expect(after.body.data.playCount).toBe(0);
  });

  it('shows a license pack edited on the next request', async () => {
    const plan = await makePlan({ name: 'Basic MP3', price: 2999 });
    const prices = (body: { data: License[] }) => body.data.map((one) => one.price);
    expect(prices(await renderedThenCached<{ data: License[] }>('/api/licenses'))).toEqual([29.99]);
    await renderedThenCached(`/api/licenses/${plan}`);
    const admin = await adminCookie();
    expect(
      (
        await sendJson(admin.cookie, 'PUT', `/api/licenses/${plan}`, {
          name: 'Basic MP3',
          price: 34.99,
          description: 'Untagged MP3 for demos and streaming.',
          features: ['Untagged MP3'],
        })
      ).status,
    ).toBe(200);
    const list = await getJson<{ data: License[] }>('/api/licenses');
    expect(cacheOf(list.res)).toBe('miss');
    expect(prices(list.body)).toEqual([34.99]);
    expect((await getJson<{ data: License }>(`/api/licenses/${plan}`)).body.data.price).toBe(34.99);
  });

  it('shows a scheduled release at its time, with no write', async () => {
    const artist = await makeUser();
    await makeSong(artist, { title: 'Out Already' });
    const at = Date.now() + 1500;
    await makeSong(artist, { title: 'Coming Soon', publishAt: at });
    const path = '/api/songs/published?limit=10';
    expect(titles(await renderedThenCached<Listed>(path))).toEqual(['Out Already']);
    await new Promise((resolve) => setTimeout(resolve, at - Date.now() + 50));
    const released = await getJson<Listed>(path);
    expect(cacheOf(released.res)).toBe('miss');
    expect(titles(released.body)).toEqual(['Coming Soon', 'Out Already']);
  });

  it("never answers a signed-in admin from the cache, nor keeps the admin's view for others", async () => {
    const artist = await makeUser();
    const id = await makeSong(artist, { title: 'Public Song' });
    const scheduled = await makeSong(artist, { title: 'Hidden Song', publishAt: Date.now() + 86_400_000 });
    const admin = await adminCookie();
    await renderedThenCached(`/api/songs/${id}`);

    const adminView = await getJson<{ data: Record<string, unknown> }>(`/api/songs/${id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(cacheOf(adminView.res)).toBe('bypass');
    expect(adminView.res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(adminView.body.data).toHaveProperty('files');

    const anonymous = await getJson<{ data: Record<string, unknown> }>(`/api/songs/${id}`);
    expect(cacheOf(anonymous.res)).toBe('hit');
    expect(anonymous.body.data).not.toHaveProperty('files');

    // The admin sees a scheduled song; the visitor after them does not get that answer.
    expect((await getJson(`/api/songs/${scheduled}`, { headers: { cookie: admin.cookie } })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const hidden = await getJson(`/api/songs/${scheduled}`);
      expect(hidden.status).toBe(404);
      expect(cacheOf(hidden.res)).toBe('bypass');
    }
  });

  it('is off with PAGE_CACHE = "off": every request rendered, no cache status', async () => {
    await makeSong(await makeUser(), { title: 'Cold Song' });
    const coldEnv = { ...env, PAGE_CACHE: 'off' };
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      const res = await app.request('http://store.test/api/songs/published?search=cold', {}, coldEnv, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
      expect(cacheOf(res)).toBeNull();
      expect(((await res.json()) as Listed).data.map((song) => song.title)).toEqual(['Cold Song']);
    }
  });

  describe('with the catalogue state trusted for a while (CATALOGUE_RECHECK_MS, a second in production)', () => {
    const store = storeApp(new Hono<{ Bindings: Env }>());
    /** A request to the whole Worker in an isolate that trusts the state it read for `recheckMs`. */
    const trusting =
      (recheckMs: number) =>
      async (path: string, init: RequestInit = {}) => {
        const ctx = createExecutionContext();
        const res = await store.request(
          `http://store.test${path}`,
          init,
          { ...env, CATALOGUE_RECHECK_MS: String(recheckMs) },
          ctx,
        );
        await waitOnExecutionContext(ctx);
        const text = await res.text();
        return { res, body: (text ? JSON.parse(text) : null) as Listed };
      };
    const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

    it('shows a write made elsewhere within the recheck time, and one answered here on the next request', async () => {
      const recheckMs = 3000;
      const get = trusting(recheckMs);
      const id = await makeSong(await makeUser(), { title: 'Kept Title' });
      const path = '/api/songs/published?limit=10';
      // A play is a POST: this isolate drops the state it held (an earlier test's).
      expect((await get(`/api/songs/${id}/play`, { method: 'POST' })).res.status).toBe(204);
      const readAt = Date.now();
      expect(cacheOf((await get(path)).res)).toBe('miss');

      // A write behind this isolate's back (another isolate, a console): the copy stands for now…
      await db().update(songs).set({ title: 'Changed Elsewhere' }).where(eq(songs.id, id));
      const meanwhile = await get(path);
      expect(cacheOf(meanwhile.res)).toBe('hit');
      expect(titles(meanwhile.body)).toEqual(['Kept Title']);
      // …and is replaced once the state is read again.
      await sleepUntil(readAt + recheckMs + 50);
      const later = await get(path);
      expect(cacheOf(later.res)).toBe('miss');
      expect(titles(later.body)).toEqual(['Changed Elsewhere']);

      // The store owner's edit through this isolate: their next request shows it.
      const admin = await adminCookie();
      expect((await putSong(admin.cookie, id, { title: 'Edited Here' })).status).toBe(200);
      const edited = await get(path);
      expect(cacheOf(edited.res)).toBe('miss');
      expect(titles(edited.body)).toEqual(['Edited Here']);
    });

    it('shows a scheduled release at its time, however long the state is trusted', async () => {
      const get = trusting(60_000);
      const artist = await makeUser();
      const out = await makeSong(artist, { title: 'Out Already' });
      const at = Date.now() + 1500;
      await makeSong(artist, { title: 'Coming Soon', publishAt: at });
      expect((await get(`/api/songs/${out}/play`, { method: 'POST' })).res.status).toBe(204);
      const path = '/api/songs/published?limit=10';
      expect(titles((await get(path)).body)).toEqual(['Out Already']);
      expect(cacheOf((await get(path)).res)).toBe('hit');
      await sleepUntil(at + 50);
      const released = await get(path);
      expect(cacheOf(released.res)).toBe('miss');
      expect(titles(released.body)).toEqual(['Coming Soon', 'Out Already']);
    });
  });
});
