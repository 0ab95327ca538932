/**
 * Every play button of the page works through this one script, so no button is an island of its
 * own: a click plays the button's track from the page's queue it names (PlayQueues), and every
 * button shows whether its track plays and is named for what it does ('Pause Night Drive by
 * Nova Beats'). It loads with the player on first play (start-player.ts) and follows the client
 * router's page changes and the buttons scripts draw later (`announcePlayButtons`).
 */
import { ISLAND_ICONS } from '../../ui/icons.ts';
import { PLAY_BUTTONS_ADDED, readQueue } from './page-queues.ts';
import { type PlayableTrack, type PlayState, playLabel } from './playable.ts';
import { $player, playTrack } from './player.store.ts';

export const PLAY_BUTTONS = 'button[data-play]';

function buttonTrack(button: HTMLElement): { track: PlayableTrack; queue: PlayableTrack[] } | null {
  const queue = readQueue(button.dataset.queue ?? '');
  const id = Number(button.dataset.play);
  const track = queue.find((t) => t.id === id);
  return track ? { track, queue } : null;
}

/** Plays (or pauses) a play button's track. */
export function press(button: HTMLButtonElement): void {
  const found = button.disabled ? null : buttonTrack(button);
  if (found) playTrack(found.track, found.queue);
}

/** Gives every play button on the page the player's state (drawn without one: idle). */
function syncPlayButtons(): void {
  const { current, isPlaying } = $player.get();
  for (const button of document.querySelectorAll<HTMLButtonElement>(PLAY_BUTTONS)) {
    const state: PlayState = current?.id !== Number(button.dataset.play) ? 'idle' : isPlaying ? 'playing' : 'paused';
    if (button.dataset.state === state) continue;
    button.dataset.state = state;
    button.querySelector('path')?.setAttribute('d', ISLAND_ICONS[state === 'playing' ? 'pause' : 'play']);
    const found = buttonTrack(button);
    if (found) button.setAttribute('aria-label', playLabel(found.track, state));
  }
}

/** Makes the page's play buttons work, now and on every page the client router brings in. */
export function startPlayButtons(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(PLAY_BUTTONS) : null;
    if (button) press(button);
  });
  $player.listen(syncPlayButtons);
  // A page the client router brings in was rendered with nothing playing, as are the buttons
  // a script draws later (the carousel, Load more).
  document.addEventListener('astro:page-load', syncPlayButtons);
  document.addEventListener(PLAY_BUTTONS_ADDED, syncPlayButtons);
  syncPlayButtons();
}
