/**
 * Islands that wake when they have something to show (`client:needed`, needed-directive.ts): the
 * header's cart and account corner, the toaster, the license dialog and a track page's Free
 * Download dialog. Until then the HTML the server drew is already right for a first visit (an
 * empty cart, 'Log In', no toast, no dialog), so a visitor who only browses and listens loads no
 * React at all.
 *
 * The store behind an island raises its need (a line put in the cart, a toast shown, the dialog
 * opened) as a DOM event: the directive is inlined in the page, bundled apart from the pages'
 * modules, so it cannot share a store with them.
 */
export const ISLAND_NEEDS = ['cart', 'account', 'toasts', 'license', 'free-download'] as const;
export type IslandNeed = (typeof ISLAND_NEEDS)[number];

const eventOf = (need: IslandNeed) => `island:${need}`;

/** Wakes the island that shows `need`, if it has not hydrated yet. */
export function raiseNeed(need: IslandNeed): void {
  // Stores also run where there is no page to wake: the server's render, unit tests.
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(eventOf(need)));
}

/** Runs `then` the first time `need` is raised, unless `signal` has aborted first. */
export function onNeed(need: IslandNeed, then: () => void, signal: AbortSignal): void {
  window.addEventListener(eventOf(need), then, { once: true, signal });
}
