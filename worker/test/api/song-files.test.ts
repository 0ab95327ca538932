import { env } from 'cloudflare:test';
import { AUTH_MESSAGES, SONG_NOT_FOUND, songFileMissing } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { songs } from '../../src/db/schema.ts';
import { adminCookie, customerCookie } from './admin-fixtures.ts';
import { fetchRaw } from './auth-fixtures.ts';
import { fileBytes, makeSellableSong } from './commerce-fixtures.ts';
import { db, makeSong, makeUser } from './fixtures.ts';

let admin: string;
let artist: string;
beforeEach(async () => {
  admin = (await adminCookie()).cookie;
  artist = await makeUser();
});

const fetchFile = (path: string, cookie: string | null = admin, headers: Record<string, string> = {}) =>
  fetchRaw(path, { headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...headers } });

const refusal = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('GET /api/songs/{id}/files/{kind}', () => {
  it("gives the admin each of a song's files as uploaded, named for the track, never cached", async () => {
    const song = await makeSellableSong(artist, 'Night Drive');
    const mp3 = await fetchFile(`/api/songs/${song.id}/files/mp3`);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3.headers.get('cache-control')).toBe('private, no-store');
    expect(mp3.headers.get('content-disposition')).toBe(
      `attachment; filename="Night Drive (untagged).mp3"; filename*=UTF-8''Night%20Drive%20%28untagged%29.mp3`,
    );
    expect(new Uint8Array(await mp3.arrayBuffer())).toEqual(fileBytes('mp3', 'Night Drive'));

    const stems = await fetchFile(`/api/songs/${song.id}/files/stems`);
    expect(stems.headers.get('content-disposition')).toContain('filename="Night Drive (untagged) stems.zip"');
    expect(new Uint8Array(await stems.arrayBuffer())).toEqual(fileBytes('stems', 'Night Drive'));

    const part = await fetchFile(`/api/songs/${song.id}/files/wav`, admin, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(fileBytes('wav', 'Night Drive').subarray(4, 12));
  });

  it("gives a deleted song's files too: they are kept for its buyers", async () => {
    const song = await makeSellableSong(artist, 'Gone Track');
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, song.id));
    const res = await fetchFile(`/api/songs/${song.id}/files/wav`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(fileBytes('wav', 'Gone Track'));
  });

  it('answers 404 for an unknown song, a file the song does not have, or one missing from storage', async () => {
    const bare = await makeSong(artist, { title: 'Preview Only' });
    expect(await refusal(await fetchFile(`/api/songs/${bare}/files/mp3`))).toEqual({
      status: 404,
      body: { message: songFileMissing('mp3') },
    });
    expect(await refusal(await fetchFile(`/api/songs/${bare + 1000}/files/mp3`))).toEqual({
      status: 404,
      body: { message: SONG_NOT_FOUND },
    });
    const song = await makeSellableSong(artist, 'Lost File');
    await env.FILES.delete(song.keys.stems);
    expect(await refusal(await fetchFile(`/api/songs/${song.id}/files/stems`))).toEqual({
      status: 404,
      body: { message: songFileMissing('stems') },
    });
  });

  it.each(['agreement', 'preview', 'MP3', 'mp3.exe', 'stems.zip'])('answers 404 for the kind %s', async (kind) => {
    const song = await makeSellableSong(artist);
    const res = await fetchFile(`/api/songs/${song.id}/files/${kind}`);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(await refusal(res)).toEqual({
      status: 404,
      body: { message: SONG_NOT_FOUND, errors: { kind: [SONG_NOT_FOUND] } },
    });
  });

  it('refuses customers (403) and nobody signed in (401), with no file', async () => {
    const song = await makeSellableSong(artist);
    const path = `/api/songs/${song.id}/files/mp3`;
    expect(await refusal(await fetchFile(path, await customerCookie()))).toEqual({
      status: 403,
      body: { message: AUTH_MESSAGES.forbidden },
    });
    expect(await refusal(await fetchFile(path, null))).toEqual({
      status: 401,
      body: { message: AUTH_MESSAGES.unauthorized },
    });
  });
});
