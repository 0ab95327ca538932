/**
 * How a song's fields read on the pages: the spec's fallbacks ('N/A', 'No tag available',
 * 'Unknown Artist', the default cover) in one place, for the server pages and the islands alike.
 */
import type { Song } from '@beats/contract';

export const DEFAULT_COVER = '/images/default-cover.svg';

export const coverOf = (song: Pick<Song, 'coverImage'>): string => song.coverImage ?? DEFAULT_COVER;

export const artistOf = (song: Pick<Song, 'user'>): string => song.user.name || 'Unknown Artist';

export const bpmText = (bpm: number | null): string => (bpm === null ? 'N/A' : String(bpm));

export const orNA = (value: string | null | undefined): string => (value?.trim() ? value : 'N/A');

export const genresText = (tags: readonly string[]): string => (tags.length > 0 ? tags.join(', ') : 'N/A');

export const yearOf = (publishedAt: string): string => {
  const year = new Date(publishedAt).getUTCFullYear();
  return Number.isNaN(year) ? 'N/A' : String(year);
};

export const trackPath = (id: number): string => `/products/${id}`;

/** The link Share copies: /tracks/{id} answers with a redirect to the track page. */
export const shareUrl = (origin: string, id: number): string => `${origin}/tracks/${id}`;

/** A catalogue link filtered by one tag. */
export const tagPath = (tag: string): string => `/tracks?musicTag=${encodeURIComponent(tag)}#search-section`;

/** What the buy button needs to know about a song. */
export const buyable = (song: Song) => ({
  id: song.id,
  title: song.title,
  cover: song.coverImage,
  tags: song.musicTag,
  pricing: song.pricing,
});
