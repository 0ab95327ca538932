/**
 * The site-wide player: `$player` is the machine's state (what plays, how), `$progress` the
 * position of the audio. They are separate so the many components that show play/pause do not
 * re-render on every time update; only the seek bar and the waveform listen to `$progress`.
 */
import { atom } from 'nanostores';
import { type AudioProgress, connectEngine, runEffects, seekFractionOnLoad } from './audio-engine.ts';
import type { PlayableTrack } from './playable.ts';
import { initialPlayerState, type PlayerEvent, type PlayerState, transition } from './player-machine.ts';

export const $player = atom<PlayerState>(initialPlayerState);
export const $progress = atom<AudioProgress>({ currentTime: 0, duration: 0 });

function dispatch(event: PlayerEvent): void {
  const { state, effects } = transition($player.get(), event);
  $player.set(state);
  if (!state.current) $progress.set({ currentTime: 0, duration: 0 });
  runEffects(effects);
}

connectEngine({
  dispatch,
  progress: (progress) => $progress.set(progress),
  settings: () => $player.get(),
});

/** Plays `track` from `queue`, or toggles it when it is the current track. */
export function playTrack(track: PlayableTrack, queue: readonly PlayableTrack[]): void {
  dispatch({ type: 'play', track, queue: [...queue] });
}

export function togglePlay(): void {
  dispatch({ type: 'toggle' });
}

export function nextTrack(): void {
  dispatch({ type: 'next', random: Math.random() });
}

export function previousTrack(): void {
  dispatch({ type: 'previous' });
}

export function seek(seconds: number): void {
  dispatch({ type: 'seek', time: seconds });
}

/**
 * Seeks `track` to a fraction of its length: at once when it is loaded, otherwise it starts
 * and jumps there as soon as its length is known.
 */
export function seekTrackFraction(track: PlayableTrack, queue: readonly PlayableTrack[], fraction: number): void {
  const { current } = $player.get();
  const { duration } = $progress.get();
  if (current?.id === track.id) {
    if (duration > 0) seek(fraction * duration);
    else seekFractionOnLoad(track.id, fraction);
    return;
  }
  if (track.audioUrl) seekFractionOnLoad(track.id, fraction);
  playTrack(track, queue);
}

export function setVolume(volume: number): void {
  dispatch({ type: 'volume', volume });
}

export function toggleShuffle(): void {
  dispatch({ type: 'toggle-shuffle' });
}

export function cycleRepeat(): void {
  dispatch({ type: 'cycle-repeat' });
}

export function stopPlayback(): void {
  dispatch({ type: 'stop' });
}
