/**
 * The New Releases carousels of the page (NewReleasesCarousel.astro): slides scroll with CSS
 * scroll snapping; this script draws the slides after the first view from the page's queue,
 * adds what needs the window's width, the arrows (large screens, by CSS) and one bullet per
 * view, and keeps both on the view that shows, however it was reached (arrows, bullets,
 * swipes, keys).
 */
import { announcePlayButtons, readQueue } from '../player/page-queues.ts';
import type { PlayableTrack } from '../player/playable.ts';
import { trackItemFrom } from '../player/track-items.ts';

/** The most slides any width shows at once: the server draws these. */
export const FIRST_VIEW_MAX = 6;

/** Slides per view by viewport width; the same breakpoints as new-releases-carousel.css. */
export function slidesPerView(width: number, count: number): number {
  if (width >= 1024) return Math.max(1, Math.min(count, 6));
  return width >= 768 ? 3 : 2;
}

/** The bullet's name for the view that starts at slide `first` (0-based). */
export function viewLabel(first: number, perView: number, count: number): string {
  return `Show releases ${first + 1} to ${Math.min(count, first + perView)}`;
}

interface Carousel {
  list: HTMLElement;
  arrows: HTMLElement;
  bullets: HTMLElement;
  perView: number;
  view: number;
}

const carousels = new Set<Carousel>();

const views = (c: Carousel) => Math.max(1, Math.ceil(c.list.children.length / c.perView));

function showView(c: Carousel, index: number): void {
  const slide = c.list.children[Math.min(c.list.children.length - 1, index * c.perView)];
  if (slide instanceof HTMLElement) c.list.scrollTo({ left: slide.offsetLeft - c.list.offsetLeft });
}

/** Arrows and bullets for the current width: drawn again only when the slides per view change. */
function layOut(c: Carousel): void {
  const count = c.list.children.length;
  const perView = slidesPerView(window.innerWidth, count);
  if (perView === c.perView && c.bullets.childElementCount > 0) return;
  c.perView = perView;
  const total = views(c);
  c.arrows.hidden = total <= 1;
  c.bullets.replaceChildren(
    ...(total <= 1
      ? []
      : Array.from({ length: total }, (_, i) => {
          const bullet = document.createElement('button');
          bullet.type = 'button';
          bullet.setAttribute('aria-label', viewLabel(i * perView, perView, count));
          bullet.addEventListener('click', () => showView(c, i));
          return bullet;
        })),
  );
  mark(c);
}

/** Which view shows, from the scroll position. */
function mark(c: Carousel): void {
  const max = c.list.scrollWidth - c.list.clientWidth;
  const total = views(c);
  c.view = max > 0 ? Math.round((c.list.scrollLeft / max) * (total - 1)) : 0;
  const [previous, next] = c.arrows.querySelectorAll('button');
  if (previous) previous.disabled = c.view === 0;
  if (next) next.disabled = c.view >= total - 1;
  for (const [i, bullet] of [...c.bullets.children].entries()) {
    if (i === c.view) bullet.setAttribute('aria-current', 'true');
    else bullet.removeAttribute('aria-current');
  }
}

/** A slide for `track` like the server's (NewReleasesCarousel.astro), made from one of them. */
function slideFor(model: Element, track: PlayableTrack, queue: string): Element {
  const slide = trackItemFrom(model, track, queue);
  const artist = slide.querySelector('.new-releases__artist');
  if (artist) artist.textContent = track.artist;
  return slide;
}

/** The slides the server left out (after the first view), from the page's queue. */
function drawRest(list: HTMLElement, queue: string): void {
  const model = list.firstElementChild;
  const rest = readQueue(queue).slice(list.children.length);
  if (!model || rest.length === 0) return;
  for (const track of rest) list.appendChild(slideFor(model, track, queue));
  announcePlayButtons();
}

function setUp(section: HTMLElement): void {
  const list = section.querySelector<HTMLElement>('.new-releases__list');
  const arrows = section.querySelector<HTMLElement>('.new-releases__arrows');
  const bullets = section.querySelector<HTMLElement>('.new-releases__bullets');
  if (!list || !arrows || !bullets || section.hasAttribute('data-ready')) return;
  section.setAttribute('data-ready', '');
  drawRest(list, section.dataset.newReleases ?? '');
  const c: Carousel = { list, arrows, bullets, perView: 0, view: 0 };
  carousels.add(c);
  for (const arrow of arrows.querySelectorAll<HTMLElement>('[data-step]')) {
    arrow.addEventListener('click', () => showView(c, c.view + Number(arrow.dataset.step)));
  }
  let frame = 0;
  list.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => mark(c));
    },
    { passive: true },
  );
  layOut(c);
}

/** Sets up the page's carousels, now and on every page the client router brings in. */
export function startCarousels(): void {
  window.addEventListener('resize', () => {
    for (const c of carousels) {
      if (c.list.isConnected) layOut(c);
      else carousels.delete(c);
    }
  });
  const setUpAll = () => {
    for (const section of document.querySelectorAll<HTMLElement>('[data-new-releases]')) setUp(section);
  };
  setUpAll();
  document.addEventListener('astro:page-load', setUpAll);
}
