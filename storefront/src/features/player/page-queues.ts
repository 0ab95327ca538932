/**
 * Reads the page's play lists (PlayQueues.astro): what a play button's `queue` names. No player
 * code here: the carousel draws its slides from these before anything plays.
 */
import type { PageQueues, PlayableTrack } from './playable.ts';

/** Parsed queues, by script element and text (Load more rewrites its list as it grows). */
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

/** Tells the player (once it runs) that play buttons were drawn after the page loaded. */
export function announcePlayButtons(): void {
  document.dispatchEvent(new Event(PLAY_BUTTONS_ADDED));
}

export const PLAY_BUTTONS_ADDED = 'play-buttons:added';
