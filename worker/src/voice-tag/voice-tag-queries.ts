/**
 * The voice tag's one row (`id` 1): read, its settings changed, its file replaced, removed. Each
 * write is one statement or one D1 batch, so the key a replaced or removed file had is the one
 * the row held at that moment, never a key read earlier that another save has since replaced.
 */
import { VOICE_TAG_LIMITS, type VoiceTag, type VoiceTagForm } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { voiceTag } from '../db/schema.ts';

export type VoiceTagRow = typeof voiceTag.$inferSelect;

/** The file's columns, as a checked upload gives them. */
export type VoiceTagFile = Pick<VoiceTagRow, 'fileKey' | 'format' | 'contentType' | 'durationMs'>;

/**
 * How often, how loud and how long a preview is; what the form left out is undefined and keeps
 * its value (a preview length of null is sent: the whole track).
 */
export type VoiceTagSettings = Pick<VoiceTagForm, 'everySeconds' | 'volumePercent' | 'previewSeconds'>;

const ONLY = 1;

/** Where the admin fetches the file: the query changes with the file, so no copy of an older one is used. */
export const VOICE_TAG_FILE_PATH = '/api/voice-tag/file';

/** The voice tag as the admin sees it. */
export function voiceTagOf(row: VoiceTagRow): VoiceTag {
  // Keys are `voice-tags/<content hash>.<extension>`: the hash is the file's version.
  const version = row.fileKey.slice(row.fileKey.lastIndexOf('/') + 1).replace(/\..*$/, '');
  return {
    format: row.format,
    durationSeconds: row.durationMs / 1000,
    everySeconds: row.everySeconds,
    volumePercent: row.volumePercent,
    previewSeconds: row.previewSeconds,
    fileUrl: `${VOICE_TAG_FILE_PATH}?v=${encodeURIComponent(version)}`,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function findVoiceTag(db: Db): Promise<VoiceTagRow | null> {
  const [row] = await db.select().from(voiceTag).where(eq(voiceTag.id, ONLY));
  return row ?? null;
}

/** The settings the form sent; the rest are left out, so they keep their values. */
const sentSettings = (settings: VoiceTagSettings) => ({
  ...(settings.everySeconds !== undefined && { everySeconds: settings.everySeconds }),
  ...(settings.volumePercent !== undefined && { volumePercent: settings.volumePercent }),
  ...(settings.previewSeconds !== undefined && { previewSeconds: settings.previewSeconds }),
});

/**
 * Changes how often and how loud the stored tag plays, and how long a preview is; null when the
 * store has no voice tag.
 */
export async function changeVoiceTagSettings(
  db: Db,
  settings: VoiceTagSettings,
  now: number,
): Promise<VoiceTagRow | null> {
  const [row] = await db
    .update(voiceTag)
    .set({ ...sentSettings(settings), updatedAt: now })
    .where(eq(voiceTag.id, ONLY))
    .returning();
  return row ?? null;
}

/**
 * Points the row to a new file (a first tag takes the default settings for what the form left
 * out). Returns the row and the key it held before, if any: that object is no longer used.
 */
export async function replaceVoiceTagFile(
  db: Db,
  file: VoiceTagFile,
  settings: VoiceTagSettings,
  now: number,
): Promise<{ row: VoiceTagRow; previousKey: string | null }> {
  const sent = sentSettings(settings);
  const [before, after] = await db.batch([
    db.select({ fileKey: voiceTag.fileKey }).from(voiceTag).where(eq(voiceTag.id, ONLY)),
    db
      .insert(voiceTag)
      .values({
        id: ONLY,
        ...file,
        everySeconds: VOICE_TAG_LIMITS.everySeconds.default,
        volumePercent: VOICE_TAG_LIMITS.volumePercent.default,
        ...sent,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: voiceTag.id, set: { ...file, ...sent, updatedAt: now } })
      .returning(),
  ]);
  const row = after[0];
  if (!row) throw new Error('The voice tag upsert returned no row');
  return { row, previousKey: before[0]?.fileKey ?? null };
}

/** Removes the row; the key its file had, or null when there was none. */
export async function deleteVoiceTag(db: Db): Promise<string | null> {
  const [row] = await db.delete(voiceTag).where(eq(voiceTag.id, ONLY)).returning({ fileKey: voiceTag.fileKey });
  return row?.fileKey ?? null;
}
