/**
 * The player as a pure state machine: `transition(state, event)` returns the next state and the
 * effects the audio engine must carry out. No DOM, no timers, no randomness of its own (shuffle
 * takes its random number in the event), so every rule of the player is unit-tested here and the
 * engine only executes what this decides.
 */
import type { PlayableTrack } from './playable.ts';

export type RepeatMode = 'off' | 'one' | 'all';

export interface PlayerState {
  current: PlayableTrack | null;
  /** The list the current track was started from: next/previous move through it. */
  queue: PlayableTrack[];
  isPlaying: boolean;
  volume: number;
  shuffle: boolean;
  repeat: RepeatMode;
}

export type PlayerEvent =
  /** A play control of a track: the current one toggles, another one loads and plays. */
  | { type: 'play'; track: PlayableTrack; queue: PlayableTrack[] }
  | { type: 'toggle' }
  /** `random` in [0, 1) picks the shuffled track. */
  | { type: 'next'; random: number }
  | { type: 'previous' }
  | { type: 'ended'; random: number }
  | { type: 'seek'; time: number }
  | { type: 'volume'; volume: number }
  | { type: 'toggle-shuffle' }
  | { type: 'cycle-repeat' }
  | { type: 'stop' }
  /** The audio element failed to load or decode the current track. */
  | { type: 'error' }
  /** The browser refused to start playback (autoplay policy). */
  | { type: 'blocked' }
  /** The audio element started or paused on its own (media keys, headphones unplugged, end). */
  | { type: 'playing-changed'; playing: boolean };

export type PlayerEffect =
  /** Set the source to the track and play it from the start. */
  | { type: 'load'; track: PlayableTrack }
  /** Play the loaded track again from the start. */
  | { type: 'restart' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; time: number }
  /** Stop and drop the source. */
  | { type: 'unload' }
  | { type: 'volume'; volume: number }
  | { type: 'warn'; message: string };

export interface Transition {
  state: PlayerState;
  effects: PlayerEffect[];
}

/** The spec's starting volume. */
const DEFAULT_VOLUME = 0.7;

export const initialPlayerState: PlayerState = {
  current: null,
  queue: [],
  isPlaying: false,
  volume: DEFAULT_VOLUME,
  shuffle: false,
  repeat: 'off',
};

const REPEAT_CYCLE: Record<RepeatMode, RepeatMode> = { off: 'one', one: 'all', all: 'off' };

function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, volume));
}

function indexOfCurrent(state: PlayerState): number {
  return state.current ? state.queue.findIndex((t) => t.id === state.current?.id) : -1;
}

/** A random track of the queue other than the current one; the current one if it is alone. */
function shuffledTrack(state: PlayerState, random: number): PlayableTrack | undefined {
  const others = state.queue.filter((t) => t.id !== state.current?.id);
  if (others.length === 0) return state.current ?? undefined;
  return others[Math.min(others.length - 1, Math.floor(random * others.length))];
}

function startTrack(state: PlayerState, track: PlayableTrack): Transition {
  if (track.id === state.current?.id) {
    return { state: { ...state, isPlaying: true }, effects: [{ type: 'restart' }] };
  }
  return { state: { ...state, current: track, isPlaying: true }, effects: [{ type: 'load', track }] };
}

function clear(state: PlayerState): Transition {
  return { state: { ...state, current: null, isPlaying: false }, effects: [{ type: 'unload' }] };
}

function step(state: PlayerState, direction: 1 | -1, random: number): Transition {
  const { queue } = state;
  if (!state.current || queue.length === 0) return { state, effects: [] };
  if (state.shuffle && direction === 1) {
    const track = shuffledTrack(state, random);
    return track ? startTrack(state, track) : { state, effects: [] };
  }
  const index = indexOfCurrent(state);
  const track = queue[(index + direction + queue.length) % queue.length];
  return track ? startTrack(state, track) : { state, effects: [] };
}

function ended(state: PlayerState, random: number): Transition {
  if (!state.current) return { state, effects: [] };
  if (state.repeat === 'one') return startTrack(state, state.current);
  const isLast = indexOfCurrent(state) >= state.queue.length - 1;
  // Shuffle plays on through random picks; in order, the list ends after its last track unless
  // repeat 'all' wraps to the first.
  if (!state.shuffle && isLast && state.repeat === 'off') return clear(state);
  return step(state, 1, random);
}

export function transition(state: PlayerState, event: PlayerEvent): Transition {
  switch (event.type) {
    case 'play': {
      if (event.track.id === state.current?.id) return transition(state, { type: 'toggle' });
      if (!event.track.audioUrl) {
        return { state, effects: [{ type: 'warn', message: `No audio for "${event.track.title}"` }] };
      }
      // Only tracks with audio can be reached with next/previous.
      const playable = event.queue.filter((t) => t.audioUrl);
      const queue = playable.some((t) => t.id === event.track.id) ? playable : [event.track, ...playable];
      return startTrack({ ...state, queue }, event.track);
    }
    case 'toggle':
      if (!state.current) return { state, effects: [] };
      return {
        state: { ...state, isPlaying: !state.isPlaying },
        effects: [{ type: state.isPlaying ? 'pause' : 'play' }],
      };
    case 'next':
      return step(state, 1, event.random);
    case 'previous':
      return step(state, -1, 0);
    case 'ended':
      return ended(state, event.random);
    case 'seek': {
      if (!state.current) return { state, effects: [] };
      const time = Math.max(0, event.time);
      if (state.isPlaying) return { state, effects: [{ type: 'seek', time }] };
      return { state: { ...state, isPlaying: true }, effects: [{ type: 'seek', time }, { type: 'play' }] };
    }
    case 'volume': {
      const volume = clampVolume(event.volume);
      return { state: { ...state, volume }, effects: [{ type: 'volume', volume }] };
    }
    case 'toggle-shuffle': {
      const shuffle = !state.shuffle;
      const repeat = shuffle && state.repeat === 'one' ? 'off' : state.repeat;
      return { state: { ...state, shuffle, repeat }, effects: [] };
    }
    case 'cycle-repeat':
      return { state: { ...state, repeat: REPEAT_CYCLE[state.repeat] }, effects: [] };
    case 'stop':
    case 'error':
      return state.current ? clear(state) : { state, effects: [] };
    case 'blocked':
      return { state: { ...state, isPlaying: false }, effects: [] };
    case 'playing-changed':
      if (!state.current || state.isPlaying === event.playing) return { state, effects: [] };
      return { state: { ...state, isPlaying: event.playing }, effects: [] };
  }
}
