import { env } from 'cloudflare:test';
import {
  type AdminSong,
  AUTH_MESSAGES,
  type Page,
  SONG_MESSAGES,
  SONG_NOT_FOUND,
  type Song,
  WAVEFORM_BARS,
} from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { songs, songTags, uploads } from '../../src/db/schema.ts';
import { flac, jpeg, m4a, mp3, png, text, wav, webp } from '../media-samples.ts';
import {
  adminCookie,
  asAdmin,
  customerCookie,
  makeOrder,
  postSong,
  putSong,
  songForm,
  uploadFile,
} from './admin-fixtures.ts';
import { db, getJson, makePlan, makeSong } from './fixtures.ts';

const HOUR = 3_600_000;
const peaks = Array.from({ length: WAVEFORM_BARS }, (_, i) => Math.round((i / (WAVEFORM_BARS - 1)) * 100) / 100);

/** What the upload form sends for a new track. */
const newTrack = (overrides: Record<string, Parameters<typeof songForm>[0][string]> = {}) =>
  songForm({
    title: 'Night Drive',
    description: 'Warm keys over a slow beat.',
    musicTag: 'Chill',
    price: '24.99',
    duration: '00:02',
    bpm: '92',
    musicalKey: 'A minor',
    label: 'Moonlight Records',
    coverImage: { bytes: jpeg(), name: 'cover.jpg', type: 'image/jpeg' },
    coverWebp128: { bytes: webp(128), name: 'cover-128.webp', type: 'image/webp' },
    coverWebp400: { bytes: webp(400), name: 'cover-400.webp', type: 'image/webp' },
    coverWebp800: { bytes: webp(800), name: 'cover-800.webp', type: 'image/webp' },
    audioFile: { bytes: mp3(2), name: 'night-drive.mp3', type: 'audio/mpeg' },
    waveform: JSON.stringify(peaks),
    ...overrides,
  });

const row = async (id: number) => (await db().select().from(songs).where(eq(songs.id, id)))[0];
const published = async () =>
  (await getJson<Page<Song>>('/api/songs/published?limit=100')).body.data.map((s) => s.title);

let admin: { cookie: string; id: string };
beforeEach(async () => {
  admin = await adminCookie();
});

