/**
 * Uploads: every route that takes a file refuses what is not a whole image of an allowed kind,
 * whatever its name and declared type (wrong bytes behind a right extension, polyglots that are
 * also a page or an archive, files cut off, empty files), refuses oversize files by their header
 * and while they stream, and never lets a file name reach a storage key; the admin's stems ZIP
 * must be a whole archive whose entries stay in their folder, and the voice tag short audio. A
 * refusal leaves no object in R2 and changes nothing. (Parts out of order, sent twice, missing at completion, or never completed
 * and swept by the Cron are worker/test/api/uploads.test.ts.)
 */
import { AUTH_MESSAGES, SONG_MESSAGES, UPLOAD_PART_BYTES, VOICE_TAG_LIMITS, VOICE_TAG_MESSAGES } from '@beats/contract';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { uploadParts, voiceTag } from '../../src/db/schema.ts';
import { completeUpload, sendPart, startUpload } from '../api/admin-fixtures.ts';
import { fetchRaw, PASSWORD } from '../api/auth-fixtures.ts';
import { db } from '../api/fixtures.ts';
import { JPEG, mp3, NOT_AN_IMAGE, PNG, text, WEBP, wav, withId3 } from '../media-samples.ts';
import { settledSnapshot, storeSnapshot } from './store-snapshot.ts';
import { tally } from './tally.ts';
import { account } from './world.ts';

interface UploadCall {
  path: string;
  method: string;
  form: FormData;
  cookie: string | null;
}

/** The routes that take a profile picture, and a form for each that is right but for the file. */
const IMAGE_ROUTES: Record<string, () => Promise<UploadCall>> = {
  'POST /api/users/register': async () => {
    const form = new FormData();
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (const [key, value] of Object.entries({
      name: 'Nia New',
      phoneNumber: '+1 555 0142',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }))
      form.append(key, value);
    return { path: '/api/users/register', method: 'POST', form, cookie: null };
  },
  'PUT /api/users/:id': async () => {
    const customer = await account('Maya Rivers');
    return { path: `/api/users/${customer.id}`, method: 'PUT', form: new FormData(), cookie: customer.cookie };
  },
};

function send(call: UploadCall, file: File) {
  const form = new FormData();
  for (const [key, value] of call.form.entries()) form.append(key, value);
  form.append('profileImage', file);
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
  if (call.cookie) headers.cookie = call.cookie;
  return fetchRaw(call.path, { method: call.method, headers, body: form });
}

/** How each file is dressed up: the name and type of the kind it claims to be. */
const DISGUISES = [
  ['me.png', 'image/png'],
  ['me.jpg', 'image/jpeg'],
  ['me.webp', 'image/webp'],
] as const;

describe.each(Object.entries(IMAGE_ROUTES))('%s', (_route, prepare) => {
  it('refuses whatever is not a whole JPEG, PNG or WebP (415), whatever it is called, storing nothing', async () => {
    const cases = [...Object.entries(NOT_AN_IMAGE), ['an empty file', new Uint8Array(0)] as const];
    // A call of its own for each attempt (sign-ups count attempts per address), made first.
    const calls = [];
    for (let i = 0; i < cases.length * DISGUISES.length; i++) calls.push(await prepare());
    const before = await settledSnapshot();
    for (const [kind, bytes] of cases) {
      for (const [name, type] of DISGUISES) {
        const call = calls.pop() as UploadCall;
        const res = await send(call, new File([bytes], name, { type }));
        const label = `${kind} as ${name}`;
        expect(res.status, label).toBe(415);
        expect(await res.json(), label).toEqual({ message: AUTH_MESSAGES.imageInvalid });
        tally('uploadsRefused');
      }
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it('refuses a file over 5 MB by its declared length and while it streams (413), storing nothing', async () => {
    const call = await prepare();
    const before = await settledSnapshot();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const declared = await send(call, new File([big], 'big.png', { type: 'image/png' }));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: AUTH_MESSAGES.imageTooLarge });
    tally('uploadsRefused');

    // The same form streamed without a Content-Length: cut off at the limit, never held whole.
    const form = new FormData();
    for (const [key, value] of call.form.entries()) form.append(key, value);
    form.append('profileImage', new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    const encoded = new Request('http://form.test', { method: 'POST', body: form });
    let sent = 0;
    const reader = (encoded.body as ReadableStream<Uint8Array>).getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else {
          sent += value.byteLength;
          controller.enqueue(value);
        }
      },
    });
    const headers: Record<string, string> = {
      'sec-fetch-site': 'same-origin',
      'content-type': encoded.headers.get('content-type') ?? '',
    };
    if (call.cookie) headers.cookie = call.cookie;
    const streamed = await fetchRaw(call.path, { method: call.method, headers, body });
    expect(streamed.status).toBe(413);
    expect(sent).toBeGreaterThan(5 * 1024 * 1024);
    tally('uploadsRefused');
    expect(await storeSnapshot()).toEqual(before);
  });

  it('takes whole images by their bytes, under a key of their content: no file name reaches storage', async () => {
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\me.png',
      '/absolute/me.png',
      '%2e%2e%2fme.png',
      'me.png\u0000.html',
      'me.html',
      `${'a'.repeat(5000)}.png`,
      '',
    ];
    for (const [bytes, extension, type] of [
      [PNG, 'png', 'image/png'],
      [JPEG, 'jpg', 'image/jpeg'],
      [WEBP, 'webp', 'image/webp'],
    ] as const) {
      for (const name of names.filter((n) => n !== '')) {
        const call = await prepare();
        const res = await send(call, new File([bytes], name, { type: 'application/octet-stream' }));
        // A NUL in a file name makes the form unreadable: refused as a malformed form.
        if (name.includes('\u0000') && res.status === 400) {
          await res.arrayBuffer();
          continue;
        }
        expect(res.status, name).toBeLessThan(300);
        const { user } = (await res.json()) as { user: { profileImage: string } };
        expect(user.profileImage, name).toMatch(new RegExp(`^/media/avatars/[0-9a-f]{24}\\.${extension}$`));
        const served = await fetchRaw(user.profileImage);
        expect(served.headers.get('content-type')).toBe(type);
        await served.arrayBuffer();
      }
    }
  });
});

