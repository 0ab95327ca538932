import { useSelector } from '../../lib/use-selector.ts';
import { $player } from './player.store.ts';

export type TrackPlayback = 'playing' | 'paused' | 'idle';

/** Whether `trackId` is the player's track, and playing. */
export function useTrackPlayback(trackId: number): TrackPlayback {
  return useSelector(
    $player,
    (s) => (s.current?.id !== trackId ? 'idle' : s.isPlaying ? 'playing' : 'paused'),
    'idle' as TrackPlayback,
  );
}
