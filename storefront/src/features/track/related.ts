import type { Page, Song } from '@beats/contract';
import { type PlayableTrack, toPlayable } from '../player/playable.ts';

/** "More tracks" on a track page: how many each Load more adds (the spec's 8). */
export const RELATED_PAGE_SIZE = 8;

/** The address of one page of a track's related tracks in the API. */
export const relatedUrl = (songId: number, page: number): string =>
  `/api/songs/${songId}/related?page=${page}&limit=${RELATED_PAGE_SIZE}`;

/** What a "More tracks" card shows: only these fields travel to the browser. */
export interface RelatedCard {
  track: PlayableTrack;
  bpm: number | null;
  tags: string[];
}

export interface RelatedPage {
  cards: RelatedCard[];
  page: number;
  total: number;
}

export function toRelatedPage(page: Page<Song>): RelatedPage {
  return {
    cards: page.data.map((song) => ({ track: toPlayable(song), bpm: song.bpm, tags: song.musicTag })),
    page: page.page,
    total: page.total,
  };
}

/** A card's line under its title: artist, BPM and first tag. */
export const relatedMeta = ({ track, bpm, tags }: RelatedCard): string =>
  `${track.artist} · ${bpm ?? 'N/A'} BPM${tags[0] ? ` · ${tags[0]}` : ''}`;

/** The name of the cards' play list in the page's PlayQueues: it grows with Load more. */
export const RELATED_QUEUE = 'related';

/** What a failed Load more says (the spec's words). */
export const LOAD_FAILED = 'Failed to fetch songs. Please try again.';
