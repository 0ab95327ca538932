import { createScheduledController, env } from 'cloudflare:test';
import { SONG_MESSAGES, UPLOAD_MESSAGES, UPLOAD_PART_BYTES, type Upload } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadParts, uploads } from '../../src/db/schema.ts';
import { jpeg, mp3, stemsZip, text, wav } from '../media-samples.ts';
import { adminCookie, asAdmin, completeUpload, sendPart, startUpload, uploadFile } from './admin-fixtures.ts';
import { db } from './fixtures.ts';
import worker from './test-worker.ts';

const DAY = 86_400_000;

/** A stems archive a little over two parts (stored, not compressed), so parts can arrive in any order. */
function bigZip(): Uint8Array {
  const filler = new Uint8Array(2 * UPLOAD_PART_BYTES + 1000);
  for (let i = 0; i < filler.length; i++) filler[i] = (i * 7919) % 251;
  return zipSync({ 'drums.wav': [filler, { level: 0 }] });
}

const parts = (bytes: Uint8Array) =>
  Array.from({ length: Math.ceil(bytes.byteLength / UPLOAD_PART_BYTES) }, (_, i) =>
    bytes.subarray(i * UPLOAD_PART_BYTES, (i + 1) * UPLOAD_PART_BYTES),
  );

const objects = async (bucket: R2Bucket) => (await bucket.list()).objects.map((o) => o.key);

let admin: { cookie: string; id: string };
beforeEach(async () => {
  admin = await adminCookie();
});

