/**
 * The admin player's rules (spec, section 4) as a pure reducer, unit-tested without a browser:
 * choosing the current song toggles it, another one starts; next is random with shuffle, else
 * the following song, wrapping; previous wraps to the last; at a song's end repeat 'one' starts
 * it again, anything else moves on (wrapping even with repeat off); repeat goes off → all → one.
 * The storefront's player differs on purpose (its list stops at the end, its repeat cycle and
 * default volume are its own), so the two do not share a machine.
 */

export type RepeatMode = 'off' | 'all' | 'one';

export interface PlayerSong {
  id: number;
  title: string;
  audioFile: string | null;
  coverImage: string | null;
  coverSizes?: Record<string, string> | undefined;
}

export interface PlayerState {
  songs: PlayerSong[];
  currentId: number | null;
  isPlaying: boolean;
  isShuffle: boolean;
  repeatMode: RepeatMode;
  volume: number;
  /** Bumped each time the current song starts from its beginning: the audio element restarts. */
  startCount: number;
}

export type PlayerAction =
  | { type: 'songs'; songs: PlayerSong[] }
  | { type: 'choose'; id: number }
  | { type: 'toggle' }
  /** `random` in [0, 1) picks the song when shuffle is on. */
  | { type: 'next'; random: number }
  | { type: 'previous' }
  | { type: 'ended'; random: number }
  | { type: 'shuffle' }
  | { type: 'repeat' }
  | { type: 'volume'; volume: number }
  /** The audio element started or stopped by itself (a failed load, media keys). */
  | { type: 'playing'; playing: boolean };

/** The spec's starting volume. */
export const DEFAULT_VOLUME = 0.5;

export const initialPlayerState: PlayerState = {
  songs: [],
  currentId: null,
  isPlaying: false,
  isShuffle: false,
  repeatMode: 'off',
  volume: DEFAULT_VOLUME,
  startCount: 0,
};

const NEXT_REPEAT: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };

/** Songs without audio cannot be played: next and previous pass over them. */
const playable = (songs: PlayerSong[]) => songs.filter((song) => song.audioFile);

function start(state: PlayerState, id: number): PlayerState {
  return { ...state, currentId: id, isPlaying: true, startCount: state.startCount + 1 };
}

function step(state: PlayerState, direction: 1 | -1, random: number): PlayerState {
  const songs = playable(state.songs);
  if (state.currentId === null || songs.length === 0) return state;
  if (state.isShuffle && direction === 1) {
    const pick = songs[Math.min(songs.length - 1, Math.floor(random * songs.length))];
    return pick ? start(state, pick.id) : state;
  }
  const index = songs.findIndex((song) => song.id === state.currentId);
  // A current song that left the list (another page) continues from the list's start.
  const from = index === -1 ? (direction === 1 ? -1 : 0) : index;
  const target = songs[(from + direction + songs.length) % songs.length];
  return target ? start(state, target.id) : state;
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'songs':
      return { ...state, songs: action.songs };
    case 'choose': {
      if (action.id === state.currentId) return playerReducer(state, { type: 'toggle' });
      const song = state.songs.find((s) => s.id === action.id);
      return song?.audioFile ? start(state, song.id) : state;
    }
    case 'toggle':
      if (state.currentId === null || state.songs.length === 0) return state;
      return { ...state, isPlaying: !state.isPlaying };
    case 'next':
      return step(state, 1, action.random);
    case 'previous':
      return step(state, -1, 0);
    case 'ended':
      if (state.currentId === null) return state;
      if (state.repeatMode === 'one') return start(state, state.currentId);
      return step(state, 1, action.random);
    case 'shuffle':
      return { ...state, isShuffle: !state.isShuffle };
    case 'repeat':
      return { ...state, repeatMode: NEXT_REPEAT[state.repeatMode] };
    case 'volume': {
      const volume = Number.isFinite(action.volume) ? Math.min(1, Math.max(0, action.volume)) : state.volume;
      return { ...state, volume };
    }
    case 'playing':
      return state.isPlaying === action.playing ? state : { ...state, isPlaying: action.playing };
  }
}
