/**
 * The files of a song form, checked by their content before anything is stored: the cover (JPG,
 * PNG or WebP, at most 5 MB), its WebP sizes (square, of their size), and a preview posted
 * directly (MP3, WAV, FLAC or AAC of at most 50 MB whose length can be read). Too large: 413;
 * not what it should be: 415, with the form's messages.
 */
import {
  COVER_SIZE_MAX_BYTES,
  COVER_SIZES,
  type CoverSize,
  coverSizeField,
  SONG_LIMITS,
  SONG_MESSAGES,
  type SongForm,
} from '@beats/contract';
import { HttpError } from '../http/errors.ts';
import { type AudioInfo, probeAudio } from '../media/probe/audio.ts';
import { bytesSource } from '../media/probe/byte-source.ts';
import { type ImageType, sniffImageType, webpSize } from '../media/probe/image.ts';

const refuse = (status: 400 | 413 | 415, field: string, message: string) =>
  new HttpError(status, message, { [field]: [message] });

/** A form's file field: a non-empty File, or nothing (browsers send an empty file for no choice). */
export const given = (value: unknown): File | null => (value instanceof File && value.size > 0 ? value : null);

const bytesOf = async (file: File): Promise<Uint8Array<ArrayBuffer>> => new Uint8Array(await file.arrayBuffer());

export interface CheckedImage {
  bytes: Uint8Array<ArrayBuffer>;
  type: ImageType;
}

export interface CheckedAudio {
  bytes: Uint8Array<ArrayBuffer>;
  info: AudioInfo;
}

/** The files a song form brought, each checked; what it did not bring is absent. */
export interface SongFormFiles {
  cover?: CheckedImage;
  coverSizes: Partial<Record<CoverSize, Uint8Array<ArrayBuffer>>>;
  audio?: CheckedAudio;
}

async function checkCover(file: File): Promise<CheckedImage> {
  if (file.size > SONG_LIMITS.imageBytes) throw refuse(413, 'coverImage', SONG_MESSAGES.imageTooLarge);
  const bytes = await bytesOf(file);
  const type = sniffImageType(bytes);
  if (!type) throw refuse(415, 'coverImage', SONG_MESSAGES.imageInvalid);
  return { bytes, type };
}

async function checkCoverSize(file: File, size: CoverSize): Promise<Uint8Array<ArrayBuffer>> {
  const field = coverSizeField(size);
  if (file.size > COVER_SIZE_MAX_BYTES) throw refuse(413, field, SONG_MESSAGES.coverSizeInvalid);
  const bytes = await bytesOf(file);
  const dimensions = webpSize(bytes);
  if (!dimensions) throw refuse(415, field, SONG_MESSAGES.coverSizeInvalid);
  if (dimensions.width !== size || dimensions.height !== size) throw refuse(400, field, SONG_MESSAGES.coverSizeInvalid);
  return bytes;
}

async function checkAudio(file: File): Promise<CheckedAudio> {
  if (file.size > SONG_LIMITS.audioBytes) throw refuse(413, 'audioFile', SONG_MESSAGES.audioTooLarge);
  const bytes = await bytesOf(file);
  const info = await probeAudio(bytesSource(bytes));
  if (!info) throw refuse(415, 'audioFile', SONG_MESSAGES.audioInvalid);
  return { bytes, info };
}

/** Checks every file of the form, in the form's order; the first refusal answers. */
export async function checkFormFiles(form: SongForm): Promise<SongFormFiles> {
  const files: SongFormFiles = { coverSizes: {} };
  const cover = given(form.coverImage);
  if (cover) files.cover = await checkCover(cover);
  for (const size of COVER_SIZES) {
    const file = given(form[coverSizeField(size)]);
    if (file) files.coverSizes[size] = await checkCoverSize(file, size);
  }
  const audio = given(form.audioFile);
  if (audio) files.audio = await checkAudio(audio);
  return files;
}

/** Whether the form brought a file (a cover, its sizes or a preview). */
export const hasFiles = (form: SongForm): boolean =>
  [form.coverImage, form.audioFile, ...COVER_SIZES.map((size) => form[coverSizeField(size)])].some(
    (value) => given(value) !== null,
  );
