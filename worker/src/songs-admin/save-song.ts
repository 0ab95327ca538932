/**
 * Adding, changing and deleting songs (admins). Every file is checked before anything is written;
 * the song, its tags and the uploads it takes are written in one D1 batch (a transaction), so a
 * failure leaves no half-written song, and media stored for a save that failed is deleted again.
 * Replaced files are deleted only when nothing uses them: buyers keep what they bought.
 */
import {
  type AdminSong,
  COVER_SIZES,
  DEFAULT_MUSIC_TAG,
  SONG_MESSAGES,
  SONG_NOT_FOUND,
  type SongFields,
  type SongForm,
  type UploadKind,
} from '@beats/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { normalizeTags } from '../catalogue/create-song.ts';
import type { Db } from '../db/client.ts';
import { songs, songTags, uploads } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { chosenFile } from '../http/form-file.ts';
import { putContent } from '../media/store.ts';
import { findCompletedUploads, type UploadRow } from '../uploads/upload-queries.ts';
import { getAdminSong } from './admin-song-queries.ts';
import { deleteUnusedFiles, deleteUnusedMedia } from './file-references.ts';
import { checkFormFiles, type SongFormFiles } from './song-media.ts';

type MediaEnv = Pick<Env, 'MEDIA' | 'FILES'>;

const UPLOAD_SLOTS = {
  audioUpload: 'preview',
  mp3Upload: 'mp3',
  wavUpload: 'wav',
  stemsUpload: 'stems',
} as const satisfies Record<string, UploadKind>;
type UploadSlot = keyof typeof UPLOAD_SLOTS;

type TakenUploads = Partial<Record<UploadSlot, UploadRow>>;

/** The finished uploads the form names, each of its slot's kind (400 otherwise). */
async function findUploads(db: Db, fields: SongFields, userId: string): Promise<TakenUploads> {
  const slots = (Object.keys(UPLOAD_SLOTS) as UploadSlot[]).filter((slot) => fields[slot] !== undefined);
  const rows = await findCompletedUploads(
    db,
    slots.map((slot) => fields[slot] as string),
    userId,
  );
  const taken: TakenUploads = {};
  for (const slot of slots) {
    const row = rows.find((r) => r.id === fields[slot]);
    if (!row || row.kind !== UPLOAD_SLOTS[slot])
      throw badRequest(SONG_MESSAGES.uploadInvalid, { [slot]: [SONG_MESSAGES.uploadInvalid] });
    taken[slot] = row;
  }
  return taken;
}

interface StoredMedia {
  coverKey?: string;
  coverSizes?: Record<string, string>;
  previewKey?: string;
  /** Keys this save wrote (not there before), deleted again if the save fails. */
  created: string[];
}

async function storeMedia(env: MediaEnv, files: SongFormFiles): Promise<StoredMedia> {
  const stored: StoredMedia = { created: [] };
  const keep = (object: { key: string; created: boolean }) => {
    if (object.created) stored.created.push(object.key);
    return object.key;
  };
  if (files.cover) {
    const { bytes, type } = files.cover;
    stored.coverKey = keep(await putContent(env.MEDIA, 'covers', bytes, type.extension, type.contentType));
  }
  const sizes: Record<string, string> = {};
  for (const size of COVER_SIZES) {
    const bytes = files.coverSizes[size];
    if (bytes) sizes[size] = keep(await putContent(env.MEDIA, 'covers', bytes, 'webp', 'image/webp'));
  }
  if (Object.keys(sizes).length > 0) stored.coverSizes = sizes;
  if (files.audio) {
    const { bytes, info } = files.audio;
    stored.previewKey = keep(await putContent(env.MEDIA, 'previews', bytes, info.extension, info.contentType));
  }
  return stored;
}

