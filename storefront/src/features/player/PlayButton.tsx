/**
 * Play/pause for one track in an island (pages draw PlayButton.astro, the same markup from the
 * same view, playButtonView). Markup only: one script for the whole page (play-buttons.ts) plays
 * the track on a click and keeps every button's state, icon and name.
 */
import { Icon } from '../../ui/Icon.tsx';
import { type PlayableTrack, type PlayButtonVariant, playButtonView } from './playable.ts';
import './play-button.css';

interface Props {
  track: PlayableTrack;
  /** The name of its list in the page's PlayQueues. */
  queue: string;
  variant?: PlayButtonVariant;
}

export default function PlayButton({ track, queue, variant = 'icon' }: Props) {
  const view = playButtonView(track, variant);
  if (!view.playable) {
    return (
      <button type="button" className={view.className} aria-label={view.label} disabled>
        No Audio
      </button>
    );
  }
  return (
    <button type="button" className={view.className} data-play={track.id} data-queue={queue} aria-label={view.label}>
      <Icon name="play" size={view.iconSize} />
    </button>
  );
}
