import type { Song } from '@beats/contract';
import { artistOf } from '../catalogue/song-view.ts';

/** What the player needs to know about a track: the same shape on every page and in every list. */
export interface PlayableTrack {
  id: number;
  title: string;
  artist: string;
  cover: string | null;
  /** Preview audio; null when the track has none ('No Audio'). */
  audioUrl: string | null;
}

export function toPlayable(song: Song): PlayableTrack {
  return {
    id: song.id,
    title: song.title,
    artist: artistOf(song),
    cover: song.coverImage,
    audioUrl: song.audioFile,
  };
}
