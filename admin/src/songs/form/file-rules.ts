/**
 * The song forms' checks of a chosen file, before anything is sent: its type (by name or type;
 * the server decides again by the bytes) and its size, with the spec's messages. The same limits
 * as the server's (SONG_LIMITS, UPLOAD_LIMITS).
 */
import {
  FORMATS_OF_KIND,
  formatOfFileName,
  SONG_LIMITS,
  SONG_MESSAGES,
  UPLOAD_LIMITS,
  UPLOAD_WRONG_TYPE,
  type UploadFormat,
  type UploadKind,
} from '@beats/contract';

const MIME_FORMATS: Record<string, UploadFormat> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};

interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** The format a chosen file announces (its name, else its type); the server decides by its bytes. */
export const formatOfFile = (file: Pick<ChosenFile, 'name' | 'type'>): UploadFormat | null =>
  formatOfFileName(file.name) ?? MIME_FORMATS[file.type] ?? null;

/** The file fields of the song forms: the cover, and a file of each upload kind. */
export type FileSlot = 'cover' | UploadKind;

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function isCoverImage(file: ChosenFile): boolean {
  if (Object.values(IMAGE_TYPES).includes(file.type)) return true;
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return file.type === '' && extension !== undefined && extension in IMAGE_TYPES;
}

/** What is wrong with the file for its field, or null when it may be sent. */
export function fileProblem(slot: FileSlot, file: ChosenFile): string | null {
  if (slot === 'cover') {
    if (!isCoverImage(file)) return SONG_MESSAGES.imageInvalid;
    return file.size > SONG_LIMITS.imageBytes ? SONG_MESSAGES.imageTooLarge : null;
  }
  const format = formatOfFile(file);
  if (!format || !FORMATS_OF_KIND[slot].includes(format)) return UPLOAD_WRONG_TYPE[slot];
  return file.size > UPLOAD_LIMITS[slot].bytes ? UPLOAD_LIMITS[slot].tooLarge : null;
}