describe("the admin's song files", () => {
  /** A song form that is right but for the file in `field`. */
  const songWith = (field: string, file: File) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ title: 'Night Drive', musicTag: 'Chill', price: '24.99' }))
      form.append(key, value);
    form.append('audioFile', new File([mp3(1)], 'night-drive.mp3', { type: 'audio/mpeg' }));
    if (field !== 'coverImage') form.append('coverImage', new File([JPEG], 'cover.jpg', { type: 'image/jpeg' }));
    form.append(field, file);
    return form;
  };

  it('refuse covers and cover sizes that are not whole images (415), storing nothing', async () => {
    const admin = await account('Nova Admin', 'admin');
    const before = await settledSnapshot();
    for (const [kind, bytes] of Object.entries(NOT_AN_IMAGE)) {
      for (const [field, name, type] of [
        ['coverImage', 'cover.jpg', 'image/jpeg'],
        ['coverWebp128', 'cover-128.webp', 'image/webp'],
      ] as const) {
        const res = await fetchRaw('/api/songs', {
          method: 'POST',
          headers: { cookie: admin.cookie, 'sec-fetch-site': 'same-origin' },
          body: songWith(field, new File([bytes], name, { type })),
        });
        const label = `${kind} as ${field}`;
        expect(res.status, label).toBe(415);
        expect(((await res.json()) as { errors: Record<string, string[]> }).errors[field], label).toHaveLength(1);
        tally('uploadsRefused');
      }
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  /** Sends a whole file through the multipart upload API as `admin`; the last answer. */
  async function upload(cookie: string, kind: 'stems' | 'wav', format: 'zip' | 'wav', bytes: Uint8Array) {
    const started = await startUpload(cookie, kind, format, bytes.byteLength);
    if (started.status !== 201) return started;
    const { id, partSize: size } = started.body.data;
    for (let n = 1; (n - 1) * size < bytes.byteLength; n++) {
      const sent = await sendPart(cookie, id, n, bytes.subarray((n - 1) * size, n * size));
      if (sent.status !== 200) return sent;
    }
    return completeUpload(cookie, id);
  }

  const zipOf = (entries: Record<string, Uint8Array>) => new Uint8Array(zipSync(entries, { level: 0 }));
  const stem = () => wav(0.2);

  it.each([
    ['a text file named .zip', text('not an archive at all, only named stems.zip')],
    ['an archive cut off', zipOf({ 'drums.wav': stem(), 'bass.wav': stem() }).subarray(0, 3000)],
    ['an archive escaping its folder (../)', zipOf({ '../../drums.wav': stem() })],
    ['an archive with a deeper escape', zipOf({ 'stems/../../../home/.bashrc': text('echo pwned') })],
    ['an archive with an absolute path', zipOf({ '/etc/cron.d/evil': text('* * * * * root sh') })],
    ['an archive with a Windows path', zipOf({ 'C:\\Windows\\evil.dll': text('MZ') })],
    ['an archive with backslash escapes', zipOf({ '..\\..\\drums.wav': stem() })],
    ['an archive with a control character in a name', zipOf({ 'drums\u0000.wav': stem() })],
  ])('refuse a stems ZIP that is %s (415), leaving nothing in R2', async (_, bytes) => {
    const admin = await account('Nova Admin', 'admin');
    const before = await settledSnapshot();
    const res = await upload(admin.cookie, 'stems', 'zip', bytes);
    expect([res.status, res.body.message]).toEqual([415, SONG_MESSAGES.zipInvalid]);
    tally('uploadsRefused');
    expect(await storeSnapshot()).toEqual(before);
  });

  it('refuse an upload part over its size while it streams (413), keeping no part', async () => {
    const admin = await account('Nova Admin', 'admin');
    const started = await startUpload(admin.cookie, 'wav', 'wav', UPLOAD_PART_BYTES);
    expect(started.status).toBe(201);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > UPLOAD_PART_BYTES + 1024 * 1024) return controller.close();
        const chunk = new Uint8Array(64 * 1024);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await fetchRaw(`/api/uploads/${started.body.data.id}/parts/1`, {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/octet-stream' },
      body,
    });
    expect(res.status).toBe(413);
    await res.arrayBuffer();
    tally('uploadsRefused');
    expect(await db().select().from(uploadParts)).toEqual([]);
  });
});

