/**
 * PlayButton.astro's markup, for a track a script draws after the page loaded (the carousel's
 * later slides, "More tracks" after Load more): the same view (playButtonView) and icon, so
 * play-buttons.ts treats it like the server's.
 */
import { ISLAND_ICONS } from '../../ui/icons.ts';
import { type PlayableTrack, type PlayButtonVariant, playButtonView } from './playable.ts';

const SVG = 'http://www.w3.org/2000/svg';

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
  const icon = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    width: String(view.iconSize),
    height: String(view.iconSize),
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
  })) {
    icon.setAttribute(name, value);
  }
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ISLAND_ICONS.play);
  icon.appendChild(path);
  button.appendChild(icon);
  return button;
}
