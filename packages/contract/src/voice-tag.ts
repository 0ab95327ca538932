/**
 * The producer's voice tag: a short recording ("…on the beat") that the store's previews carry,
 * so a preview or a free download cannot pass for the licensed file. The owner uploads it once
 * with how often it plays and how loud; the admin then makes a song's preview from its untagged
 * MP3 (or WAV) with the tag laid over it (admin/src/voice-tag). The licensed files are never
 * tagged.
 */
import { DELIVERABLE_NAMES, DELIVERABLES, type Deliverable } from './deliverables.ts';
import { formFile, numeric } from './form-parts.ts';
import { idParam } from './path-params.ts';
import { SONG_NOT_FOUND } from './songs.ts';
import { AUDIO_FORMATS } from './uploads.ts';
import { z } from './zod.ts';

export const VOICE_TAG_LIMITS = {
  /** A voice tag is a few seconds of audio: 5 MB holds 15 s of CD-quality WAV with room to spare. */
  bytes: 5 * 1024 * 1024,
  maxSeconds: 15,
  everySeconds: { min: 10, max: 120, default: 30 },
  volumePercent: { min: 10, max: 100, default: 80 },
  /**
   * How much of a track a preview keeps: its first 30 s to 5 min, or the whole track (null, at
   * first). A form sends 0 to ask for the whole track again.
   */
  previewSeconds: { min: 30, max: 300, whole: 0 },
} as const;

export const VOICE_TAG_MESSAGES = {
  fileRequired: 'Choose the audio file of your voice tag.',
  invalid: 'The voice tag must be an MP3, WAV, FLAC or AAC file.',
  tooLarge: 'The voice tag must be at most 5 MB.',
  tooLong: `The voice tag must be at most ${VOICE_TAG_LIMITS.maxSeconds} seconds long.`,
  every: `Play it every ${VOICE_TAG_LIMITS.everySeconds.min} to ${VOICE_TAG_LIMITS.everySeconds.max} seconds, in whole seconds.`,
  previewLength: `A preview must be ${VOICE_TAG_LIMITS.previewSeconds.min} to ${VOICE_TAG_LIMITS.previewSeconds.max} seconds long, in whole seconds.`,
  volume: `The volume must be a whole number from ${VOICE_TAG_LIMITS.volumePercent.min} to ${VOICE_TAG_LIMITS.volumePercent.max} %.`,
  none: 'No voice tag yet.',
  saved: 'Voice tag saved.',
  removed: 'Voice tag removed.',
  /** The song forms, making a preview with the tag. */
  sourceMissing: 'Choose the untagged MP3 or WAV to make the tagged preview from.',
  sourceUndecodable: 'This audio could not be read to make the tagged preview. Choose an MP3 or WAV that plays.',
  tagUndecodable: 'Your voice tag could not be read. Upload it again on the Voice tag page.',
  making: 'Making the preview with your voice tag',
} as const;

/** The voice tag as the admin sees it. */
export const VoiceTagSchema = z
  .object({
    /** What the file is, by its content. */
    format: z.enum(AUDIO_FORMATS),
    durationSeconds: z.number(),
    everySeconds: z.int(),
    volumePercent: z.int(),
    /** How many seconds of the track a preview keeps from its start; null: the whole track. */
    previewSeconds: z.int().nullable(),
    /** The file, for the admin to play and mix (a new address whenever the file changes). */
    fileUrl: z.string(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'VoiceTag' });
export type VoiceTag = z.output<typeof VoiceTagSchema>;

/** GET and PUT /api/voice-tag: the voice tag, or null when the store has none. */
export const VoiceTagAnswerSchema = z.object({ data: VoiceTagSchema.nullable() });

const wholeIn = (range: { min: number; max: number }, message: string) =>
  z.preprocess(numeric, z.int({ error: message }).min(range.min, message).max(range.max, message).optional());

/**
 * The preview length as a form sends it: whole seconds in its range, or 0 for the whole track
 * (null). Blank is absent, like the other settings: a blank cannot mean both "left alone" and
 * "the whole track".
 */
const previewSeconds = z
  .preprocess(
    numeric,
    z
      .int({ error: VOICE_TAG_MESSAGES.previewLength })
      .refine(
        (n) =>
          n === VOICE_TAG_LIMITS.previewSeconds.whole ||
          (n >= VOICE_TAG_LIMITS.previewSeconds.min && n <= VOICE_TAG_LIMITS.previewSeconds.max),
        VOICE_TAG_MESSAGES.previewLength,
      )
      .transform((n) => (n === VOICE_TAG_LIMITS.previewSeconds.whole ? null : n))
      .optional(),
  )
  .describe(
    `Whole seconds of the track's start, ${VOICE_TAG_LIMITS.previewSeconds.min} to ${VOICE_TAG_LIMITS.previewSeconds.max}, or 0 for the whole track`,
  );

/**
 * PUT /api/voice-tag (multipart): a new file (required while the store has none), how often it
 * plays, how loud and how long a preview is (0: the whole track); what is left out keeps its
 * value (or its default, for a first tag).
 */
export const VoiceTagFormSchema = z.object({
  file: formFile('MP3, WAV, FLAC or AAC of at most 5 MB and 15 seconds'),
  everySeconds: wholeIn(VOICE_TAG_LIMITS.everySeconds, VOICE_TAG_MESSAGES.every),
  volumePercent: wholeIn(VOICE_TAG_LIMITS.volumePercent, VOICE_TAG_MESSAGES.volume),
  previewSeconds,
});
export type VoiceTagForm = z.output<typeof VoiceTagFormSchema>;

/** How many songs one answer of GET /api/voice-tag/songs lists; `next` asks for the rest. */
export const VOICE_TAG_SONGS_PAGE = 200;

/**
 * GET /api/voice-tag/songs (admins): live songs to make a preview for with the voice tag, by id,
 * a page at a time (`after` the last id of the page before). `made=true` (the default): those
 * whose preview was made with it, to make again after the tag changed; `made=false`: those with
 * an untagged MP3 or WAV whose preview was not (uploaded before the tag, or chosen as a file).
 */
export const VoiceTagSongsQuerySchema = z.object({
  made: z
    .enum(['true', 'false'], { message: 'made must be true or false' })
    .transform((value) => value === 'true')
    .default(true),
  after: z
    .string()
    .regex(/^\d{1,16}$/, 'after must be a song id')
    .transform(Number)
    .optional(),
});
export type VoiceTagSongsQuery = z.output<typeof VoiceTagSongsQuerySchema>;

export const VoiceTagSongsSchema = z.object({
  data: z.array(z.object({ id: z.int(), title: z.string(), files: z.object({ mp3: z.boolean(), wav: z.boolean() }) })),
  /** The `after` of the next page, or null on the last. */
  next: z.int().nullable(),
});
export type VoiceTagSongs = z.output<typeof VoiceTagSongsSchema>;
export type VoiceTagSong = VoiceTagSongs['data'][number];

/**
 * GET /api/songs/{id}/files/{kind} (admins): a song's licensed file as the owner uploaded it (to
 * check what buyers get, and to make a tagged preview from it). Unknown song or kind, or a song
 * without that file: 404.
 */
export const SongFileParamSchema = idParam(SONG_NOT_FOUND).extend({
  kind: z.enum(DELIVERABLES, { error: SONG_NOT_FOUND }),
});

/** GET /api/songs/{id}/files/{kind} for a song without that file (a known song: unknown ones get SONG_NOT_FOUND). */
export const songFileMissing = (kind: Deliverable): string => `This track has no ${DELIVERABLE_NAMES[kind]} file.`;