describe("the admin's voice tag", () => {
  /** Files a voice tag must not be, whatever they are named: not audio, or audio cut to nothing. */
  const NOT_AUDIO: Record<string, Uint8Array> = {
    ...NOT_AN_IMAGE,
    'a text file': text('not audio, only named like it'),
    'a JPEG': JPEG,
    'a WAV cut after its header': wav(1).subarray(0, 12),
    'an ID3 tag with no audio after it': withId3(new Uint8Array(0)),
    'an empty file': new Uint8Array(0),
  };
  const DISGUISES = [
    ['tag.mp3', 'audio/mpeg'],
    ['tag.wav', 'audio/wav'],
    ['tag.m4a', 'audio/mp4'],
  ] as const;

  const put = (cookie: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetchRaw('/api/voice-tag', {
      method: 'PUT',
      headers: { cookie, 'sec-fetch-site': 'same-origin', ...headers },
      body,
    });
  const formWith = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('everySeconds', '30');
    return form;
  };

  it('refuses whatever is not audio (415), whatever it is called, storing nothing', async () => {
    const admin = await account('Nova Admin', 'admin');
    const before = await settledSnapshot();
    for (const [kind, bytes] of Object.entries(NOT_AUDIO)) {
      for (const [name, type] of DISGUISES) {
        const res = await put(admin.cookie, formWith(new File([bytes], name, { type })));
        const label = `${kind} as ${name}`;
        expect(res.status, label).toBe(415);
        expect(await res.json(), label).toEqual({
          message: VOICE_TAG_MESSAGES.invalid,
          errors: { file: [VOICE_TAG_MESSAGES.invalid] },
        });
        tally('uploadsRefused');
      }
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it('refuses a file over 5 MB, a form over its limit by its declared length and while it streams (413), storing nothing', async () => {
    const admin = await account('Nova Admin', 'admin');
    const before = await settledSnapshot();
    const big = new Uint8Array(VOICE_TAG_LIMITS.bytes + 1);
    big.set(wav(1).subarray(0, 44));
    const file = await put(admin.cookie, formWith(new File([big], 'tag.wav', { type: 'audio/wav' })));
    expect(file.status).toBe(413);
    expect(await file.json()).toEqual({
      message: VOICE_TAG_MESSAGES.tooLarge,
      errors: { file: [VOICE_TAG_MESSAGES.tooLarge] },
    });
    tally('uploadsRefused');

    const declared = await put(admin.cookie, '--XYZ--', {
      'content-type': 'multipart/form-data; boundary=XYZ',
      'content-length': String(VOICE_TAG_LIMITS.bytes + 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: VOICE_TAG_MESSAGES.tooLarge });
    tally('uploadsRefused');

    // A whole form streamed without a Content-Length: cut off at the limit, never held whole.
    const encoded = new Request('http://form.test', {
      method: 'PUT',
      body: formWith(new File([new Uint8Array(7 * 1024 * 1024)], 'tag.wav', { type: 'audio/wav' })),
    });
    const streamed = await put(admin.cookie, encoded.body as ReadableStream<Uint8Array>, {
      'content-type': encoded.headers.get('content-type') ?? '',
    });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: VOICE_TAG_MESSAGES.tooLarge });
    tally('uploadsRefused');
    expect(await storeSnapshot()).toEqual(before);
  });

  it('takes audio by its bytes, under a key of its content: no file name reaches storage', async () => {
    const admin = await account('Nova Admin', 'admin');
    const names = [
      '../../etc/passwd.mp3',
      '..\\..\\windows\\tag.mp3',
      '/absolute/tag.mp3',
      'tag.html',
      `${'a'.repeat(5000)}.mp3`,
    ];
    for (const [name, index] of names.map((n, i) => [n, i] as const)) {
      // Bytes of their own each time, so each save stores a new object.
      const res = await put(admin.cookie, formWith(new File([withId3(mp3(1), 300 + index)], name)));
      expect(res.status, name).toBe(200);
      await res.arrayBuffer();
      const [row] = await db().select().from(voiceTag);
      expect(row?.fileKey, name).toMatch(/^voice-tags\/[0-9a-f]{24}\.mp3$/);
      const served = await fetchRaw('/api/voice-tag/file', { headers: { cookie: admin.cookie } });
      expect(served.headers.get('content-type'), name).toBe('audio/mpeg');
      expect(served.headers.get('content-disposition'), name).toContain('filename="Voice tag.mp3"');
      await served.arrayBuffer();
    }
  });
});
