/**
 * Previews made with the voice tag: the song forms say so with the preview they send, any other
 * new preview clears it, and GET /api/voice-tag/songs lists the songs to make again when the tag
 * changes (live ones, with the untagged files each could be made from).
 */
import { AUTH_MESSAGES, SONG_MESSAGES, VoiceTagSongsSchema } from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { listVoiceTagSongs } from '../../src/voice-tag/voice-tag-songs.ts';
import { jpeg, mp3, wav } from '../media-samples.ts';
import { adminCookie, customerCookie, postSong, putSong, songForm, uploadFile } from './admin-fixtures.ts';
import { fetchRaw } from './auth-fixtures.ts';
import { db, getAnswer, makeSong, makeUser } from './fixtures.ts';

let admin: string;
beforeEach(async () => {
  admin = (await adminCookie()).cookie;
});

const track = (title: string, fields: Parameters<typeof songForm>[0] = {}) =>
  songForm({
    title,
    coverImage: { bytes: jpeg(), name: 'cover.jpg', type: 'image/jpeg' },
    audioFile: { bytes: mp3(2), name: 'preview.mp3', type: 'audio/mpeg' },
    ...fields,
  });

/** GET /api/voice-tag/songs: one page, as the contract reads it. */
async function songsPage(query = '') {
  const { status, data, error } = await getAnswer(VoiceTagSongsSchema, `/api/voice-tag/songs${query}`, {
    headers: { 'sec-fetch-site': 'same-origin', cookie: admin },
  });
  expect(status, error?.message).toBe(200);
  if (!data) throw new Error('no answer');
  return data;
}

/** The songs whose preview was made with the voice tag (the default list, all on one page here). */
const tagged = async () => (await songsPage()).data;

