/**
 * A track's cover address. A track without a cover shows the default one; a cover that fails to
 * load is swapped for it by the layout's head script (one capture listener for the whole page, so
 * it also catches images that fail before their island hydrates).
 */
export const DEFAULT_COVER = '/images/default-cover.svg';

export const coverSrc = (src: string | null | undefined): string => src || DEFAULT_COVER;
