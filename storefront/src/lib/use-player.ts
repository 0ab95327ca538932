import { $player } from '../stores/player.ts';
import { useSelector } from './use-selector.ts';

export type TrackPlayback = 'playing' | 'paused' | 'idle';

/** Whether `trackId` is the player's track, and playing. */
export function useTrackPlayback(trackId: number): TrackPlayback {
  return useSelector(
    $player,
    (s) => (s.current?.id !== trackId ? 'idle' : s.isPlaying ? 'playing' : 'paused'),
    'idle' as TrackPlayback,
  );
}
