/**
 * The store owner's songs: the list with every song's status, and the upload and edit forms'
 * fields as the API takes them (multipart with files, or JSON for an edit without files).
 */
import { adminListAnswer, adminListQuery } from './admin-list.ts';
import { isCleanLine, isCleanText, normalizeLine, normalizeText } from './fields.ts';
import { blankAsAbsent, formFile, formFlag, numeric } from './form-parts.ts';
import { money } from './money-schema.ts';
import { SONG_LIMITS, SONG_MESSAGES } from './song-messages.ts';
import { SONG_STATUSES, SongSchema } from './songs.ts';
import { WAVEFORM_BARS } from './waveform.ts';
import { z } from './zod.ts';

/** A song as the admin sees it: what the store shows, and where it stands. */
export const AdminSongSchema = SongSchema.extend({
  createdAt: z.string(),
  /** Which licensed files the song has (what plans can deliver for it). */
  files: z.object({ mp3: z.boolean(), wav: z.boolean(), stems: z.boolean() }),
  /** The preview was made from the untagged audio with the store's voice tag. */
  previewVoiceTag: z.boolean(),
}).meta({ id: 'AdminSong' });
export type AdminSong = z.output<typeof AdminSongSchema>;

export const ADMIN_SONG_SORTS = [
  'createdAt',
  'publishedAt',
  'title',
  'playCount',
  'likeCount',
  'duration',
  'pricing',
] as const;
export type AdminSongSort = (typeof ADMIN_SONG_SORTS)[number];

/** GET /api/songs (admins): every song but deleted ones unless asked for, paged, sorted, searched by title. */
export const AdminSongListQuerySchema = adminListQuery(ADMIN_SONG_SORTS, {
  status: z.enum(SONG_STATUSES, { message: `status must be one of ${SONG_STATUSES.join(', ')}` }).optional(),
});
export type AdminSongListQuery = z.output<typeof AdminSongListQuerySchema>;

export const AdminSongListSchema = adminListAnswer(AdminSongSchema);
/** GET /api/songs/{id} for admins, POST /api/songs and PUT /api/songs/{id}: one song. */
export const AdminSongDetailSchema = z.object({ data: AdminSongSchema });

const oneLine = (max: number, tooLong: string) =>
  z
    .string({ error: SONG_MESSAGES.textInvalid })
    .refine((value) => value.trim().length <= max, tooLong)
    .transform(normalizeLine)
    .refine(isCleanLine, SONG_MESSAGES.textInvalid);

/** A one-line field that may be cleared: blank stores null. */
const clearableLine = (max: number, tooLong: string) =>
  oneLine(max, tooLong).transform((value) => (value === '' ? null : value));

const title = oneLine(SONG_LIMITS.title, SONG_MESSAGES.titleTooLong).refine(
  (value) => value !== '',
  SONG_MESSAGES.titleRequired,
);

const description = z
  .string({ error: SONG_MESSAGES.textInvalid })
  .refine((value) => value.trim().length <= SONG_LIMITS.description, SONG_MESSAGES.descriptionTooLong)
  .transform(normalizeText)
  .refine(isCleanText, SONG_MESSAGES.textInvalid);

/** One tag or several (a multipart field sent again, or a JSON array); blanks dropped. */
const musicTags = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z
    .array(oneLine(SONG_LIMITS.tag, SONG_MESSAGES.tagTooLong), { error: SONG_MESSAGES.textInvalid })
    .max(SONG_LIMITS.tags, SONG_MESSAGES.tagsTooMany)
    .transform((tags) => tags.filter((tag) => tag !== '')),
);

/** Blank clears the BPM. */
const bpm = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : numeric(value)),
  z
    .number({ error: SONG_MESSAGES.bpmRange })
    .int(SONG_MESSAGES.bpmRange)
    .min(SONG_LIMITS.bpmMin, SONG_MESSAGES.bpmRange)
    .max(SONG_LIMITS.bpmMax, SONG_MESSAGES.bpmRange)
    .nullable(),
);

/** `mm:ss` as seconds. */
const duration = z
  .string({ error: SONG_MESSAGES.durationPattern })
  .trim()
  .regex(/^\d{2}:[0-5]\d$/, SONG_MESSAGES.durationPattern)
  .transform((value) => {
    const [minutes = 0, seconds = 0] = value.split(':').map(Number);
    return minutes * 60 + seconds;
  });

const YEAR_MS = 365.25 * 86_400_000;
const isoDateTime = z.iso.datetime({ offset: true });

