/**
 * Cache headers for server-rendered pages. Public pages are the same for everyone (what depends on
 * the visitor is drawn by islands in the browser), so a CDN may keep them for a few minutes and
 * serve a stale copy while it fetches a fresh one: a new release shows within minutes.
 */
export function cachePublicPage(headers: Headers, maxAge = 60, sMaxAge = 300): void {
  headers.set('Cache-Control', `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${sMaxAge * 4}`);
}

/** Pages whose content is the visitor's own (cart, checkout): never kept by a shared cache. */
export function cachePrivatePage(headers: Headers): void {
  headers.set('Cache-Control', 'private, no-store');
}
