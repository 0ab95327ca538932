/**
 * How a song's fields read on the pages: the spec's fallbacks ('N/A', 'Unknown Artist') in one
 * place, for the server pages and the islands alike. (A missing cover: ui/track-cover.ts.)
 */
import type { Song } from '@beats/contract';

export const artistOf = (song: Pick<Song, 'user'>): string => song.user.name || 'Unknown Artist';

export const bpmText = (bpm: number | null): string => (bpm === null ? 'N/A' : String(bpm));

export const orNA = (value: string | null | undefined): string => (value?.trim() ? value : 'N/A');

export const genresText = (tags: readonly string[]): string => (tags.length > 0 ? tags.join(', ') : 'N/A');

export const yearOf = (publishedAt: string): string => {
  const year = new Date(publishedAt).getUTCFullYear();
  return Number.isNaN(year) ? 'N/A' : String(year);
};
