/**
 * What a track's embeddable player shows, read on the server: the published track the address
 * names, or null (the page answers 404).
 */
import type { Song } from '@beats/contract';
import { getPublishedSong } from '@beats/worker/catalogue';
import { db } from '../../lib/db.server.ts';
import { artistOf } from '../catalogue/song-view.ts';
import { type PlayableTrack, toPlayable } from '../player/playable.ts';
import { parseTrackId } from '../track/track-id.ts';

export interface EmbedData {
  song: Song;
  artist: string;
  track: PlayableTrack;
}

export async function loadEmbed(idParam: string | undefined): Promise<EmbedData | null> {
  const id = parseTrackId(idParam);
  const song = id === null ? null : await getPublishedSong(db(), id);
  return song ? { song, artist: artistOf(song), track: toPlayable(song) } : null;
}
