/**
 * Load more for "More tracks" (RelatedTracks.astro): the next page from the API, its cards made
 * from the first card, added to the cards' play list. One delegated listener for the site, so
 * the track pages the client router brings in need nothing set up.
 */
import { callApi } from '../../lib/api.ts';
import { announcePlayButtons, readQueue } from '../player/page-queues.ts';
import { queuesJson } from '../player/playable.ts';
import { trackItemFrom } from '../player/track-items.ts';
import { LOAD_FAILED, RELATED_QUEUE, type RelatedCard, relatedMeta, relatedUrl, toRelatedPage } from './related.ts';

/** A card like the server's, made from one of them. */
function cardFor(model: Element, card: RelatedCard): Element {
  const item = trackItemFrom(model, card.track, RELATED_QUEUE);
  const meta = item.querySelector('.related-meta');
  if (meta) meta.textContent = relatedMeta(card);
  return item;
}

async function loadMore(section: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const list = section.querySelector('.related-grid');
  const error = section.querySelector<HTMLElement>('.related-error');
  const noMore = section.querySelector<HTMLElement>('[data-no-more]');
  const queue = section.querySelector('script[data-play-queues]');
  const model = list?.firstElementChild;
  if (!list || !error || !noMore || !queue || !model) return;
  button.disabled = true;
  button.textContent = 'Loading...';
  error.hidden = true;
  const result = await callApi(relatedUrl(Number(section.dataset.relatedTracks), Number(section.dataset.page) + 1), {
    answer: (s) => s.SongPageSchema,
  });
  button.disabled = false;
  button.textContent = 'Load more';
  if (!result.ok) {
    error.textContent = LOAD_FAILED;
    error.hidden = false;
    return;
  }
  const next = toRelatedPage(result.data);
  const shown = readQueue(RELATED_QUEUE);
  // A song published between two pages moves the others along: one seen already is not repeated.
  const seen = new Set(shown.map((track) => track.id));
  const fresh = next.cards.filter((card) => !seen.has(card.track.id));
  const firstNew = list.children.length;
  for (const card of fresh) list.appendChild(cardFor(model, card));
  queue.textContent = queuesJson({ [RELATED_QUEUE]: [...shown, ...fresh.map((card) => card.track)] });
  section.dataset.page = String(next.page);
  if (list.children.length >= next.total) {
    button.remove();
    noMore.hidden = false;
  }
  announcePlayButtons();
  // Keyboard and screen-reader users continue from the first new card.
  list.children[firstNew]?.querySelector<HTMLAnchorElement>('a.title')?.focus();
}

export function startRelatedTracks(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-load-more]');
    const section = button?.closest<HTMLElement>('[data-related-tracks]');
    if (button && section && !button.disabled) void loadMore(section, button);
  });
}
