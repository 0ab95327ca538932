import { env } from 'cloudflare:test';
import { AUTH_MESSAGES, VOICE_TAG_LIMITS, VOICE_TAG_MESSAGES, VoiceTagAnswerSchema } from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { voiceTag } from '../../src/db/schema.ts';
import { mp3, text, wav } from '../media-samples.ts';
import { adminCookie, customerCookie, songForm } from './admin-fixtures.ts';
import { fetchRaw } from './auth-fixtures.ts';
import { db, getAnswer } from './fixtures.ts';

type Fields = Parameters<typeof songForm>[0];

let admin: string;
beforeEach(async () => {
  admin = (await adminCookie()).cookie;
});

const sameSite = (cookie: string | null) => ({
  'sec-fetch-site': 'same-origin',
  ...(cookie ? { cookie } : {}),
});

/** GET /api/voice-tag as the admin's SPA reads it: exactly the contract's answer. */
async function readTag() {
  const { status, data } = await getAnswer(VoiceTagAnswerSchema, '/api/voice-tag', { headers: sameSite(admin) });
  expect(status).toBe(200);
  return data?.data ?? null;
}

const putTag = (fields: Fields, cookie: string | null = admin) =>
  fetchRaw('/api/voice-tag', { method: 'PUT', headers: sameSite(cookie), body: songForm(fields) });

/** A save that must work: the answer, read as the contract's. */
async function saveTag(fields: Fields) {
  const { status, data, error } = await getAnswer(VoiceTagAnswerSchema, '/api/voice-tag', {
    method: 'PUT',
    headers: sameSite(admin),
    body: songForm(fields),
  });
  expect(status, error?.message).toBe(200);
  const tag = data?.data;
  if (!tag) throw new Error('the save answered no voice tag');
  return tag;
}

const refusal = async (res: Response) => ({ status: res.status, body: await res.json() });
const fileOf = (bytes: Uint8Array, name: string, type = '') => ({ bytes, name, type });
const storedRows = () => db().select().from(voiceTag);
const filesKeys = async () => (await env.FILES.list()).objects.map((o) => o.key);
const fileFetch = (cookie: string | null = admin, headers: Record<string, string> = {}) =>
  fetchRaw('/api/voice-tag/file', { headers: { ...sameSite(cookie), ...headers } });

describe('who may use the voice tag', () => {
  it('refuses every route signed out (401) and to customers (403), storing nothing', async () => {
    const customer = await customerCookie();
    const calls = [
      ['GET', '/api/voice-tag'],
      ['PUT', '/api/voice-tag'],
      ['DELETE', '/api/voice-tag'],
      ['GET', '/api/voice-tag/file'],
    ] as const;
    for (const [method, path] of calls) {
      for (const [cookie, status, message] of [
        [null, 401, AUTH_MESSAGES.unauthorized],
        [customer, 403, AUTH_MESSAGES.forbidden],
      ] as const) {
        const body = method === 'PUT' ? songForm({ file: fileOf(mp3(1), 'tag.mp3', 'audio/mpeg') }) : null;
        const res = await fetchRaw(path, { method, headers: sameSite(cookie), body });
        expect(await refusal(res), `${method} ${path} as ${cookie ? 'a customer' : 'nobody'}`).toEqual({
          status,
          body: { message },
        });
      }
    }
    expect(await storedRows()).toEqual([]);
    expect(await filesKeys()).toEqual([]);
  });
});

describe('GET /api/voice-tag', () => {
  it('answers null, and the file 404, while the store has no voice tag', async () => {
    expect(await readTag()).toBeNull();
    expect(await refusal(await fileFetch())).toEqual({ status: 404, body: { message: VOICE_TAG_MESSAGES.none } });
  });
});