/** The columns the form's fields set; what it left out is not in the result. */
function fieldColumns(fields: SongFields) {
  return {
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.pricing !== undefined && { pricing: fields.pricing }),
    ...(fields.bpm !== undefined && { bpm: fields.bpm }),
    ...(fields.duration !== undefined && { durationSeconds: fields.duration }),
    ...(fields.musicalKey !== undefined && { musicalKey: fields.musicalKey }),
    ...(fields.label !== undefined && { label: fields.label }),
    ...(fields.publishAt !== undefined && { publishAt: fields.publishAt }),
    ...(fields.waveform !== undefined && { waveform: JSON.stringify(fields.waveform) }),
    ...(fields.freeDownload !== undefined && { freeDownload: fields.freeDownload }),
  };
}

/**
 * The columns the stored media and the taken uploads set. A new preview brings its own length,
 * and is made with the voice tag only when the form says so. One made with the voice tag may
 * keep only the track's start (the tag's preview length), so the length the form measured on
 * the untagged file, when it sends one, stays the song's: the track is that long, not its preview.
 */
function fileColumns(media: StoredMedia, files: SongFormFiles, taken: TakenUploads, fields: SongFields) {
  const previewUpload = taken.audioUpload;
  const newPreview = media.previewKey !== undefined || previewUpload !== undefined;
  const trackLengthSent = fields.previewVoiceTag === true && fields.duration !== undefined;
  const duration = trackLengthSent
    ? undefined
    : files.audio
      ? Math.round(files.audio.info.durationSeconds)
      : previewUpload
        ? previewUpload.durationSeconds
        : undefined;
  return {
    ...(media.coverKey !== undefined && { coverKey: media.coverKey }),
    // A new cover without its sizes must not keep showing the old cover's.
    ...(media.coverKey !== undefined || media.coverSizes !== undefined
      ? { coverSizes: JSON.stringify(media.coverSizes ?? {}) }
      : {}),
    ...(media.previewKey !== undefined && { previewKey: media.previewKey }),
    ...(previewUpload && { previewKey: previewUpload.key }),
    ...(duration !== undefined && duration !== null && { durationSeconds: duration }),
    ...(newPreview && { previewVoiceTag: fields.previewVoiceTag === true }),
    ...(taken.mp3Upload && { mp3Key: taken.mp3Upload.key }),
    ...(taken.wavUpload && { wavKey: taken.wavUpload.key }),
    ...(taken.stemsUpload && { stemsKey: taken.stemsUpload.key }),
  };
}

/** Statements that take the uploads: their rows go, the song holds their keys from now on. */
const claimUploads = (db: Db, taken: TakenUploads) => {
  const ids = Object.values(taken).map((row) => row.id);
  return ids.length > 0 ? [db.delete(uploads).where(inArray(uploads.id, ids))] : [];
};

/** The statement that stores a song's tags (`songId`: a value, or SQL naming the song just inserted). */
function tagStatements(db: Db, songId: number | SQL, tags: string[]) {
  const rows = normalizeTags(tags).map((tag, position) => ({ ...tag, songId, position }));
  return rows.length > 0 ? [db.insert(songTags).values(rows)] : [];
}

/** Runs a save; if it fails, what it stored for the song is deleted again. */
async function undoingMedia<T>(env: MediaEnv, db: Db, media: StoredMedia, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await deleteUnusedMedia(env, db, media.created);
    throw error;
  }
}

const missing = (field: string) => ({ [field]: [SONG_MESSAGES.required] });

/**
 * POST /api/songs: a new song. Title, cover and preview audio (a file, or a finished upload)
 * are required; it is published at `publishAt`, or at once.
 */