describe('a preview made with the voice tag', () => {
  it('is recorded with the preview it came with, and listed with the files it can be made again from', async () => {
    const master = await uploadFile(admin, 'mp3', 'mp3', mp3(2));
    const made = await postSong(admin, track('Made With Tag', { previewVoiceTag: 'true', mp3Upload: master.id }));
    expect(made.status).toBe(201);
    expect(made.body.data.previewVoiceTag).toBe(true);
    const plain = await postSong(admin, track('Chosen Preview'));
    expect(plain.body.data.previewVoiceTag).toBe(false);

    expect(await songsPage()).toEqual({
      data: [{ id: made.body.data.id, title: 'Made With Tag', files: { mp3: true, wav: false } }],
      next: null,
    });
  });

  it('is forgotten when another preview replaces it, and kept by edits that bring no preview', async () => {
    const song = (await postSong(admin, track('Retagged', { previewVoiceTag: 'true' }))).body.data;
    // Fields only, and a flag without a preview: the preview is the one made with the tag still.
    expect((await putSong(admin, song.id, { title: 'Retagged Again' })).body.data.previewVoiceTag).toBe(true);
    const flagOnly = await putSong(admin, song.id, { previewVoiceTag: false });
    expect({ status: flagOnly.status, message: flagOnly.body.message }).toEqual({
      status: 400,
      message: SONG_MESSAGES.nothingToUpdate,
    });
    expect((await putSong(admin, song.id, { label: 'Moonlight' })).body.data.previewVoiceTag).toBe(true);

    // A preview made again with the tag, sent as an upload.
    const remade = await uploadFile(admin, 'preview', 'mp3', mp3(3));
    const again = await putSong(admin, song.id, songForm({ audioUpload: remade.id, previewVoiceTag: 'true' }));
    expect(again.status).toBe(200);
    expect(again.body.data.previewVoiceTag).toBe(true);
    expect(again.body.data.duration).toBe('00:03');

    // The owner chooses a preview file of their own.
    const chosen = await putSong(
      admin,
      song.id,
      songForm({ audioFile: { bytes: wav(2), name: 'mine.wav', type: 'audio/wav' } }),
    );
    expect(chosen.body.data.previewVoiceTag).toBe(false);
    expect(await tagged()).toEqual([]);
  });

  it("keeps the track's length the form sends with it, which a preview cut to its start is shorter than", async () => {
    // A 3-minute track whose preview keeps its first 2 seconds (short samples stand for both).
    const made = await postSong(admin, track('Cut Preview', { previewVoiceTag: 'true', duration: '03:00' }));
    expect({ status: made.status, duration: made.body.data.duration }).toEqual({ status: 201, duration: '03:00' });
    const remade = await uploadFile(admin, 'preview', 'mp3', mp3(3));
    const again = await putSong(
      admin,
      made.body.data.id,
      songForm({ audioUpload: remade.id, previewVoiceTag: 'true', duration: '03:10' }),
    );
    expect({ tagged: again.body.data.previewVoiceTag, duration: again.body.data.duration }).toEqual({
      tagged: true,
      duration: '03:10',
    });
    // A preview the owner chose is the track as far as the store knows: its own length wins.
    const chosen = await putSong(
      admin,
      made.body.data.id,
      songForm({ audioFile: { bytes: wav(2), name: 'mine.wav', type: 'audio/wav' }, duration: '03:10' }),
    );
    expect({ tagged: chosen.body.data.previewVoiceTag, duration: chosen.body.data.duration }).toEqual({
      tagged: false,
      duration: '00:02',
    });
  });

  it('leaves deleted songs out of the list', async () => {
    const song = (await postSong(admin, track('Gone Tagged', { previewVoiceTag: 'true' }))).body.data;
    const removed = await fetchRaw(`/api/songs/${song.id}`, {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'same-origin', cookie: admin },
    });
    expect(removed.status).toBe(204);
    expect(await tagged()).toEqual([]);
  });

  it('lists, with made=false, the songs with an untagged file whose preview was not made with the tag', async () => {
    const master = await uploadFile(admin, 'wav', 'wav', wav(2));
    const chosen = (await postSong(admin, track('Own Preview', { wavUpload: master.id }))).body.data;
    await postSong(admin, track('Preview Only'));
    await postSong(admin, track('Made With Tag', { previewVoiceTag: 'true' }));
    expect(await songsPage('?made=false')).toEqual({
      data: [{ id: chosen.id, title: 'Own Preview', files: { mp3: false, wav: true } }],
      next: null,
    });
  });

  it('pages by id: each page names the next, the last none', async () => {
    const artist = await makeUser();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await makeSong(artist, { mp3Key: `files/mp3-${i}.mp3` }));
    const first = await listVoiceTagSongs(db(), { made: false }, 2);
    expect({ ids: first.data.map((song) => song.id), next: first.next }).toEqual({
      ids: ids.slice(0, 2),
      next: ids[1],
    });
    const second = await listVoiceTagSongs(db(), { made: false, after: first.next ?? 0 }, 2);
    expect(second.data.map((song) => song.id)).toEqual(ids.slice(2, 4));
    const last = await listVoiceTagSongs(db(), { made: false, after: second.next ?? 0 }, 2);
    expect({ ids: last.data.map((song) => song.id), next: last.next }).toEqual({ ids: ids.slice(4), next: null });
    // The API answers the same pages.
    expect((await songsPage(`?made=false&after=${ids[3]}`)).data.map((song) => song.id)).toEqual(ids.slice(4));
  });

  it('refuses a list query that is not what it should be (400)', async () => {
    for (const query of ['?made=yes', '?after=-1', '?after=abc']) {
      const res = await fetchRaw(`/api/voice-tag/songs${query}`, {
        headers: { 'sec-fetch-site': 'same-origin', cookie: admin },
      });
      expect(res.status, query).toBe(400);
    }
  });

  it('refuses a flag that is not true or false (400), storing nothing', async () => {
    const res = await postSong(admin, track('Bad Flag', { previewVoiceTag: 'maybe' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { previewVoiceTag: [SONG_MESSAGES.previewVoiceTagInvalid] } });
    expect(await tagged()).toEqual([]);
  });

  it('lists them for admins only (401 signed out, 403 for customers)', async () => {
    for (const [cookie, status, message] of [
      [null, 401, AUTH_MESSAGES.unauthorized],
      [await customerCookie(), 403, AUTH_MESSAGES.forbidden],
    ] as const) {
      const res = await fetchRaw('/api/voice-tag/songs', {
        headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      });
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { message } });
    }
  });
});
