/**
 * Previews made with the voice tag: the song forms say so with the preview they send, any other
 * new preview clears it, and GET /api/voice-tag/songs lists the songs to make again when the tag
 * changes (live ones, with the untagged files each could be made from).
 */
import { AUTH_MESSAGES, SONG_MESSAGES, VoiceTaggedSongsSchema } from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { jpeg, mp3, wav } from '../media-samples.ts';
import { adminCookie, customerCookie, postSong, putSong, songForm, uploadFile } from './admin-fixtures.ts';
import { fetchRaw } from './auth-fixtures.ts';
import { getAnswer } from './fixtures.ts';

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

async function tagged() {
  const { status, data } = await getAnswer(VoiceTaggedSongsSchema, '/api/voice-tag/songs', {
    headers: { 'sec-fetch-site': 'same-origin', cookie: admin },
  });
  expect(status).toBe(200);
  return data?.data ?? [];
}

describe('a preview made with the voice tag', () => {
  it('is recorded with the preview it came with, and listed with the files it can be made again from', async () => {
    const master = await uploadFile(admin, 'mp3', 'mp3', mp3(2));
    const made = await postSong(admin, track('Made With Tag', { previewVoiceTag: 'true', mp3Upload: master.id }));
    expect(made.status).toBe(201);
    expect(made.body.data.previewVoiceTag).toBe(true);
    const plain = await postSong(admin, track('Chosen Preview'));
    expect(plain.body.data.previewVoiceTag).toBe(false);

    expect(await tagged()).toEqual([
      { id: made.body.data.id, title: 'Made With Tag', files: { mp3: true, wav: false } },
    ]);
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

  it('leaves deleted songs out of the list', async () => {
    const song = (await postSong(admin, track('Gone Tagged', { previewVoiceTag: 'true' }))).body.data;
    const removed = await fetchRaw(`/api/songs/${song.id}`, {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'same-origin', cookie: admin },
    });
    expect(removed.status).toBe(204);
    expect(await tagged()).toEqual([]);
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
