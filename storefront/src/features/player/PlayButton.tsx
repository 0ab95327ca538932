/**
 * Play/pause for one track, bound to the site's single player: pressing it on another track
 * stops this one. `queue` names the list it sits in (in the page's PlayQueues), so next/previous
 * in the bar follow that list. Named by the track and its artist ('Play Night Drive by Nova
 * Beats'), as a list of covers needs.
 *
 * Markup only: one script for the whole page (play-buttons.ts) plays the track on a click and
 * keeps every button's state, icon and name, so pages render it without an island and islands
 * render it as a plain part of theirs.
 */
import { Icon } from '../../ui/Icon.tsx';
import type { PlayableTrack } from './playable.ts';
import { playLabel } from './playable.ts';
import './play-button.css';

interface Props {
  track: PlayableTrack;
  /** The name of its list in the page's PlayQueues. */
  queue: string;
  /** overlay: over a TrackCover; icon: in a row; large: a page's main control. */
  variant?: 'overlay' | 'icon' | 'large';
}

export default function PlayButton({ track, queue, variant = 'icon' }: Props) {
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
  return (
    <button
      type="button"
      className={className}
      data-play={track.id}
      data-queue={queue}
      aria-label={playLabel(track, 'idle')}
    >
      <Icon name="play" size={variant === 'large' ? 32 : 22} />
    </button>
  );
}
