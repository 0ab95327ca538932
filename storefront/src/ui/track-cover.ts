/**
 * A track's cover address. A track without a cover shows the default one; a cover that fails to
 * load is swapped for it by the layout's head script (one capture listener for the whole page, so
 * it also catches images that fail before their island hydrates).
 */
import { COVER_SIZES, type Song } from '@beats/contract';

export const DEFAULT_COVER = '/images/default-cover.svg';

export const coverSrc = (src: string | null | undefined): string => src || DEFAULT_COVER;

/**
 * A thumbnail's address (drawn at most 72 px wide): the smallest WebP size an upload brings
 * (COVER_SIZES), a few kilobytes, else the cover pages show.
 */
export const thumbnailOf = (song: Pick<Song, 'coverImage' | 'coverSizes'>): string | null =>
  song.coverSizes?.[String(COVER_SIZES[0])] ?? song.coverImage;
