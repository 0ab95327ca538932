import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAY_WINDOW_MS, recordPlay } from '../../src/catalogue/song-queries.ts';
import { plays, songs } from '../../src/db/schema.ts';
import { makeAccount, signIn } from './auth-fixtures.ts';
import { db, getJson, makeSong, makeUser } from './fixtures.ts';

const play = (id: number, headers: Record<string, string> = {}) =>
  getJson(`/api/songs/${id}/play`, { method: 'POST', headers });
/**
 * The count as stored: public answers show it as it was when their cached copy was made (play
 * counts do not move the catalogue's version; see worker/src/http/edge-cache.ts).
 */
const playCount = async (id: number) =>
  (await db().select({ n: songs.playCount }).from(songs).where(eq(songs.id, id)))[0]?.n;

describe('play counts', () => {
  it('count an anonymous listener once per track and half hour, the first play at once', async () => {
    const id = await makeSong(await makeUser());
    expect((await play(id, { 'cf-connecting-ip': '203.0.113.5' })).status).toBe(204);
    expect(await playCount(id)).toBe(1);
    for (let i = 0; i < 20; i++) expect((await play(id, { 'cf-connecting-ip': '203.0.113.5' })).status).toBe(204);
    expect(await playCount(id)).toBe(1);
    // Another listener, and the same listener on another track, count.
    await play(id, { 'cf-connecting-ip': '203.0.113.6' });
    expect(await playCount(id)).toBe(2);
    const other = await makeSong(await makeUser());
    await play(other, { 'cf-connecting-ip': '203.0.113.5' });
    expect(await playCount(other)).toBe(1);
  });

  it('count a signed-in listener once, wherever they play from', async () => {
    const id = await makeSong(await makeUser());
    const listener = await makeAccount();
    const cookie = await signIn(listener.email);
    await play(id, { cookie, 'cf-connecting-ip': '198.51.100.1' });
    await play(id, { cookie, 'cf-connecting-ip': '198.51.100.2' });
    expect(await playCount(id)).toBe(1);
  });

  it('parallel calls by one listener count once', async () => {
    const id = await makeSong(await makeUser());
    await Promise.all(Array.from({ length: 10 }, () => play(id, { 'cf-connecting-ip': '203.0.113.9' })));
    expect(await playCount(id)).toBe(1);
  });

  it('count again after half an hour', async () => {
    const id = await makeSong(await makeUser());
    const listener = async () => ({ userId: null, key: 'addr:test-listener' });
    const start = Date.now();
    expect(await recordPlay(db(), id, listener, start)).toBe(true);
    await recordPlay(db(), id, listener, start + PLAY_WINDOW_MS - 1000);
    expect(await playCount(id)).toBe(1);
    await recordPlay(db(), id, listener, start + PLAY_WINDOW_MS + 1000);
    expect(await playCount(id)).toBe(2);
  });

  it('store a salted hash of the address, never the address', async () => {
    const id = await makeSong(await makeUser());
    await play(id, { 'cf-connecting-ip': '203.0.113.77' });
    const [row] = await db().select().from(plays);
    expect(row?.listener).toMatch(/^addr:[0-9a-f]{64}$/);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('203.0.113.77')));
    const unsalted = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(row?.listener).not.toContain(unsalted);
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
  });
});
