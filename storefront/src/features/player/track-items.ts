/**
 * Tracks a script draws after the page loaded (the carousel's later slides, "More tracks" after
 * Load more), like the server's: the play button from the same view (playButtonView) and icon,
 * so play-buttons.ts treats it like PlayButton.astro's, in a copy of an item the server drew.
 */
import { trackPath } from '../../paths.ts';
import { iconElement } from '../../ui/icon-element.ts';
import { ISLAND_ICONS } from '../../ui/icons.ts';
import { coverSrc } from '../../ui/track-cover.ts';
import { type PlayableTrack, type PlayButtonVariant, playButtonView } from './playable.ts';

/** PlayButton.astro's markup for `track`: a play button, or 'No Audio'. */
export function playControl(track: PlayableTrack, queue: string, variant: PlayButtonVariant): HTMLButtonElement {
  const view = playButtonView(track, variant);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = view.className;
  button.setAttribute('aria-label', view.label);
  if (!view.playable) {
    button.disabled = true;
    button.textContent = 'No Audio';
    return button;
  }
  Object.assign(button.dataset, { play: String(track.id), queue });
  button.appendChild(iconElement(ISLAND_ICONS.play, view.iconSize));
  return button;
}

/**
 * A copy of `model`, an item the server drew for another track (a cover with its overlay play
 * button, then a link to the track), made for `track`: the caller fills in its other lines.
 */
export function trackItemFrom(model: Element, track: PlayableTrack, queue: string): Element {
  const item = model.cloneNode(true) as Element;
  const cover = item.querySelector('img');
  if (cover) cover.src = coverSrc(track.cover);
  item.querySelector('button')?.replaceWith(playControl(track, queue, 'overlay'));
  const link = item.querySelector('a');
  if (link) {
    link.href = trackPath(track.id);
    link.textContent = track.title;
  }
  return item;
}
