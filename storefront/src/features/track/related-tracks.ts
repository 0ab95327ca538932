/**
 * Load more for "More tracks" (RelatedTracks.astro): the next page from the API, its cards made
 * from the first card, added to the cards' play list. One delegated listener for the site, so
 * the track pages the client router brings in need nothing set up.
 */
import { callApi } from '../../lib/api.ts';
import { trackPath } from '../../paths.ts';
import { coverSrc } from '../../ui/track-cover.ts';
import { announcePlayButtons, readQueue } from '../player/page-queues.ts';
import { playControl } from '../player/play-control.ts';
import { queuesJson } from '../player/playable.ts';
import { LOAD_FAILED, RELATED_QUEUE, type RelatedCard, relatedMeta, relatedUrl, toRelatedPage } from './related.ts';

/** A card like the server's, made from one of them. */
function cardFor(model: Element, card: RelatedCard): Element {
  const item = model.cloneNode(true) as Element;
  const cover = item.querySelector('img');
  if (cover) cover.src = coverSrc(card.track.cover);
  item.querySelector('button')?.replaceWith(playControl(card.track, RELATED_QUEUE, 'overlay'));
  const link = item.querySelector('a');
  if (link) {
    link.href = trackPath(card.track.id);
    link.textContent = card.track.title;
  }
  const meta = item.querySelector('.related-meta');
  if (meta) meta.textContent = relatedMeta(card);
  return item;
}

function noMoreText(): HTMLParagraphElement {
  const done = document.createElement('p');
  done.className = 'muted';
  done.textContent = 'No more tracks to load.';
  return done;
}

async function loadMore(section: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const list = section.querySelector('.related-grid');
  const error = section.querySelector<HTMLElement>('.related-error');
  const queue = section.querySelector('script[data-play-queues]');
  const model = list?.firstElementChild;
  if (!list || !error || !queue || !model) return;
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
  const fresh = next.cards.filter((card) => !shown.some((track) => track.id === card.track.id));
  const firstNew = list.children.length;
  for (const card of fresh) list.appendChild(cardFor(model, card));
  queue.textContent = queuesJson({ [RELATED_QUEUE]: [...shown, ...fresh.map((card) => card.track)] });
  section.dataset.page = String(next.page);
  if (list.children.length >= next.total) button.replaceWith(noMoreText());
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
