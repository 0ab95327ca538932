/**
 * What a track's page shows, read on the server: the published song the address names, its
 * player queue (the track, then its related tracks) and the first page of "More tracks".
 * Null when the address names no published track (the page answers 404).
 */
import { formatPrice, type Song, songOffer } from '@beats/contract';
import { getSongWithRelated } from '@beats/worker/catalogue';
import { db } from '../../lib/db.server.ts';
import { artistOf, genresText } from '../catalogue/song-view.ts';
import { type PlayableTrack, toPlayable } from '../player/playable.ts';
import { RELATED_PAGE_SIZE, type RelatedPage, toRelatedPage } from './related.ts';
import { parseTrackId } from './track-id.ts';

export interface TrackPageData {
  song: Song;
  artist: string;
  /** The page's description: the producer's, or one made from the track's facts. */
  description: string;
  track: PlayableTrack;
  queue: PlayableTrack[];
  related: RelatedPage;
}

/** A description from the track's facts, offering what the store offers of it (`songOffer`). */
function madeDescription(song: Song, artist: string): string {
  const facts = `${song.title} by ${artist}: ${genresText(song.musicTag)} at ${song.bpm ?? 'N/A'} BPM.`;
  return songOffer(song) === 'for-sale'
    ? `${facts} Preview it and license it from ${formatPrice(song.pricing)}.`
    : `${facts} Preview it.`;
}

export async function loadTrackPage(idParam: string | undefined): Promise<TrackPageData | null> {
  const id = parseTrackId(idParam);
  const found = id === null ? null : await getSongWithRelated(db(), id, 1, RELATED_PAGE_SIZE);
  if (!found) return null;
  const { song, related } = found;
  const artist = artistOf(song);
  const track = toPlayable(song);
  return {
    song,
    artist,
    description: song.description || madeDescription(song, artist),
    track,
    queue: [track, ...related.data.map(toPlayable)],
    related: toRelatedPage(related),
  };
}
