/**
 * A track's cover address. A track without a cover shows the default one; a cover that fails to
 * load is swapped for it by the layout's head script (one capture listener for the whole page, so
 * it also catches images that fail before their island hydrates).
 */
import type { CoverSize, Song } from '@beats/contract';

export const DEFAULT_COVER = '/images/default-cover.svg';

export const coverSrc = (src: string | null | undefined): string => src || DEFAULT_COVER;

/**
 * A song's cover at one of the WebP sizes an upload brings (COVER_SIZES: 128 px for rows and
 * cart lines, 400 for cards), else the cover track pages show: the largest size, or the original
 * of a song uploaded before that size existed.
 */
export const coverOfSize = (song: Pick<Song, 'coverImage' | 'coverSizes'>, size: CoverSize): string | null =>
  song.coverSizes?.[String(size)] ?? song.coverImage;
