/**
 * R2 multipart uploads of a song's large files. A file is checked by its content twice: its first
 * part must start like the format it was announced as, and the whole file, once put together, must
 * be that format (audio decoded far enough to read its length, a ZIP whole to its directory).
 * A file that fails is deleted at once; uploads never finished are aborted by the Cron.
 */
import {
  FORMATS_OF_KIND,
  partCount,
  partSize,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_WRONG_TYPE,
  type Upload,
  type UploadFormat,
  type UploadStart,
} from '@beats/contract';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { isFormat, probeAudio } from '../media/probe/audio.ts';
import { r2Source, startsWith } from '../media/probe/byte-source.ts';
import { zipEntries } from '../media/probe/zip.ts';
import {
  abandonedUploads,
  BUCKET_OF_KIND,
  deleteUploadRow,
  insertUpload,
  listParts,
  markCompleted,
  PREFIX_OF_KIND,
  recordPart,
  toUpload,
  type UploadRow,
  unclaimedUploads,
} from './upload-queries.ts';

const CONTENT_TYPES: Record<UploadFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  zip: 'application/zip',
};

const ID3 = [0x49, 0x44, 0x33];

/** Whether the first bytes of a file are how a file of this format starts (its tags included). */
function startsLike(format: UploadFormat, head: Uint8Array): boolean {
  const frameSync = head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0;
  switch (format) {
    case 'mp3':
      return startsWith(head, ID3) || frameSync;
    case 'aac':
      return startsWith(head, ID3) || (frameSync && ((head[1] ?? 0) & 0x06) === 0);
    case 'flac':
      return startsWith(head, ID3) || startsWith(head, [0x66, 0x4c, 0x61, 0x43]);
    case 'wav':
      return startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x41, 0x56, 0x45], 8);
    case 'm4a':
      return startsWith(head, [0x66, 0x74, 0x79, 0x70], 4);
    case 'zip':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
  }
}

const formatOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1) as UploadFormat;

const bucketOf = (env: Pick<Env, 'MEDIA' | 'FILES'>, row: Pick<UploadRow, 'bucket'>): R2Bucket => env[row.bucket];

/** Opens an upload: checks the announced size (413) and format (415) before anything is stored. */
export async function startUpload(env: Env, db: Db, userId: string, start: UploadStart): Promise<Upload> {
  const limit = UPLOAD_LIMITS[start.kind];
  if (start.size > limit.bytes) throw new HttpError(413, limit.tooLarge, { size: [limit.tooLarge] });
  if (!FORMATS_OF_KIND[start.kind].includes(start.format)) {
    const message = UPLOAD_WRONG_TYPE[start.kind];
    throw new HttpError(415, message, { format: [message] });
  }
  const id = crypto.randomUUID();
  const bucket = BUCKET_OF_KIND[start.kind];
  const key = `${PREFIX_OF_KIND[start.kind]}/${id}.${start.format}`;
  const multipart = await env[bucket].createMultipartUpload(key, {
    httpMetadata: { contentType: CONTENT_TYPES[start.format] },
  });
  const row = { id, bucket, key, r2UploadId: multipart.uploadId, kind: start.kind, size: start.size, userId };
  await insertUpload(db, row);
  return toUpload({ ...row, createdAt: Date.now(), completedAt: null, durationSeconds: null }, []);
}

/** The upload with the parts R2 has: what a client resuming after a dropped connection needs. */
export async function describeUpload(db: Db, row: UploadRow): Promise<Upload> {
  return toUpload(
    row,
    (await listParts(db, row.id)).map((part) => part.partNumber),
  );
}