/** A publication time: an ISO 8601 date-time with its offset, as milliseconds. */
const publishAt = z
  .string({ error: SONG_MESSAGES.scheduleInvalid })
  .trim()
  .max(40, SONG_MESSAGES.scheduleInvalid)
  .refine((value) => isoDateTime.safeParse(value).success, SONG_MESSAGES.scheduleInvalid)
  .transform((value) => Date.parse(value))
  .refine((at) => at <= Date.now() + SONG_LIMITS.scheduleYears * YEAR_MS, SONG_MESSAGES.scheduleTooFar);

/** 75 levels in 0..1, as JSON text in a form or an array in JSON. */
const waveform = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(
      z
        .number({ error: SONG_MESSAGES.waveformInvalid })
        .min(0, SONG_MESSAGES.waveformInvalid)
        .max(1, SONG_MESSAGES.waveformInvalid),
      {
        error: SONG_MESSAGES.waveformInvalid,
      },
    )
    .length(WAVEFORM_BARS, SONG_MESSAGES.waveformInvalid),
);

/** The id of a finished upload (POST /api/uploads) that the song takes as one of its files. */
const uploadId = z.string({ error: SONG_MESSAGES.uploadInvalid }).trim().pipe(z.uuid(SONG_MESSAGES.uploadInvalid));

const songFields = (title: z.ZodType<string | undefined, unknown>) =>
  z
    .object({
      title,
      description: description.optional(),
      musicTag: musicTags.optional(),
      pricing: z.preprocess(numeric, money({ label: 'Price', invalid: SONG_MESSAGES.priceInvalid })).optional(),
      price: z.preprocess(numeric, money({ label: 'Price', invalid: SONG_MESSAGES.priceInvalid })).optional(),
      bpm: bpm.optional(),
      duration: z.preprocess(blankAsAbsent, duration.optional()),
      musicalKey: clearableLine(SONG_LIMITS.musicalKey, SONG_MESSAGES.keyTooLong).optional(),
      label: clearableLine(SONG_LIMITS.label, SONG_MESSAGES.labelTooLong).optional(),
      publishAt: z.preprocess(blankAsAbsent, publishAt.optional()),
      waveform: z.preprocess(blankAsAbsent, waveform.optional()),
      audioUpload: z.preprocess(blankAsAbsent, uploadId.optional()),
      mp3Upload: z.preprocess(blankAsAbsent, uploadId.optional()),
      wavUpload: z.preprocess(blankAsAbsent, uploadId.optional()),
      stemsUpload: z.preprocess(blankAsAbsent, uploadId.optional()),
      freeDownload: z.preprocess(formFlag, z.boolean({ error: SONG_MESSAGES.freeDownloadInvalid }).optional()),
      /**
       * The preview sent with this form was made with the voice tag. Taken with a new preview
       * only: any other new preview is untagged as far as the store knows.
       */
      previewVoiceTag: z.preprocess(formFlag, z.boolean({ error: SONG_MESSAGES.previewVoiceTagInvalid }).optional()),
    })
    .transform(({ price, pricing, ...fields }) => ({ ...fields, pricing: pricing ?? price }));

/**
 * The song fields of the edit form (PUT /api/songs/{id}), all optional: what is left out keeps
 * its value, a blank title is refused. `price` (the spec's name in the upload call) is taken for
 * `pricing` too.
 */
export const SongFieldsSchema = songFields(title.optional());
export type SongFields = z.output<typeof SongFieldsSchema>;

/**
 * The upload form's fields (POST /api/songs): a blank title counts as missing, for the route's
 * one message about the required fields (title, cover, audio).
 */
const SongUploadFieldsSchema = songFields(z.preprocess(blankAsAbsent, title.optional()));

const formFiles = {
  coverImage: formFile('JPG, PNG or WebP, at most 5 MB'),
  coverWebp128: formFile('The cover as a 128 × 128 WebP'),
  coverWebp400: formFile('The cover as a 400 × 400 WebP'),
  coverWebp800: formFile('The cover as an 800 × 800 WebP'),
  audioFile: formFile('The preview: MP3, WAV, FLAC or AAC, at most 50 MB (or audioUpload)'),
};

/** The multipart body of POST /api/songs: the fields and the files. */
export const SongUploadFormSchema = z.object(formFiles).and(SongUploadFieldsSchema);
/** The multipart body of PUT /api/songs/{id}. */
export const SongEditFormSchema = z.object(formFiles).and(SongFieldsSchema);
export type SongForm = z.output<typeof SongEditFormSchema>;
