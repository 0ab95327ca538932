/**
 * Play/pause for one track, bound to the site's single player: pressing it on another track
 * stops this one. `queue` is the list it sits in, so next/previous in the bar follow that list.
 * Named by the track and its artist ('Play Night Drive by Nova Beats'), as a list of covers needs.
 */
import { Icon } from '../../ui/Icon.tsx';
import type { PlayableTrack } from './playable.ts';
import { playTrack } from './player.store.ts';
import { useTrackPlayback } from './use-player.ts';
import './play-button.css';

interface Props {
  track: PlayableTrack;
  queue: PlayableTrack[];
  /** overlay: over a TrackCover; icon: in a row; large: a page's main control. */
  variant?: 'overlay' | 'icon' | 'large';
}

export default function PlayButton({ track, queue, variant = 'icon' }: Props) {
  const playback = useTrackPlayback(track.id);
  const className = `play-button play-button--${variant}`;

  if (!track.audioUrl) {
    return (
      <button
        type="button"
        className={`${className} play-button--none`}
        aria-label={`${track.title}: No Audio`}
        disabled
      >
        No Audio
      </button>
    );
  }
  const playing = playback === 'playing';
  return (
    <button
      type="button"
      className={className}
      data-state={playback}
      aria-label={`${playing ? 'Pause' : 'Play'} ${track.title} by ${track.artist}`}
      onClick={() => playTrack(track, queue)}
    >
      <Icon name={playing ? 'pause' : 'play'} size={variant === 'large' ? 32 : 22} />
    </button>
  );
}
