/** The rows of R2 multipart uploads (`uploads`) and of the parts R2 has received (`upload_parts`). */
import { partCount, UPLOAD_PART_BYTES, type Upload, type UploadKind } from '@beats/contract';
import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadParts, uploads } from '../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** Which bucket a kind of file lives in: previews are public media, licensed files private. */
export const BUCKET_OF_KIND: Record<UploadKind, 'MEDIA' | 'FILES'> = {
  preview: 'MEDIA',
  mp3: 'FILES',
  wav: 'FILES',
  stems: 'FILES',
};

/** The folder of each kind in its bucket (the same as direct uploads and the seed use). */
export const PREFIX_OF_KIND: Record<UploadKind, string> = {
  preview: 'previews',
  mp3: 'tracks',
  wav: 'tracks',
  stems: 'stems',
};

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(row);
}

/** An upload of this user (admins see only their own uploads). */
export async function findUpload(db: Db, id: string, userId: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  return row ?? null;
}

export async function listParts(db: Db, uploadId: string) {
  return db
    .select({ partNumber: uploadParts.partNumber, etag: uploadParts.etag, size: uploadParts.size })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(asc(uploadParts.partNumber));
}

/** Records a received part; a part sent again (after a dropped answer) replaces the first. */
export async function recordPart(db: Db, uploadId: string, partNumber: number, etag: string, size: number) {
  await db
    .insert(uploadParts)
    .values({ uploadId, partNumber, etag, size })
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.partNumber], set: { etag, size } });
}

export async function markCompleted(db: Db, id: string, durationSeconds: number | null, now = Date.now()) {
  await db.update(uploads).set({ completedAt: now, durationSeconds }).where(eq(uploads.id, id));
}

export async function deleteUploadRow(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** An upload as its client sees it. */
export function toUpload(row: UploadRow, received: readonly number[]): Upload {
  return {
    id: row.id,
    kind: row.kind,
    size: row.size,
    partSize: UPLOAD_PART_BYTES,
    partCount: partCount(row.size),
    receivedParts: [...received],
    completed: row.completedAt !== null,
    durationSeconds: row.durationSeconds,
  };
}

/** Completed uploads of this user by id: what a song form may take. */
export async function findCompletedUploads(db: Db, ids: string[], userId: string): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId), isNotNull(uploads.completedAt)));
}

/** How many stale uploads one run of the Cron handles; the next hour takes the rest. */
const SWEEP_BATCH = 100;

/** Uploads begun before `before` and never completed. */
export async function abandonedUploads(db: Db, before: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.completedAt), lt(uploads.createdAt, before)))
    .limit(SWEEP_BATCH);
}

/** Uploads completed before `before` that no song took. */
export async function unclaimedUploads(db: Db, before: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(isNotNull(uploads.completedAt), lt(uploads.completedAt, before)))
    .limit(SWEEP_BATCH);
}
