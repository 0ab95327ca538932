/**
 * The catalogue query's limits and sorts, without zod: the storefront's catalogue page reads its
 * address with them in the browser, where the schemas (and zod) load only with the first API call.
 */
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
/** The longest search text and tag a catalogue query takes (the search boxes stop there too). */
export const SEARCH_MAX_LENGTH = 200;
export const MUSIC_TAG_MAX_LENGTH = 50;

/** Deeper pages than this are refused: no one pages through a million songs ten at a time. */
export const MAX_PAGE = 100_000;