/** Receives part `n` (from 1); sending a part again replaces it. */
export async function receivePart(env: Env, db: Db, row: UploadRow, n: number, bytes: Uint8Array): Promise<number> {
  if (row.completedAt !== null) throw new HttpError(409, UPLOAD_MESSAGES.finished);
  if (n > partCount(row.size)) throw notFound(UPLOAD_MESSAGES.partNumber);
  if (bytes.byteLength !== partSize(row.size, n)) throw new HttpError(400, UPLOAD_MESSAGES.partSize);
  if (n === 1 && !startsLike(formatOfKey(row.key), bytes.subarray(0, 12))) {
    throw new HttpError(415, UPLOAD_WRONG_TYPE[row.kind]);
  }
  const multipart = bucketOf(env, row).resumeMultipartUpload(row.key, row.r2UploadId);
  const part = await multipart.uploadPart(n, bytes);
  await recordPart(db, row.id, n, part.etag, bytes.byteLength);
  return bytes.byteLength;
}

/** What a completed file is, by its content: audio of its format with its length, or a whole ZIP. */
async function checkContent(
  bucket: R2Bucket,
  row: UploadRow,
): Promise<{ ok: boolean; durationSeconds: number | null }> {
  const source = r2Source(bucket, row.key, row.size);
  const format = formatOfKey(row.key);
  if (format === 'zip') return { ok: (await zipEntries(source)) !== null, durationSeconds: null };
  const audio = await probeAudio(source);
  if (!isFormat(audio, [format])) return { ok: false, durationSeconds: null };
  return { ok: true, durationSeconds: Math.round(audio.durationSeconds) };
}

/**
 * Puts the parts together and checks the file. Completing twice answers the same; a file that
 * is not what it was announced as is deleted with its upload (415).
 */
export async function completeUpload(env: Env, db: Db, row: UploadRow): Promise<Upload> {
  if (row.completedAt !== null) return describeUpload(db, row);
  const parts = await listParts(db, row.id);
  const expected = partCount(row.size);
  const whole =
    parts.length === expected &&
    parts.every((part, i) => part.partNumber === i + 1 && part.size === partSize(row.size, i + 1));
  if (!whole) {
    throw new HttpError(409, UPLOAD_MESSAGES.incomplete, {
      parts: [`Received ${parts.length} of ${expected} parts.`],
    });
  }
  const bucket = bucketOf(env, row);
  await bucket
    .resumeMultipartUpload(row.key, row.r2UploadId)
    .complete(parts.map(({ partNumber, etag }) => ({ partNumber, etag })));
  const { ok, durationSeconds } = await checkContent(bucket, row);
  if (!ok) {
    await bucket.delete(row.key);
    await deleteUploadRow(db, row.id);
    throw new HttpError(415, UPLOAD_WRONG_TYPE[row.kind]);
  }
  const now = Date.now();
  await markCompleted(db, row.id, durationSeconds, now);
  return toUpload(
    { ...row, completedAt: now, durationSeconds },
    parts.map((part) => part.partNumber),
  );
}

/** Drops an upload and whatever R2 holds of it: the parts of an open one, the file of a finished one. */
export async function discardUpload(env: Pick<Env, 'MEDIA' | 'FILES'>, db: Db, row: UploadRow): Promise<void> {
  const bucket = bucketOf(env, row);
  if (row.completedAt === null) {
    try {
      await bucket.resumeMultipartUpload(row.key, row.r2UploadId).abort();
    } catch (error) {
      // Already aborted or expired in R2: nothing is left to remove.
      console.warn('Multipart upload was already gone', row.key, error);
    }
  } else {
    await bucket.delete(row.key);
  }
  await deleteUploadRow(db, row.id);
}

/** How long an upload may stay open, or finished without a song taking it. */
export const UPLOAD_TTL_MS = 86_400_000;

/**
 * The Cron's sweep: uploads open for more than a day are aborted, files uploaded more than a day
 * ago that no song took are deleted, so a closed tab or a discarded form leaves nothing in R2.
 */
export async function sweepUploads(
  env: Pick<Env, 'MEDIA' | 'FILES'>,
  db: Db,
  now = Date.now(),
): Promise<{ aborted: number; deleted: number }> {
  const before = now - UPLOAD_TTL_MS;
  const open = await abandonedUploads(db, before);
  for (const row of open) await discardUpload(env, db, row);
  const unclaimed = await unclaimedUploads(db, before);
  for (const row of unclaimed) await discardUpload(env, db, row);
  return { aborted: open.length, deleted: unclaimed.length };
}