describe('POST /api/songs (upload)', () => {
  it('stores a track with its cover, sizes, preview and fields, and the store lists it at once', async () => {
    const { status, body } = await postSong(admin.cookie, newTrack());
    expect(status).toBe(201);
    const song = body.data;
    expect(song).toMatchObject({
      title: 'Night Drive',
      description: 'Warm keys over a slow beat.',
      musicTag: ['Chill'],
      pricing: 24.99,
      bpm: 92,
      musicalKey: 'A minor',
      label: 'Moonlight Records',
      status: 'published',
      waveform: peaks,
      files: { mp3: false, wav: false, stems: false },
    });
    // The length is read from the audio itself, not taken from the form.
    expect(song.durationSeconds).toBe(2);
    // Pages show the 800 px WebP; both sizes are listed for srcset.
    expect(song.coverImage).toMatch(/^\/media\/covers\/[0-9a-f]+\.webp$/);
    expect(Object.keys(song.coverSizes ?? {})).toEqual(['128', '400', '800']);
    const stored = await row(song.id);
    expect(stored).toMatchObject({ pricing: 2499, userId: admin.id, deletedAt: null });
    expect(await env.MEDIA.head(stored?.coverKey ?? '')).not.toBeNull();
    expect((await env.MEDIA.head(stored?.previewKey ?? ''))?.httpMetadata?.contentType).toBe('audio/mpeg');
    expect(await published()).toEqual(['Night Drive']);
    // The admin's Recent Uploads read the new releases, with how long ago each came out.
    const recent = await getJson<{ data: Song[] }>('/api/songs/new-releases?limit=7');
    expect(recent.body.data.map((s) => [s.title, s.publishedAgo])).toEqual([['Night Drive', 'just now']]);
  });

  it('takes the spec field names in any order, tags sent more than once, and the default tag', async () => {
    const form = new FormData();
    form.append('audioFile', new File([wav(1)], 'a.wav'));
    form.append('title', 'Order Free');
    form.append('coverImage', new File([png()], 'c.png'));
    const plain = await postSong(admin.cookie, form);
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ musicTag: ['Inspiring'], pricing: 0, durationSeconds: 1, bpm: null });

    const tagged = await postSong(admin.cookie, newTrack({ musicTag: ['Chill', 'Lo-Fi', 'chill'], pricing: '19.5' }));
    expect(tagged.body.data).toMatchObject({ musicTag: ['Chill', 'Lo-Fi'], pricing: 19.5 });
  });

  it.each([
    ['MP3', () => mp3(1)],
    ['WAV', () => wav(1)],
    ['FLAC', () => flac(1)],
    ['AAC in M4A', () => m4a(1)],
  ])('takes %s audio, recognised by its content whatever its name', async (_, audio) => {
    const { status, body } = await postSong(
      admin.cookie,
      newTrack({ audioFile: { bytes: audio(), name: 'upload.bin', type: 'application/octet-stream' } }),
    );
    expect(status).toBe(201);
    expect(body.data.durationSeconds).toBe(1);
  });

  it('refuses a form without title, cover or audio with the spec message, and stores nothing', async () => {
    const { status, body } = await postSong(admin.cookie, songForm({ title: '  ', description: 'no files' }));
    expect(status).toBe(400);
    expect(body.message).toBe(SONG_MESSAGES.required);
    expect(Object.keys(body.errors ?? {})).toEqual(['title', 'coverImage', 'audioFile']);
    // A file picker left alone sends an empty file: that is no file.
    const empty = await postSong(admin.cookie, newTrack({ coverImage: { bytes: new Uint8Array(), name: '' } }));
    expect(empty.body.errors).toEqual({ coverImage: [SONG_MESSAGES.required] });
    expect(await db().select().from(songs)).toEqual([]);
  });

  it.each([
    [
      'a text file named .mp3',
      { audioFile: { bytes: text('not audio'), name: 'song.mp3', type: 'audio/mpeg' } },
      'audioFile',
      SONG_MESSAGES.audioInvalid,
    ],
    [
      'a cover that is a WAV',
      { coverImage: { bytes: wav(0.1), name: 'cover.jpg', type: 'image/jpeg' } },
      'coverImage',
      SONG_MESSAGES.imageInvalid,
    ],
    [
      'an SVG cover',
      { coverImage: { bytes: text('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'c.svg' } },
      'coverImage',
      SONG_MESSAGES.imageInvalid,
    ],
    [
      'a JPEG as the WebP size',
      { coverWebp128: { bytes: jpeg(), name: 'c.webp' } },
      'coverWebp128',
      SONG_MESSAGES.coverSizeInvalid,
    ],
  ])('refuses %s by its content (415) and stores nothing', async (_, override, field, message) => {
    const { status, body } = await postSong(admin.cookie, newTrack(override));
    expect(status).toBe(415);
    expect(body).toEqual({ message, errors: { [field]: [message] } });
    expect(await db().select().from(songs)).toEqual([]);
    expect((await env.MEDIA.list()).objects).toEqual([]);
  });

  it('refuses an image over 5 MB and audio over 50 MB (413)', async () => {
    const bigCover = await postSong(
      admin.cookie,
      newTrack({ coverImage: { bytes: jpeg(5 * 1024 * 1024), name: 'c.jpg' } }),
    );
    expect(bigCover.status).toBe(413);
    expect(bigCover.body.message).toBe(SONG_MESSAGES.imageTooLarge);
    const bigAudio = await postSong(
      admin.cookie,
      newTrack({ audioFile: { bytes: new Uint8Array(50 * 1024 * 1024 + 1), name: 'a.wav' } }),
    );
    expect(bigAudio.status).toBe(413);
    expect(bigAudio.body.message).toBe(SONG_MESSAGES.audioTooLarge);
    expect(await db().select().from(songs)).toEqual([]);
  });

  it('refuses a cover size that is not the size it names (400)', async () => {
    const { status, body } = await postSong(
      admin.cookie,
      newTrack({ coverWebp800: { bytes: webp(640), name: 'c.webp' } }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ coverWebp800: [SONG_MESSAGES.coverSizeInvalid] });
  });

  it.each([
    [{ title: 'x'.repeat(101) }, 'title', SONG_MESSAGES.titleTooLong, 400],
    [{ description: 'y'.repeat(501) }, 'description', SONG_MESSAGES.descriptionTooLong, 400],
    [{ bpm: '0' }, 'bpm', SONG_MESSAGES.bpmRange, 400],
    [{ bpm: '301' }, 'bpm', SONG_MESSAGES.bpmRange, 400],
    [{ bpm: '95.5' }, 'bpm', SONG_MESSAGES.bpmRange, 400],
    [{ duration: '3:25' }, 'duration', SONG_MESSAGES.durationPattern, 400],
    [{ waveform: '[0.5, 2]' }, 'waveform', SONG_MESSAGES.waveformInvalid, 400],
    [{ publishAt: 'next friday' }, 'publishAt', SONG_MESSAGES.scheduleInvalid, 400],
    [{ title: 'Bad\u202Etitle' }, 'title', SONG_MESSAGES.textInvalid, 400],
    [{ price: 'abc' }, 'price', SONG_MESSAGES.priceInvalid, 422],
    [{ price: '-1' }, 'price', SONG_MESSAGES.priceInvalid, 422],
    [{ price: '24.999' }, 'price', 'Price must have at most two decimals (whole cents), e.g. 24.99.', 422],
  ])('refuses %j with its message', async (override, field, message, status) => {
    const answer = await postSong(admin.cookie, newTrack(override));
    expect(answer.status).toBe(status);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(await db().select().from(songs)).toEqual([]);
  });

  it('refuses a body that is not a whole multipart form (400) and other content types (415)', async () => {
    const cut = await asAdmin(admin.cookie, '/api/songs', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf a form',
    });
    expect(cut.status).toBe(400);
    const json = await asAdmin(admin.cookie, '/api/songs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'JSON song' }),
    });
    expect(json.status).toBe(415);
    expect(await db().select().from(songs)).toEqual([]);
  });

  it('refuses a declared body over the form limit before reading it (413)', async () => {
    const { status, body } = await asAdmin(admin.cookie, '/api/songs', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', 'content-length': String(60 * 1024 * 1024) },
      body: '--XYZ--',
    });
    expect(status).toBe(413);
    expect(body.message).toBe('File too large. Please use smaller files.');
  });

  it('takes licensed files and the preview from finished multipart uploads, once', async () => {
    const preview = await uploadFile(admin.cookie, 'preview', 'wav', wav(3));
    const master = await uploadFile(admin.cookie, 'wav', 'wav', wav(3, 44100));
    const stems = await uploadFile(admin.cookie, 'stems', 'zip', (await import('../media-samples.ts')).stemsZip());
    const form = newTrack({ audioFile: '', audioUpload: preview.id, wavUpload: master.id, stemsUpload: stems.id });
    const { status, body } = await postSong(admin.cookie, form);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ durationSeconds: 3, files: { mp3: false, wav: true, stems: true } });
    const stored = await row(body.data.id);
    expect(stored?.previewKey).toMatch(/^previews\/.+\.wav$/);
    expect(await env.FILES.head(stored?.wavKey ?? '')).not.toBeNull();
    expect(await env.FILES.head(stored?.stemsKey ?? '')).not.toBeNull();
    // The song took the uploads: they are no longer open for another form, or for the sweep.
    expect(await db().select().from(uploads)).toEqual([]);
    const again = await postSong(admin.cookie, newTrack({ stemsUpload: stems.id }));
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ stemsUpload: [SONG_MESSAGES.uploadInvalid] });
  });

  it('refuses an upload in the wrong slot, or one that does not exist', async () => {
    const mp3Upload = await uploadFile(admin.cookie, 'mp3', 'mp3', mp3(1));
    const wrongSlot = await postSong(admin.cookie, newTrack({ wavUpload: mp3Upload.id }));
    expect(wrongSlot.body.errors).toEqual({ wavUpload: [SONG_MESSAGES.uploadInvalid] });
    const unknown = await postSong(admin.cookie, newTrack({ stemsUpload: crypto.randomUUID() }));
    expect(unknown.status).toBe(400);
    const malformed = await postSong(admin.cookie, newTrack({ stemsUpload: '../../etc/passwd' }));
    expect(malformed.status).toBe(400);
    expect(await db().select().from(songs)).toEqual([]);
  });
});

