/**
 * Saving and removing the voice tag (admins). A new file is checked before anything is written,
 * stored in the private FILES bucket under a key of its content, and the file it replaces is
 * deleted only once the row points to the new one: a failed save leaves the old tag whole, and
 * an object stored for a save that failed is deleted again.
 */
import { VOICE_TAG_MESSAGES, type VoiceTagForm } from '@beats/contract';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { badRequest } from '../http/errors.ts';
import { chosenFile } from '../http/form-file.ts';
import { putContent } from '../media/store.ts';
import { checkVoiceTagFile } from './voice-tag-file.ts';
import { changeVoiceTagSettings, deleteVoiceTag, replaceVoiceTagFile, type VoiceTagRow } from './voice-tag-queries.ts';

type FilesEnv = Pick<Env, 'FILES'>;

/** The folder of voice tag files in FILES, apart from the licensed files songs deliver. */
const VOICE_TAG_PREFIX = 'voice-tags';

/**
 * PUT /api/voice-tag: a new file and settings, or settings alone for the stored tag (400 when the
 * store has none yet: the first save needs its file).
 */
export async function saveVoiceTag(env: FilesEnv, db: Db, form: VoiceTagForm, now = Date.now()): Promise<VoiceTagRow> {
  const file = chosenFile(form.file);
  if (!file) {
    const row = await changeVoiceTagSettings(db, form, now);
    if (!row) throw badRequest(VOICE_TAG_MESSAGES.fileRequired, { file: [VOICE_TAG_MESSAGES.fileRequired] });
    return row;
  }
  const { bytes, info } = await checkVoiceTagFile(file);
  const stored = await putContent(env.FILES, VOICE_TAG_PREFIX, bytes, info.extension, info.contentType);
  let saved: Awaited<ReturnType<typeof replaceVoiceTagFile>>;
  try {
    saved = await replaceVoiceTagFile(
      db,
      {
        fileKey: stored.key,
        format: info.format,
        contentType: info.contentType,
        durationMs: Math.round(info.durationSeconds * 1000),
      },
      form,
      now,
    );
  } catch (error) {
    if (stored.created) await env.FILES.delete(stored.key);
    throw error;
  }
  // The same file sent again has the same key, which the row still uses.
  if (saved.previousKey && saved.previousKey !== stored.key) await env.FILES.delete(saved.previousKey);
  return saved.row;
}

/** DELETE /api/voice-tag: the row, then its file; nothing to do when the store has none. */
export async function removeVoiceTag(env: FilesEnv, db: Db): Promise<void> {
  const key = await deleteVoiceTag(db);
  if (key) await env.FILES.delete(key);
}
