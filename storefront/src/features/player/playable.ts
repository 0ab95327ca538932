import type { Song } from '@beats/contract';
import { scriptJson } from '../../lib/script-json.ts';
import { coverOfSize } from '../../ui/track-cover.ts';
import { artistOf } from '../catalogue/song-view.ts';

/** What the player needs to know about a track: the same shape on every page and in every list. */
export interface PlayableTrack {
  id: number;
  title: string;
  artist: string;
  /** The card-sized cover (400 px): cards, the carousel, the player bar. */
  cover: string | null;
  /** Preview audio; null when the track has none ('No Audio'). */
  audioUrl: string | null;
}

export function toPlayable(song: Song): PlayableTrack {
  return {
    id: song.id,
    title: song.title,
    artist: artistOf(song),
    cover: coverOfSize(song, 400),
    audioUrl: song.audioFile,
  };
}

export type PlayState = 'playing' | 'paused' | 'idle';

/** A play button's accessible name: what pressing it does, to which track. */
export function playLabel(track: Pick<PlayableTrack, 'title' | 'artist'>, state: PlayState): string {
  return `${state === 'playing' ? 'Pause' : 'Play'} ${track.title} by ${track.artist}`;
}

/** Play queues as a page carries them (PlayQueues): each track once, each list as ids. */
export interface PageQueues {
  tracks: Record<string, PlayableTrack>;
  queues: Record<string, number[]>;
}

/** The JSON of a page's queues, for the script element it sits in (`scriptJson`). */
export function queuesJson(queues: Record<string, readonly PlayableTrack[]>): string {
  const page: PageQueues = { tracks: {}, queues: {} };
  for (const [name, tracks] of Object.entries(queues)) {
    page.queues[name] = tracks.map((track) => {
      page.tracks[track.id] = track;
      return track.id;
    });
  }
  return scriptJson(page);
}

export type PlayButtonVariant = 'overlay' | 'icon' | 'large';

/** How a play button is drawn, by pages (PlayButton.astro) and scripts (track-items.ts) alike. */
export interface PlayButtonView {
  className: string;
  label: string;
  /** False for a track without preview audio: a disabled 'No Audio' button. */
  playable: boolean;
  iconSize: number;
}

export function playButtonView(track: PlayableTrack, variant: PlayButtonVariant): PlayButtonView {
  const className = `play-button play-button--${variant}`;
  if (!track.audioUrl) {
    return {
      className: `${className} play-button--none`,
      label: `${track.title}: No Audio`,
      playable: false,
      iconSize: 0,
    };
  }
  return { className, label: playLabel(track, 'idle'), playable: true, iconSize: variant === 'large' ? 32 : 22 };
}
