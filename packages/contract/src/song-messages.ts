/**
 * The admin's song forms (upload and edit): the spec's limits, tags and messages, without zod so
 * the forms can check as they type. The server's schemas (song-admin.ts) use the same ones.
 */

export const SONG_LIMITS = {
  title: 100,
  description: 500,
  musicalKey: 20,
  label: 100,
  tag: 50,
  tags: 5,
  bpmMin: 1,
  bpmMax: 300,
  /** Cover images: JPG, PNG or WebP. */
  imageBytes: 5 * 1024 * 1024,
  /** Preview audio, untagged MP3 and WAV: MP3, WAV, FLAC or AAC. */
  audioBytes: 50 * 1024 * 1024,
  /** The stems ZIP: a multitrack session runs to several hundred MB. */
  stemsBytes: 1024 * 1024 * 1024,
  /** How far ahead a release can be scheduled. */
  scheduleYears: 5,
} as const;

/** The tags the upload form offers first (spec); the store's own tags follow. */
export const DEFAULT_MUSIC_TAGS = ['Inspiring', 'Chill', 'Upbeat', 'Melancholic'] as const;
export const DEFAULT_MUSIC_TAG = 'Inspiring';
/** A track without audio yet, or whose length is unknown. */
export const DEFAULT_DURATION = '00:00';

/** What the cover, audio and stems pickers offer; the server decides by the bytes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const AUDIO_ACCEPT =
  'audio/mpeg,audio/wav,audio/x-wav,audio/flac,audio/aac,audio/mp4,audio/x-m4a,.mp3,.wav,.flac,.aac,.m4a';
export const ZIP_ACCEPT = 'application/zip,application/x-zip-compressed,.zip';

/**
 * The widths (px, square) of the WebP covers an upload brings, each about twice what the
 * storefront draws with it, for sharp screens: rows and cart lines (at most 72 px), cards (at
 * most 300), track pages (400).
 */
export const COVER_SIZES = [128, 400, 800] as const;
export type CoverSize = (typeof COVER_SIZES)[number];
/** A rendered size is small next to the original: bounded well below the image limit. */
export const COVER_SIZE_MAX_BYTES = 1024 * 1024;
/** The multipart field of the WebP cover of one size: `coverWebp128`. */
export const coverSizeField = (size: CoverSize) => `coverWebp${size}` as const;

export const SONG_MESSAGES = {
  required: 'Please fill in song name, cover image, and music file.',
  titleRequired: 'Song name is required',
  titleTooLong: `Song name must be at most ${SONG_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${SONG_LIMITS.description} characters`,
  textInvalid: 'This field contains characters that are not allowed',
  priceInvalid: 'Please enter a valid price',
  bpmRange: 'BPM must be between 1 and 300',
  durationPattern: 'Duration must be mm:ss, e.g. 03:25',
  imageInvalid: 'Please select a valid image file',
  imageTooLarge: 'Image size should not exceed 5MB',
  audioInvalid: 'Please select a valid audio file',
  audioTooLarge: 'Audio file size should not exceed 50MB',
  mp3Invalid: 'The untagged MP3 must be an MP3 file',
  wavInvalid: 'The WAV must be a WAV file',
  zipInvalid: 'The stems must be a ZIP file',
  zipTooLarge: 'The stems ZIP should not exceed 1GB',
  tagsTooMany: `A song has at most ${SONG_LIMITS.tags} tags`,
  tagTooLong: `A tag must be at most ${SONG_LIMITS.tag} characters`,
  keyTooLong: `Key must be at most ${SONG_LIMITS.musicalKey} characters`,
  labelTooLong: `Label must be at most ${SONG_LIMITS.label} characters`,
  scheduleInvalid: 'Please choose a valid publication date and time',
  scheduleTooFar: `A release can be scheduled at most ${SONG_LIMITS.scheduleYears} years ahead`,
  waveformInvalid: 'The waveform must be 75 levels between 0 and 1',
  coverSizeInvalid: 'Each cover size must be a square WebP image of its size',
  uploadInvalid: 'That upload is not a finished upload of this kind',
  freeDownloadInvalid: 'Free download must be on or off',
  previewVoiceTagInvalid: 'previewVoiceTag must be true or false',
  nothingToUpdate: 'Nothing to update.',
  published: 'Song published/scheduled successfully!',
  uploadFailed: 'Upload failed. Please check the console for details.',
  updated: 'Song updated successfully!',
  deleteFailed: 'Failed to delete song',
  deleted: (title: string) => `"${title}" deleted successfully`,
  notFound: 'Song not found',
  loadFailed: 'Failed to load song data',
  noSongs: 'No songs found',
} as const;

/**
 * What the edit form says when an update fails (spec, section 8), by status. 400 and 422 show
 * the server's message when it sends one.
 */
export const SONG_UPDATE_ERRORS = {
  400: 'Invalid data provided. Please check all fields.',
  401: 'You are not authorized. Please log in again.',
  403: "Access forbidden. You don't have permission to edit this song.",
  404: 'Song not found. It may have been deleted.',
  413: 'File too large. Please use smaller files.',
  415: 'Unsupported file type. Please check your file formats.',
  422: 'Invalid input data. Please check all fields.',
  500: 'Server error. Please try again in a few moments.',
  other: (status: number) => `Server error (${status})`,
  timeout: 'Request timeout. Please check your connection and try again.',
  network: 'Network error. Please check your internet connection.',
  fallback: 'Failed to update song. Please try again.',
} as const;

/** Update timeouts (spec): uploads of files take longer than a change of fields. */
export const SONG_UPDATE_TIMEOUT_MS = { withFiles: 60_000, withoutFiles: 30_000 } as const;

/** The message the edit form shows for a failed update (spec, section 8). */
export function songUpdateError(failure: { status?: number; message?: string; timeout?: boolean }): string {
  if (failure.timeout) return SONG_UPDATE_ERRORS.timeout;
  const { status, message } = failure;
  if (status === undefined) return SONG_UPDATE_ERRORS.network;
  if (status === 400 || status === 422) return message || SONG_UPDATE_ERRORS[status];
  if (status === 401 || status === 403 || status === 404 || status === 413 || status === 415 || status === 500) {
    return SONG_UPDATE_ERRORS[status];
  }
  if (status > 400) return SONG_UPDATE_ERRORS.other(status);
  return SONG_UPDATE_ERRORS.fallback;
}

/** Seconds as the store shows a track's length: `03:25` (mm:ss; past 99 minutes, more digits). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return DEFAULT_DURATION;
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds of an `mm:ss` duration (two digits, a colon, two digits), or null when it is not one. */
export function parseDuration(value: string): number | null {
  const match = /^(\d{2}):([0-5]\d)$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
