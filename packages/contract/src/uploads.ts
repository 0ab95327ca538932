/**
 * Large files of a song (preview audio, untagged MP3, WAV, stems ZIP) go up in parts through R2
 * multipart uploads: POST /api/uploads opens one, PUT .../parts/{n} sends each part (again after
 * a dropped connection), GET tells which parts arrived, POST .../complete checks the file by its
 * content, and the song form then names the upload. Abandoned uploads are aborted by the Cron.
 */
import { SONG_LIMITS, SONG_MESSAGES } from './song-messages.ts';
import { z } from './zod.ts';

export const UPLOAD_KINDS = ['preview', 'mp3', 'wav', 'stems'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Every part but the last has this size (R2 wants at least 5 MiB and equal parts). */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/** The largest file of each kind, and what a larger one is told (413). */
export const UPLOAD_LIMITS: Record<UploadKind, { bytes: number; tooLarge: string }> = {
  preview: { bytes: SONG_LIMITS.audioBytes, tooLarge: SONG_MESSAGES.audioTooLarge },
  mp3: { bytes: SONG_LIMITS.audioBytes, tooLarge: SONG_MESSAGES.audioTooLarge },
  wav: { bytes: SONG_LIMITS.audioBytes, tooLarge: SONG_MESSAGES.audioTooLarge },
  stems: { bytes: SONG_LIMITS.stemsBytes, tooLarge: SONG_MESSAGES.zipTooLarge },
};

/** What a file of the wrong type is told (415). */
export const UPLOAD_WRONG_TYPE: Record<UploadKind, string> = {
  preview: SONG_MESSAGES.audioInvalid,
  mp3: SONG_MESSAGES.mp3Invalid,
  wav: SONG_MESSAGES.wavInvalid,
  stems: SONG_MESSAGES.zipInvalid,
};

export const UPLOAD_MESSAGES = {
  notFound: 'Upload not found.',
  partNumber: 'No such part in this upload.',
  partSize: 'A part must be exactly its share of the file.',
  partType: 'Send each part as application/octet-stream.',
  incomplete: 'Some parts have not arrived yet.',
  finished: 'This upload is finished: no more parts are taken.',
  sizeInvalid: 'The size must be a whole number of bytes, at least 1.',
} as const;

/** The number of parts a file of `size` bytes goes in. */
export const partCount = (size: number): number => Math.max(1, Math.ceil(size / UPLOAD_PART_BYTES));

/** The size of part `n` (from 1) of a file of `size` bytes. */
export const partSize = (size: number, n: number): number =>
  Math.max(0, Math.min(UPLOAD_PART_BYTES, size - (n - 1) * UPLOAD_PART_BYTES));

/** The audio the store plays (previews, the voice tag), each recognised by its content. */
export const AUDIO_FORMATS = ['mp3', 'wav', 'flac', 'aac', 'm4a'] as const;

/** The formats a file may have, as its client says before sending it (and the server checks after). */
export const UPLOAD_FORMATS = [...AUDIO_FORMATS, 'zip'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** What each kind of file may be: a preview is any audio the store plays; the licensed files are what they say. */
export const FORMATS_OF_KIND: Record<UploadKind, readonly UploadFormat[]> = {
  preview: AUDIO_FORMATS,
  mp3: ['mp3'],
  wav: ['wav'],
  stems: ['zip'],
};

/** The format a file's name says (the browser's type is often empty for FLAC or M4A), or null. */
export function formatOfFileName(name: string): UploadFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return UPLOAD_FORMATS.find((format) => format === extension) ?? null;
}

/** POST /api/uploads: what is about to be sent. */
export const UploadStartSchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: `kind must be one of ${UPLOAD_KINDS.join(', ')}` }),
  format: z.enum(UPLOAD_FORMATS, { error: `format must be one of ${UPLOAD_FORMATS.join(', ')}` }),
  size: z.int({ error: UPLOAD_MESSAGES.sizeInvalid }).min(1, UPLOAD_MESSAGES.sizeInvalid),
});
export type UploadStart = z.output<typeof UploadStartSchema>;

/** An upload as its client sees it: enough to send (or send again) the parts still missing. */
export const UploadSchema = z
  .object({
    id: z.string(),
    kind: z.enum(UPLOAD_KINDS),
    size: z.int(),
    partSize: z.int(),
    partCount: z.int(),
    /** The parts R2 has, in order. */
    receivedParts: z.array(z.int()),
    completed: z.boolean(),
    /** Audio: its length as the server read it from the file, once completed. */
    durationSeconds: z.int().nullable(),
  })
  .meta({ id: 'Upload' });
export type Upload = z.output<typeof UploadSchema>;

export const UploadDetailSchema = z.object({ data: UploadSchema });

/** A path `{id}` of an upload, and `{n}` of a part. */
export const UploadIdParamSchema = z.object({ id: z.uuid(UPLOAD_MESSAGES.notFound) });
export const UploadPartParamSchema = UploadIdParamSchema.extend({
  n: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, UPLOAD_MESSAGES.partNumber)
    .transform(Number),
});

/** PUT /api/uploads/{id}/parts/{n}: the part arrived. */
export const UploadPartReceiptSchema = z.object({ data: z.object({ partNumber: z.int(), size: z.int() }) });