describe('PUT /api/voice-tag', () => {
  it('stores a first tag with the default settings, its format and length read from the file', async () => {
    const bytes = mp3(2);
    const tag = await saveTag({ file: fileOf(bytes, 'my tag.mp3', 'audio/mpeg') });
    expect(tag).toMatchObject({
      format: 'mp3',
      everySeconds: VOICE_TAG_LIMITS.everySeconds.default,
      volumePercent: VOICE_TAG_LIMITS.volumePercent.default,
    });
    expect([tag.everySeconds, tag.volumePercent]).toEqual([30, 80]);
    expect(tag.durationSeconds).toBeCloseTo(2, 1);
    expect(tag.fileUrl).toMatch(/^\/api\/voice-tag\/file\?v=[0-9a-f]{24}$/);
    expect(Date.now() - Date.parse(tag.updatedAt)).toBeLessThan(60_000);
    expect(await readTag()).toEqual(tag);

    // Kept in the private bucket under a key of its content, never under the name it was sent with.
    const [row] = await storedRows();
    expect(row).toMatchObject({ id: 1, format: 'mp3', contentType: 'audio/mpeg', everySeconds: 30, volumePercent: 80 });
    expect(row?.fileKey).toMatch(/^voice-tags\/[0-9a-f]{24}\.mp3$/);
    expect(tag.fileUrl.endsWith(row?.fileKey.slice('voice-tags/'.length, -'.mp3'.length) ?? '-')).toBe(true);
    expect(await filesKeys()).toEqual([row?.fileKey]);
    expect((await env.MEDIA.list()).objects).toEqual([]);
  });

  it('takes the settings sent with a first file', async () => {
    const tag = await saveTag({ file: fileOf(wav(1), 'tag.wav'), everySeconds: '60', volumePercent: '50' });
    expect(tag).toMatchObject({ format: 'wav', durationSeconds: 1, everySeconds: 60, volumePercent: 50 });
  });

  it('serves the file as it was sent, privately, with its type, and by ranges', async () => {
    const bytes = mp3(1);
    await saveTag({ file: fileOf(bytes, 'tag.mp3') });
    const res = await fileFetch();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Voice tag.mp3"; filename*=UTF-8''Voice%20tag.mp3`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);

    const part = await fileFetch(admin, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(0, 10));
  });

  it('refuses a first save without a file (400), an empty picker included', async () => {
    const expected = {
      status: 400,
      body: { message: VOICE_TAG_MESSAGES.fileRequired, errors: { file: [VOICE_TAG_MESSAGES.fileRequired] } },
    };
    expect(await refusal(await putTag({ everySeconds: '40' }))).toEqual(expected);
    expect(await refusal(await putTag({ file: fileOf(new Uint8Array(), '') }))).toEqual(expected);
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['a text file named .mp3', fileOf(text('not audio at all'), 'tag.mp3', 'audio/mpeg'), 415, 'invalid'],
    ['an empty file with a name', fileOf(new Uint8Array(), 'tag.wav', 'audio/wav'), 415, 'invalid'],
    ['a file over 5 MB', fileOf(new Uint8Array(VOICE_TAG_LIMITS.bytes + 1), 'tag.wav'), 413, 'tooLarge'],
    ['a 20-second WAV', fileOf(wav(20), 'tag.wav', 'audio/wav'), 422, 'tooLong'],
  ] as const)('refuses %s with its message, storing nothing', async (_, file, status, key) => {
    const message = VOICE_TAG_MESSAGES[key];
    expect(await refusal(await putTag({ file }))).toEqual({ status, body: { message, errors: { file: [message] } } });
    expect(await storedRows()).toEqual([]);
    expect(await filesKeys()).toEqual([]);
  });

  it('refuses a form over the limit by its declared length, with the voice tag message (413)', async () => {
    const res = await fetchRaw('/api/voice-tag', {
      method: 'PUT',
      headers: {
        ...sameSite(admin),
        'content-type': 'multipart/form-data; boundary=XYZ',
        'content-length': String(6 * 1024 * 1024),
      },
      body: '--XYZ--',
    });
    expect(await refusal(res)).toEqual({ status: 413, body: { message: VOICE_TAG_MESSAGES.tooLarge } });
  });

  it('takes a multipart form only (415 for JSON, a urlencoded form or no body), changing nothing', async () => {
    await saveTag({ file: fileOf(mp3(1), 'tag.mp3') });
    const before = await storedRows();
    for (const [type, body] of [
      ['application/json', JSON.stringify({ everySeconds: 45 })],
      ['application/x-www-form-urlencoded', 'everySeconds=45'],
      ['text/plain', 'everySeconds=45'],
      [null, null],
    ] as const) {
      const res = await fetchRaw('/api/voice-tag', {
        method: 'PUT',
        headers: { ...sameSite(admin), ...(type ? { 'content-type': type } : {}) },
        body,
      });
      expect(await refusal(res), `${type}`).toEqual({
        status: 415,
        body: { message: 'Send the voice tag as a form (multipart/form-data).' },
      });
    }
    expect(await storedRows()).toEqual(before);
  });

  it('changes a setting alone, keeping the file and the other setting', async () => {
    const first = await saveTag({ file: fileOf(mp3(1), 'tag.mp3') });
    const [before] = await storedRows();
    const changed = await saveTag({ everySeconds: '45' });
    expect(changed).toMatchObject({ everySeconds: 45, volumePercent: 80, fileUrl: first.fileUrl, format: 'mp3' });
    const louder = await saveTag({ volumePercent: '100', file: fileOf(new Uint8Array(), '') });
    expect(louder).toMatchObject({ everySeconds: 45, volumePercent: 100, fileUrl: first.fileUrl });
    const [after] = await storedRows();
    expect(after?.fileKey).toBe(before?.fileKey);
    expect(await filesKeys()).toEqual([before?.fileKey]);
  });

  it('keeps a preview length until it is set back to the whole track with 0', async () => {
    const first = await saveTag({ file: fileOf(mp3(1), 'tag.mp3') });
    // A first tag: the whole track.
    expect(first.previewSeconds).toBeNull();
    const cut = await saveTag({ previewSeconds: '60' });
    expect(cut).toMatchObject({ previewSeconds: 60, everySeconds: 30, volumePercent: 80, fileUrl: first.fileUrl });
    expect((await storedRows())[0]?.previewSeconds).toBe(60);
    expect(await readTag()).toEqual(cut);

    // Left out, or blank, it stays; so it does through other settings and a new file.
    expect((await saveTag({ everySeconds: '45' })).previewSeconds).toBe(60);
    expect((await saveTag({ volumePercent: '90', previewSeconds: '' })).previewSeconds).toBe(60);
    const newFile = await saveTag({ file: fileOf(wav(2), 'tag.wav') });
    expect(newFile).toMatchObject({ previewSeconds: 60, everySeconds: 45, volumePercent: 90 });
    expect((await saveTag({ previewSeconds: String(VOICE_TAG_LIMITS.previewSeconds.max) })).previewSeconds).toBe(300);

    // 0: the whole track again.
    const whole = await saveTag({ previewSeconds: '0' });
    expect(whole).toMatchObject({ previewSeconds: null, everySeconds: 45, volumePercent: 90 });
    expect((await storedRows())[0]?.previewSeconds).toBeNull();
    expect((await readTag())?.previewSeconds).toBeNull();
  });

  it('takes a preview length sent with a first file', async () => {
    const tag = await saveTag({ file: fileOf(wav(1), 'tag.wav'), previewSeconds: '30' });
    expect(tag).toMatchObject({ previewSeconds: 30, everySeconds: 30, volumePercent: 80 });
  });

  it.each([
    ['everySeconds', '5', VOICE_TAG_MESSAGES.every],
    ['everySeconds', '121', VOICE_TAG_MESSAGES.every],
    ['everySeconds', 'abc', VOICE_TAG_MESSAGES.every],
    ['everySeconds', '30.5', VOICE_TAG_MESSAGES.every],
    ['volumePercent', '0', VOICE_TAG_MESSAGES.volume],
    ['volumePercent', '101', VOICE_TAG_MESSAGES.volume],
    ['volumePercent', '9', VOICE_TAG_MESSAGES.volume],
    ['previewSeconds', '29', VOICE_TAG_MESSAGES.previewLength],
    ['previewSeconds', '301', VOICE_TAG_MESSAGES.previewLength],
    ['previewSeconds', '2.5', VOICE_TAG_MESSAGES.previewLength],
    ['previewSeconds', 'abc', VOICE_TAG_MESSAGES.previewLength],
    ['previewSeconds', '-60', VOICE_TAG_MESSAGES.previewLength],
  ])('refuses %s=%s (400) with its message, changing nothing', async (field, value, message) => {
    await saveTag({ file: fileOf(mp3(1), 'tag.mp3') });
    const before = await storedRows();
    expect(await refusal(await putTag({ [field]: value }))).toEqual({
      status: 400,
      body: { message, errors: { [field]: [message] } },
    });
    // With a new file too: nothing of it is stored.
    expect((await putTag({ [field]: value, file: fileOf(wav(1), 'new.wav') })).status).toBe(400);
    expect(await storedRows()).toEqual(before);
    expect(await filesKeys()).toEqual([before[0]?.fileKey]);
  });

  it('refuses an overlong preview length (400) with its message, changing nothing', async () => {
    await saveTag({ file: fileOf(mp3(1), 'tag.mp3'), previewSeconds: '60' });
    const before = await storedRows();
    const message = VOICE_TAG_MESSAGES.previewLength;
    for (const value of ['6'.repeat(400), `0${'0'.repeat(5_000)}x`, 'x'.repeat(10_000)]) {
      expect(await refusal(await putTag({ previewSeconds: value })), `${value.length} characters`).toEqual({
        status: 400,
        body: { message, errors: { previewSeconds: [message] } },
      });
    }
    expect(await storedRows()).toEqual(before);
  });

  it('replaces the file: the old object goes once the tag uses the new one; the settings stay', async () => {
    const first = await saveTag({ file: fileOf(mp3(1), 'tag.mp3'), everySeconds: '45', volumePercent: '60' });
    const [old] = await storedRows();
    const second = await saveTag({ file: fileOf(wav(2), 'tag.wav') });
    expect(second).toMatchObject({ format: 'wav', durationSeconds: 2, everySeconds: 45, volumePercent: 60 });
    expect(second.fileUrl).not.toBe(first.fileUrl);
    const [now] = await storedRows();
    expect(now?.fileKey).toMatch(/^voice-tags\/[0-9a-f]{24}\.wav$/);
    expect(await env.FILES.head(old?.fileKey ?? '')).toBeNull();
    expect(await filesKeys()).toEqual([now?.fileKey]);
    const served = await fileFetch();
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(wav(2));

    // The same file again is the same object: it stays.
    const again = await saveTag({ file: fileOf(wav(2), 'again.wav') });
    expect(again.fileUrl).toBe(second.fileUrl);
    expect(await filesKeys()).toEqual([now?.fileKey]);
  });
});

describe('DELETE /api/voice-tag', () => {
  it('removes the tag and its file (204), and answers 204 when there is none', async () => {
    await saveTag({ file: fileOf(mp3(1), 'tag.mp3') });
    const removed = await fetchRaw('/api/voice-tag', { method: 'DELETE', headers: sameSite(admin) });
    expect(removed.status).toBe(204);
    expect(await readTag()).toBeNull();
    expect((await fileFetch()).status).toBe(404);
    expect(await storedRows()).toEqual([]);
    expect(await filesKeys()).toEqual([]);
    const again = await fetchRaw('/api/voice-tag', { method: 'DELETE', headers: sameSite(admin) });
    expect(again.status).toBe(204);
    // Saving after a removal needs a file again.
    expect((await putTag({ everySeconds: '45' })).status).toBe(400);
  });
});
