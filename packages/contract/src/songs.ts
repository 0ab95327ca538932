import { z } from './zod.ts';

export const SONG_SORTS = [
  'pricing:asc',
  'pricing:desc',
  'publishedAt:asc',
  'publishedAt:desc',
  'title:asc',
  'title:desc',
] as const;
export type SongSort = (typeof SONG_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const BPM_MIN = 1;
export const BPM_MAX = 300;

/** Deeper pages than this are refused: no one pages through a million songs ten at a time. */
export const MAX_PAGE = 100_000;

/** A whole number from a query string; rejects "abc", "1.5", "" and numbers too long to be exact. */
const queryInt = (name: string) =>
  z
    .string()
    .regex(/^-?\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number);

const pageParam = queryInt('page')
  .pipe(z.number().int().min(1, 'page must be 1 or more').max(MAX_PAGE, `page must be at most ${MAX_PAGE}`))
  .default(1);

/** A page size: at least 1, silently capped at MAX_PAGE_SIZE. */
const limitParam = (fallback: number) =>
  queryInt('limit')
    .pipe(z.number().int().min(1, 'limit must be 1 or more'))
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .default(fallback);

export const SongListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(10),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  musicTag: z.string().trim().max(50, 'musicTag must be at most 50 characters').optional(),
  bpm: queryInt('bpm')
    .pipe(z.number().int().min(BPM_MIN, 'BPM must be between 1 and 300').max(BPM_MAX, 'BPM must be between 1 and 300'))
    .optional(),
  sort: z.enum(SONG_SORTS, { message: `sort must be one of ${SONG_SORTS.join(', ')}` }).default('publishedAt:desc'),
});
export type SongListQuery = z.infer<typeof SongListQuerySchema>;

export const LimitQuerySchema = z.object({ limit: limitParam(20) });

export const RelatedQuerySchema = z.object({ page: pageParam, limit: limitParam(8) });

export const SONG_NOT_FOUND = 'Song not found. It may have been deleted.';

/** A song id in a path. A malformed id names no song, so it is a 404 like an unknown one. */
export const SongIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, SONG_NOT_FOUND)
    .transform(Number),
});

/** A published track as every client sees it. Prices in cents. */
export const SongSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  audioFile: z.string().nullable(),
  duration: z.string(),
  durationSeconds: z.number().int().nullable(),
  bpm: z.number().int().nullable(),
  musicTag: z.array(z.string()),
  musicalKey: z.string().nullable(),
  label: z.string().nullable(),
  pricing: z.number().int(),
  publishedAt: z.string(),
  playCount: z.number().int(),
  likeCount: z.number().int(),
  previewColor: z.string().nullable(),
  waveform: z.array(z.number()),
  user: z.object({ id: z.string(), name: z.string() }),
});
export type Song = z.infer<typeof SongSchema>;

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export interface SongFilters {
  musicTags: string[];
  bpms: number[];
}