export async function createSong(
  env: MediaEnv,
  db: Db,
  userId: string,
  form: SongForm,
  now = Date.now(),
): Promise<AdminSong> {
  const hasCover = chosenFile(form.coverImage) !== null;
  const hasAudio = chosenFile(form.audioFile) !== null || form.audioUpload !== undefined;
  if (!form.title || !hasCover || !hasAudio) {
    throw badRequest(SONG_MESSAGES.required, {
      ...(!form.title && missing('title')),
      ...(!hasCover && missing('coverImage')),
      ...(!hasAudio && missing('audioFile')),
    });
  }
  const files = await checkFormFiles(form);
  const taken = await findUploads(db, form, userId);
  const media = await storeMedia(env, files);
  const id = await undoingMedia(env, db, media, async () => {
    const values = {
      userId,
      title: form.title as string,
      publishAt: now,
      ...fieldColumns(form),
      ...fileColumns(media, files, taken, form),
    };
    const [inserted] = await db.batch([
      db.insert(songs).values(values).returning({ id: songs.id }),
      // The song is the newest row of its table inside this transaction (ids only grow).
      ...tagStatements(db, sql`(SELECT max(id) FROM songs)`, form.musicTag ?? [DEFAULT_MUSIC_TAG]),
      ...claimUploads(db, taken),
    ]);
    const row = inserted[0];
    if (!row) throw new Error('Song insert returned no row');
    return row.id;
  });
  const song = await getAdminSong(db, id, now);
  if (!song) throw new Error(`Song ${id} vanished after its insert`);
  return song;
}

/**
 * PUT /api/songs/{id}: changes what the form sends; the rest is kept. Files it replaces are
 * deleted once nothing uses them (licensed files stay while any order item delivers them).
 */
export async function updateSong(
  env: MediaEnv,
  db: Db,
  userId: string,
  id: number,
  form: SongForm | SongFields,
  now = Date.now(),
): Promise<AdminSong> {
  const [before] = await db
    .select()
    .from(songs)
    .where(and(eq(songs.id, id), isNull(songs.deletedAt)));
  if (!before) throw notFound(SONG_NOT_FOUND);
  const files =
    'coverImage' in form || 'audioFile' in form ? await checkFormFiles(form as SongForm) : { coverSizes: {} };
  const taken = await findUploads(db, form, userId);
  const media = await storeMedia(env, files);
  const changes = { ...fieldColumns(form), ...fileColumns(media, files, taken, form) };
  if (Object.keys(changes).length === 0 && form.musicTag === undefined) {
    throw badRequest(SONG_MESSAGES.nothingToUpdate);
  }
  await undoingMedia(env, db, media, async () => {
    await db.batch([
      db
        .update(songs)
        .set({ ...changes, updatedAt: now })
        .where(eq(songs.id, id)),
      ...(form.musicTag !== undefined
        ? [db.delete(songTags).where(eq(songTags.songId, id)), ...tagStatements(db, id, form.musicTag)]
        : []),
      ...claimUploads(db, taken),
    ]);
  });
  // What the change replaced goes, unless something else still uses it.
  const replaced = (column: 'coverKey' | 'previewKey' | 'mp3Key' | 'wavKey' | 'stemsKey'): string | null =>
    column in changes ? before[column] : null;
  const previousSizes =
    'coverSizes' in changes ? Object.values(JSON.parse(before.coverSizes) as Record<string, string>) : [];
  await deleteUnusedMedia(env, db, [replaced('coverKey'), replaced('previewKey'), ...previousSizes]);
  await deleteUnusedFiles(env, db, [replaced('mp3Key'), replaced('wavKey'), replaced('stemsKey')]);
  const song = await getAdminSong(db, id, now);
  if (!song) throw new HttpError(404, SONG_NOT_FOUND);
  return song;
}

/**
 * DELETE /api/songs/{id}: the song leaves the store (a soft delete). It and its files are kept
 * for everyone who bought a license; false when there is no such song (or it is already deleted).
 */
export async function deleteSong(db: Db, id: number, now = Date.now()): Promise<boolean> {
  const deleted = await db
    .update(songs)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(songs.id, id), isNull(songs.deletedAt)))
    .returning({ id: songs.id });
  return deleted.length > 0;
}
