import {
  BPM_MAX,
  BPM_MIN,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MUSIC_TAG_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SONG_SORTS,
} from './catalogue-limits.ts';
import { DELIVERABLES } from './deliverables.ts';
import { Money } from './money-schema.ts';
import { idParam } from './path-params.ts';
import { z } from './zod.ts';

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
  search: z.string().trim().max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  musicTag: z
    .string()
    .trim()
    .max(MUSIC_TAG_MAX_LENGTH, `musicTag must be at most ${MUSIC_TAG_MAX_LENGTH} characters`)
    .optional(),
  bpm: queryInt('bpm')
    .pipe(z.number().int().min(BPM_MIN, 'BPM must be between 1 and 300').max(BPM_MAX, 'BPM must be between 1 and 300'))
    .optional(),
  sort: z.enum(SONG_SORTS, { message: `sort must be one of ${SONG_SORTS.join(', ')}` }).default('publishedAt:desc'),
});
export type SongListQuery = z.infer<typeof SongListQuerySchema>;

export const LimitQuerySchema = z.object({ limit: limitParam(20) });

export const RelatedQuerySchema = z.object({ page: pageParam, limit: limitParam(8) });

export const SONG_NOT_FOUND = 'Song not found. It may have been deleted.';

/**
 * Where a song stands: `published` (on sale), `sold` (its exclusive license sold: still listed,
 * but nothing more can be bought), `scheduled` (publication time not reached) or `deleted`
 * (hidden from the catalogue, kept for its buyers). Public answers only carry the first two.
 */
export const SONG_STATUSES = ['published', 'sold', 'scheduled', 'deleted'] as const;
export type SongStatus = (typeof SONG_STATUSES)[number];

/** A song id in a path. */
export const SongIdParamSchema = idParam(SONG_NOT_FOUND);

/** A cover's WebP sizes by width in px (`{ "128": url, "400": url, "800": url }`), for `srcset`; empty when there are none. */
export const CoverSizesSchema = z.record(z.string(), z.string());

/** A published track as every client sees it. `pricing` is dollars on the wire, cents in the code. */
export const SongSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    coverImage: z.string().nullable(),
    /** The cover as WebP by width in px (`{ "128": url, "800": url }`), for `srcset`; empty when there are none. */
    coverSizes: CoverSizesSchema.optional(),
    audioFile: z.string().nullable(),
    duration: z.string(),
    durationSeconds: z.int().nullable(),
    bpm: z.int().nullable(),
    musicTag: z.array(z.string()),
    musicalKey: z.string().nullable(),
    label: z.string().nullable(),
    /** What the track's cheapest license costs. */
    pricing: Money,
    /**
     * The licensed files the track has: a plan is for sale on it only when it delivers nothing
     * else (a song published without its WAV cannot be sold under a WAV lease).
     */
    deliverables: z.array(z.enum(DELIVERABLES)),
    publishedAt: z.string(),
    /** How long ago it was published ('3 hours ago'): in the new releases list (the admin's Recent Uploads). */
    publishedAgo: z.string().optional(),
    playCount: z.int(),
    likeCount: z.int(),
    status: z.enum(SONG_STATUSES),
    previewColor: z.string().nullable(),
    waveform: z.array(z.number()),
    /** Offered free for an e-mail address (POST /api/free-downloads): the preview, as it plays. */
    freeDownload: z.boolean(),
    user: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'Song' });
export type Song = z.output<typeof SongSchema>;

/**
 * What the store offers of a published track, whoever looks: its licenses (`for-sale`), nothing
 * more once its exclusive license sold (`sold`), or nothing yet while it has no licensed file
 * (`preview-only`: uploaded with its preview alone, and every license pack delivers at least one
 * file, so no license could be delivered).
 */
export type SongOffer = 'for-sale' | 'sold' | 'preview-only';

export function songOffer(song: Pick<Song, 'status' | 'deliverables'>): SongOffer {
  if (song.status === 'sold') return 'sold';
  return song.deliverables.length === 0 ? 'preview-only' : 'for-sale';
}

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

/** GET /api/songs/published and GET /api/songs/{id}/related: one page of songs and the total. */
export const SongPageSchema = z
  .object({ data: z.array(SongSchema), page: z.int(), limit: z.int(), total: z.int() })
  .meta({ id: 'SongPage' }) satisfies z.ZodType<Page<Song>>;

/** GET /api/songs/new-releases: songs, newest first. */
export const SongListSchema = z.object({ data: z.array(SongSchema) });

/** GET /api/songs/{id}: one song. */
export const SongDetailSchema = z.object({ data: SongSchema });

/** GET /api/songs/filters: the catalogue's dropdown options over all published songs. */
export const SongFiltersSchema = z.object({ musicTags: z.array(z.string()), bpms: z.array(z.int()) });
export type SongFilters = z.output<typeof SongFiltersSchema>;