describe('scheduling', () => {
  it('keeps a scheduled track out of the store until its time, and lists it for the admin', async () => {
    const at = new Date(Date.now() + 2 * HOUR).toISOString();
    const { status, body } = await postSong(admin.cookie, newTrack({ title: 'Later Drop', publishAt: at }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await published()).toEqual([]);
    expect((await getJson(`/api/songs/${body.data.id}`)).status).toBe(404);
    expect((await getJson<{ data: Song[] }>('/api/songs/new-releases')).body.data).toEqual([]);
    // The admin reads it, and its answer is never cached.
    const asOwner = await asAdmin<AdminSong>(admin.cookie, `/api/songs/${body.data.id}`);
    expect(asOwner.body.data.status).toBe('scheduled');
    expect(asOwner.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('publishes it when its time comes', async () => {
    const { body } = await postSong(
      admin.cookie,
      newTrack({ title: 'Soon', publishAt: new Date(Date.now() + 1500).toISOString() }),
    );
    expect(await published()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await published()).toEqual(['Soon']);
    expect((await getJson(`/api/songs/${body.data.id}`)).status).toBe(200);
  });

  it('caps how long public pages and lists may be cached by the next release', async () => {
    await makeSong(admin.id, { title: 'On sale' });
    const far = await getJson('/api/songs/published');
    expect(far.res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=120, stale-while-revalidate=600');
    await postSong(admin.cookie, newTrack({ publishAt: new Date(Date.now() + 45_000).toISOString() }));
    const near = await getJson('/api/songs/published');
    const cacheControl = near.res.headers.get('cache-control') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(30);
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(45);
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThan(40);
    expect(cacheControl).toContain('stale-while-revalidate=60');
  });

  it('refuses a release more than five years ahead', async () => {
    const { status, body } = await postSong(admin.cookie, newTrack({ publishAt: '2099-01-01T00:00:00Z' }));
    expect(status).toBe(400);
    expect(body.errors?.publishAt).toEqual([SONG_MESSAGES.scheduleTooFar]);
  });
});

describe('GET /api/songs (the admin list)', () => {
  beforeEach(async () => {
    const now = Date.now();
    await makeSong(admin.id, { title: 'Alpha Live', publishAt: now - 3 * HOUR });
    await makeSong(admin.id, { title: 'Bravo Later', publishAt: now + 3 * HOUR });
    const sold = await makeSong(admin.id, { title: 'Charlie Sold', publishAt: now - 2 * HOUR });
    await db().update(songs).set({ exclusiveSoldAt: now, playCount: 9 }).where(eq(songs.id, sold));
    const gone = await makeSong(admin.id, { title: 'Delta Gone' });
    await db().update(songs).set({ deletedAt: now }).where(eq(songs.id, gone));
  });

  const list = (query: string) => asAdmin<AdminSong[]>(admin.cookie, `/api/songs${query}`);

  it('lists every song but deleted ones, newest first, with status and the total in x-total-count', async () => {
    const { status, body, res } = await list('?_start=0&_end=10');
    expect(status).toBe(200);
    expect(body.data.map((s) => [s.title, s.status])).toEqual([
      ['Charlie Sold', 'sold'],
      ['Bravo Later', 'scheduled'],
      ['Alpha Live', 'published'],
    ]);
    expect(body.total).toBe(3);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('pages, sorts and filters on the server', async () => {
    const page = await list('?_start=1&_end=2&_sort=title&_order=asc');
    expect(page.body.data.map((s) => s.title)).toEqual(['Bravo Later']);
    expect(page.res.headers.get('x-total-count')).toBe('3');
    expect((await list('?_sort=playCount&_order=desc&_end=1')).body.data[0]?.title).toBe('Charlie Sold');
    expect((await list('?status=scheduled')).body.data.map((s) => s.title)).toEqual(['Bravo Later']);
    expect((await list('?status=deleted')).body.data.map((s) => s.title)).toEqual(['Delta Gone']);
  });

  it('counts each status as many songs as it lists (the totals come from indexes and the kept count)', async () => {
    const now = Date.now();
    await makeSong(admin.id, { title: 'Foxtrot Live', publishAt: now - HOUR });
    const expected = { published: 2, scheduled: 1, sold: 1, deleted: 1 };
    for (const [status, total] of Object.entries(expected)) {
      const { body, res } = await list(`?status=${status}&_end=100`);
      expect([status, body.data.length, body.total]).toEqual([status, total, total]);
      expect(res.headers.get('x-total-count')).toBe(String(total));
    }
    expect((await list('?_end=100')).body.total).toBe(4);
  });

  it('pages through every ordering with each live song once, ties by publication time', async () => {
    const now = Date.now();
    // Same plays, price and length as the others: the ties fall to the publication time.
    await makeSong(admin.id, { title: 'Golf Older', publishAt: now - 5 * HOUR });
    await makeSong(admin.id, { title: 'Hotel Newer', publishAt: now - HOUR });
    for (const sort of ['createdAt', 'publishedAt', 'title', 'playCount', 'likeCount', 'duration', 'pricing']) {
      for (const order of ['asc', 'desc']) {
        const whole = (await list(`?_sort=${sort}&_order=${order}&_end=100`)).body.data.map((s) => s.title);
        const paged: string[] = [];
        for (let start = 0; start < whole.length; start += 2) {
          const page = await list(`?_sort=${sort}&_order=${order}&_start=${start}&_end=${start + 2}`);
          paged.push(...page.body.data.map((s) => s.title));
        }
        expect([sort, order, paged]).toEqual([sort, order, whole]);
        expect(new Set(whole).size).toBe(5);
      }
    }
    const byPrice = (await list('?_sort=pricing&_order=asc&_end=100')).body.data.map((s) => s.title);
    expect(byPrice.indexOf('Golf Older')).toBeLessThan(byPrice.indexOf('Hotel Newer'));
  });

  it('searches titles only', async () => {
    await makeSong(admin.id, { title: 'Echo', description: 'alpha in the description' });
    const gone = await makeSong(admin.id, { title: 'Alpha Gone' });
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, gone));
    // The total is the title's matches less the deleted ones among them.
    expect((await list('?q=alph')).body).toMatchObject({ data: [{ title: 'Alpha Live' }], total: 1 });
    expect((await list('?q=alph&status=deleted')).body).toMatchObject({ data: [{ title: 'Alpha Gone' }], total: 1 });
    expect((await list('?q=delta')).body).toMatchObject({ data: [], total: 0 });
    expect((await list('?q=nothing%20like%20it')).body).toMatchObject({ data: [], total: 0 });
  });

  it.each(['_sort=price', '_order=up', '_start=-1', '_end=abc', 'status=hidden', `q=${'x'.repeat(201)}`])(
    'answers a bad query (%s) with 400',
    async (query) => {
      expect((await list(`?${query}`)).status).toBe(400);
    },
  );

  it('never sends more than a page', async () => {
    const { body } = await list('?_start=0&_end=100000');
    expect(body.data.length).toBeLessThanOrEqual(100);
  });
});

describe('PUT /api/songs/{id} (edit)', () => {
  let id: number;
  beforeEach(async () => {
    id = (await postSong(admin.cookie, newTrack())).body.data.id;
  });

  it('changes fields sent as JSON and keeps the rest; the store shows the new price', async () => {
    const { status, body } = await putSong(admin.cookie, id, {
      title: 'Night Drive (Remix)',
      pricing: 34.5,
      musicTag: ['Upbeat'],
      bpm: 128,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Night Drive (Remix)',
      pricing: 34.5,
      musicTag: ['Upbeat'],
      bpm: 128,
      label: 'Moonlight Records',
    });
    const inStore = await getJson<{ data: Song }>(`/api/songs/${id}`);
    expect(inStore.body.data.pricing).toBe(34.5);
    expect(await db().select({ tag: songTags.tag }).from(songTags).where(eq(songTags.songId, id))).toEqual([
      { tag: 'Upbeat' },
    ]);
  });

  it('clears the optional fields sent blank', async () => {
    const { body } = await putSong(admin.cookie, id, songForm({ musicalKey: '', label: '', bpm: '' }));
    expect(body.data).toMatchObject({ musicalKey: null, label: null, bpm: null, title: 'Night Drive' });
  });

  it('replaces the cover: the old one goes, and its old sizes are not shown for the new one', async () => {
    const before = await row(id);
    const { status, body } = await putSong(
      admin.cookie,
      id,
      songForm({ coverImage: { bytes: png(), name: 'new.png' } }),
    );
    expect(status).toBe(200);
    expect(body.data.coverImage).toMatch(/^\/media\/covers\/.+\.png$/);
    expect(body.data.coverSizes).toEqual({});
    expect(await env.MEDIA.head(before?.coverKey ?? '')).toBeNull();
  });

  it('replaces a licensed file without taking it from buyers: a bought file stays, an unbought one goes', async () => {
    const first = await uploadFile(admin.cookie, 'wav', 'wav', wav(1, 22050));
    await putSong(admin.cookie, id, songForm({ wavUpload: first.id }));
    const bought = (await row(id))?.wavKey ?? '';
    const buyer = await makeAccountId();
    await makeOrder({
      userId: buyer,
      lines: [{ songId: id, planId: await makePlan(), price: 2999, files: { wav: bought } }],
    });

    const second = await uploadFile(admin.cookie, 'wav', 'wav', wav(2, 22050));
    await putSong(admin.cookie, id, songForm({ wavUpload: second.id }));
    const current = (await row(id))?.wavKey ?? '';
    expect(current).not.toBe(bought);
    expect(await env.FILES.head(bought)).not.toBeNull();

    const third = await uploadFile(admin.cookie, 'wav', 'wav', wav(3, 22050));
    await putSong(admin.cookie, id, songForm({ wavUpload: third.id }));
    expect(await env.FILES.head(current)).toBeNull();
    expect(await env.FILES.head(bought)).not.toBeNull();
  });

  it('answers by status as the edit form expects them', async () => {
    const customer = await customerCookie();
    const anonymous = await getJson<{ message: string }>(`/api/songs/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"title":"x"}',
    });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, AUTH_MESSAGES.unauthorized]);
    expect((await putSong(customer, id, { title: 'Mine now' })).status).toBe(403);
    expect((await putSong(admin.cookie, 424242, { title: 'Nobody' })).body.message).toBe(SONG_NOT_FOUND);
    expect((await putSong(admin.cookie, id, {})).body.message).toBe(SONG_MESSAGES.nothingToUpdate);
    expect((await putSong(admin.cookie, id, { title: '' })).body.errors).toEqual({
      title: [SONG_MESSAGES.titleRequired],
    });
    expect((await putSong(admin.cookie, id, { pricing: 1.234 })).status).toBe(422);
    const badAudio = await putSong(admin.cookie, id, songForm({ audioFile: { bytes: jpeg(), name: 'a.mp3' } }));
    expect([badAudio.status, badAudio.body.message]).toEqual([415, SONG_MESSAGES.audioInvalid]);
    const malformed = await asAdmin(admin.cookie, `/api/songs/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(malformed.status).toBe(400);
    const other = await asAdmin(admin.cookie, `/api/songs/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(other.status).toBe(415);
    expect((await row(id))?.title).toBe('Night Drive');
  });

  it('reschedules a published track (it leaves the store until then)', async () => {
    await putSong(admin.cookie, id, { publishAt: new Date(Date.now() + HOUR).toISOString() });
    expect(await published()).toEqual([]);
  });
});

async function makeAccountId(): Promise<string> {
  const { makeAccount } = await import('./auth-fixtures.ts');
  return (await makeAccount()).id;
}

describe('DELETE /api/songs/{id}', () => {
  it('takes the track out of the store and keeps it and its files for its buyers', async () => {
    const stems = await uploadFile(admin.cookie, 'stems', 'zip', (await import('../media-samples.ts')).stemsZip());
    const { body } = await postSong(admin.cookie, newTrack({ stemsUpload: stems.id }));
    const id = body.data.id;
    const key = (await row(id))?.stemsKey ?? '';
    const buyer = await makeAccountId();
    await makeOrder({
      userId: buyer,
      lines: [{ songId: id, planId: await makePlan(), price: 14999, files: { stems: key } }],
    });

    const deleted = await asAdmin(admin.cookie, `/api/songs/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await published()).toEqual([]);
    expect((await getJson(`/api/songs/${id}`)).status).toBe(404);
    expect((await asAdmin(admin.cookie, `/api/songs/${id}`)).status).toBe(404);
    expect((await row(id))?.deletedAt).toEqual(expect.any(Number));
    expect(await env.FILES.head(key)).not.toBeNull();
    expect((await asAdmin(admin.cookie, `/api/songs/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
