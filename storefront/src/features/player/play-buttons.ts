/**
 * Every play button of the page works through this one script (started by the page shell), so
 * no button is an island of its own: a click plays the button's track from the page's queue it
 * names (PlayQueues), and every button shows whether its track plays and is named for what it
 * does ('Pause Night Drive by Nova Beats'). It starts once per visit and follows the client
 * router's page changes; islands that draw buttons later call `syncPlayButtons`.
 */
import { ISLAND_ICONS } from '../../ui/icons.ts';
import { type PageQueues, type PlayableTrack, type PlayState, playLabel } from './playable.ts';
import { $player, playTrack } from './player.store.ts';

const BUTTONS = 'button[data-play]';

/** Parsed queues, by script element and text (an island rewrites its own as its list grows). */
const parsed = new WeakMap<Element, { text: string; page: PageQueues }>();

function pageQueues(script: Element): PageQueues {
  const text = script.textContent ?? '';
  const known = parsed.get(script);
  if (known?.text === text) return known.page;
  // The page's own data, written by PlayQueues from PlayableTrack values.
  const page = JSON.parse(text) as PageQueues;
  parsed.set(script, { text, page });
  return page;
}

/** The tracks of the page's queue `id` (empty when the page has none by that name). */
export function readQueue(id: string): PlayableTrack[] {
  for (const script of document.querySelectorAll('script[data-play-queues]')) {
    const page = pageQueues(script);
    const ids = page.queues[id];
    if (ids) return ids.flatMap((trackId) => page.tracks[trackId] ?? []);
  }
  return [];
}

function buttonTrack(button: HTMLElement): { track: PlayableTrack; queue: PlayableTrack[] } | null {
  const queue = readQueue(button.dataset.queue ?? '');
  const id = Number(button.dataset.play);
  const track = queue.find((t) => t.id === id);
  return track ? { track, queue } : null;
}

/** Gives every play button on the page the player's state (drawn without one: idle). */
export function syncPlayButtons(): void {
  const { current, isPlaying } = $player.get();
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTONS)) {
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
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUTTONS) : null;
    const found = button && !button.disabled ? buttonTrack(button) : null;
    if (found) playTrack(found.track, found.queue);
  });
  $player.listen(syncPlayButtons);
  // A page the client router brings in was rendered with nothing playing.
  document.addEventListener('astro:page-load', syncPlayButtons);
  syncPlayButtons();
}