describe('multipart uploads', () => {
  it('takes a large stems ZIP in parts sent in any order, again after a dropped answer, and checks it whole', async () => {
    const zip = bigZip();
    const started = await startUpload(admin.cookie, 'stems', 'zip', zip.byteLength);
    expect(started.status).toBe(201);
    const upload = started.body.data;
    expect(upload).toMatchObject({
      kind: 'stems',
      partSize: UPLOAD_PART_BYTES,
      partCount: 3,
      receivedParts: [],
      completed: false,
    });

    const [first, second, third] = parts(zip);
    expect((await sendPart(admin.cookie, upload.id, 3, third as Uint8Array)).status).toBe(200);
    expect((await sendPart(admin.cookie, upload.id, 1, first as Uint8Array)).status).toBe(200);
    // The connection dropped before this answer: the client asks what arrived and sends the rest.
    const resumed = await asAdmin<Upload>(admin.cookie, `/api/uploads/${upload.id}`);
    expect(resumed.body.data.receivedParts).toEqual([1, 3]);
    const early = await completeUpload(admin.cookie, upload.id);
    expect([early.status, early.body.message]).toEqual([409, UPLOAD_MESSAGES.incomplete]);
    expect((await sendPart(admin.cookie, upload.id, 2, second as Uint8Array)).status).toBe(200);
    expect((await sendPart(admin.cookie, upload.id, 2, second as Uint8Array)).status).toBe(200);

    const done = await completeUpload(admin.cookie, upload.id);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ completed: true, receivedParts: [1, 2, 3], durationSeconds: null });
    const [key] = await objects(env.FILES);
    expect(key).toMatch(/^stems\/.+\.zip$/);
    expect((await env.FILES.head(key ?? ''))?.size).toBe(zip.byteLength);
    // Completing again answers the same; no part is taken any more.
    expect((await completeUpload(admin.cookie, upload.id)).status).toBe(200);
    expect((await sendPart(admin.cookie, upload.id, 1, first as Uint8Array)).status).toBe(409);
  });

  it('reads the length of audio uploaded in parts', async () => {
    const done = await uploadFile(admin.cookie, 'preview', 'mp3', mp3(3));
    expect(done.durationSeconds).toBe(3);
    expect((await env.MEDIA.head((await objects(env.MEDIA))[0] ?? ''))?.httpMetadata?.contentType).toBe('audio/mpeg');
  });

  it('refuses a file larger than its kind allows before anything is stored (413)', async () => {
    const stems = await startUpload(admin.cookie, 'stems', 'zip', 1024 * 1024 * 1024 + 1);
    expect([stems.status, stems.body.message]).toEqual([413, SONG_MESSAGES.zipTooLarge]);
    const audio = await startUpload(admin.cookie, 'wav', 'wav', 50 * 1024 * 1024 + 1);
    expect([audio.status, audio.body.message]).toEqual([413, SONG_MESSAGES.audioTooLarge]);
    expect(await db().select().from(uploads)).toEqual([]);
  });

  it('refuses a format the kind cannot have (415), and bad sizes or kinds (400)', async () => {
    const wrong = await startUpload(admin.cookie, 'stems', 'mp3', 1000);
    expect([wrong.status, wrong.body.message]).toEqual([415, SONG_MESSAGES.zipInvalid]);
    expect((await startUpload(admin.cookie, 'mp3', 'wav', 1000)).status).toBe(415);
    expect((await startUpload(admin.cookie, 'stems', 'zip', 0)).status).toBe(400);
    expect((await startUpload(admin.cookie, 'video' as 'stems', 'zip', 10)).status).toBe(400);
    expect((await startUpload(admin.cookie, 'stems', 'zip', 1.5)).status).toBe(400);
  });

  it('refuses a first part that does not start like its format (415)', async () => {
    const bytes = text('PK? no, a text file renamed to stems.zip');
    const { body } = await startUpload(admin.cookie, 'stems', 'zip', bytes.byteLength);
    const sent = await sendPart(admin.cookie, body.data.id, 1, bytes);
    expect([sent.status, sent.body.message]).toEqual([415, SONG_MESSAGES.zipInvalid]);
  });

  it('deletes a file that turns out not to be what it was announced as (415)', async () => {
    // Starts like a WAV, but has no audio in it.
    const fake = wav(1).slice(0, 40);
    const { body } = await startUpload(admin.cookie, 'wav', 'wav', fake.byteLength);
    expect((await sendPart(admin.cookie, body.data.id, 1, fake)).status).toBe(200);
    const done = await completeUpload(admin.cookie, body.data.id);
    expect([done.status, done.body.message]).toEqual([415, SONG_MESSAGES.wavInvalid]);
    expect(await objects(env.FILES)).toEqual([]);
    expect(await db().select().from(uploads)).toEqual([]);
  });

  it('refuses a part of the wrong size, number or type', async () => {
    const audio = wav(1);
    const { body } = await startUpload(admin.cookie, 'wav', 'wav', audio.byteLength);
    const id = body.data.id;
    expect((await sendPart(admin.cookie, id, 1, audio.subarray(0, 100))).body.message).toBe(UPLOAD_MESSAGES.partSize);
    expect((await sendPart(admin.cookie, id, 2, audio)).status).toBe(404);
    expect((await sendPart(admin.cookie, id, 0, audio)).status).toBe(404);
    const asJson = await asAdmin(admin.cookie, `/api/uploads/${id}/parts/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(asJson.status).toBe(415);
    const tooBig = await asAdmin(admin.cookie, `/api/uploads/${id}/parts/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(UPLOAD_PART_BYTES + 1) },
      body: 'x',
    });
    expect(tooBig.status).toBe(413);
    expect(await db().select().from(uploadParts)).toEqual([]);
  });

  it("keeps each admin's uploads to themselves", async () => {
    const mine = await uploadFile(admin.cookie, 'mp3', 'mp3', mp3(1));
    const other = await adminCookie();
    expect((await asAdmin(other.cookie, `/api/uploads/${mine.id}`)).status).toBe(404);
    expect((await asAdmin(other.cookie, `/api/uploads/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin(admin.cookie, '/api/uploads/not-a-uuid')).status).toBe(404);
  });

  it('drops an upload on request: an open one is aborted, a finished one deleted', async () => {
    const audio = wav(1);
    const open = await startUpload(admin.cookie, 'wav', 'wav', audio.byteLength);
    await sendPart(admin.cookie, open.body.data.id, 1, audio);
    expect((await asAdmin(admin.cookie, `/api/uploads/${open.body.data.id}`, { method: 'DELETE' })).status).toBe(204);
    const finished = await uploadFile(admin.cookie, 'mp3', 'mp3', mp3(1));
    expect(await objects(env.FILES)).toHaveLength(1);
    expect((await asAdmin(admin.cookie, `/api/uploads/${finished.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await objects(env.FILES)).toEqual([]);
    expect(await db().select().from(uploads)).toEqual([]);
  });
});

describe('the Cron sweep of uploads', () => {
  it('aborts uploads left open for a day and deletes finished ones no song took, leaving recent ones', async () => {
    const audio = wav(1);
    const abandoned = await startUpload(admin.cookie, 'wav', 'wav', audio.byteLength);
    await sendPart(admin.cookie, abandoned.body.data.id, 1, audio);
    const unclaimed = await uploadFile(admin.cookie, 'stems', 'zip', stemsZip());
    const recent = await uploadFile(admin.cookie, 'mp3', 'mp3', mp3(1));
    const longAgo = Date.now() - 2 * DAY;
    await db().update(uploads).set({ createdAt: longAgo }).where(eq(uploads.id, abandoned.body.data.id));
    await db().update(uploads).set({ createdAt: longAgo, completedAt: longAgo }).where(eq(uploads.id, unclaimed.id));
    const multipart = (await db().select().from(uploads).where(eq(uploads.id, abandoned.body.data.id)))[0];

    const controller = createScheduledController({ scheduledTime: new Date(), cron: '7 * * * *' });
    await worker.scheduled(controller, env);

    expect((await db().select().from(uploads)).map((u) => u.id)).toEqual([recent.id]);
    expect(await objects(env.FILES)).toEqual([expect.stringMatching(/^tracks\/.+\.mp3$/)]);
    // The aborted multipart upload can take no more parts.
    const gone = env.FILES.resumeMultipartUpload(multipart?.key ?? '', multipart?.r2UploadId ?? '');
    await expect(gone.uploadPart(1, audio)).rejects.toThrow();
  });
});

describe('covers', () => {
  it('are not uploaded in parts', async () => {
    expect((await startUpload(admin.cookie, 'cover' as 'stems', 'zip', jpeg().byteLength)).status).toBe(400);
  });
});
