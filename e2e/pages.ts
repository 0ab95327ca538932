/** The store's pages as the browser tests open them: read from storefront/src/pages, as Astro routes them. */
import { readdirSync } from 'node:fs';
import { PAGE_ACCESS } from '../storefront/src/page-access.ts';

const PAGES_DIR = new URL('../storefront/src/pages/', import.meta.url);

/** The routes Astro makes of src/pages: `about.astro` → /about, `tracks/index.astro` → /tracks. */
export function astroPages(dir = PAGES_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return astroPages(new URL(`${entry.name}/`, dir), `${prefix}/${entry.name}`);
    const name = entry.name.replace(/\.(astro|md|mdx|ts|js|html)$/, '');
    if (name === entry.name || entry.name.startsWith('_')) return [];
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

/** A concrete address of each page with parameters. */
export const CONCRETE: Record<string, string> = {
  '/products/[id]': '/products/1',
  '/tracks/[id]': '/tracks/1',
  '/sitemap-[part].xml': '/sitemap-pages.xml',
  '/embed/[id]': '/embed/1',
};
/** Pages other sites may frame: the embeddable player (worker/src/http/security-headers.ts, FRAMEABLE_PAGE). */
export const FRAMEABLE: readonly string[] = ['/embed/[id]'];
/** What a page answers when it is shown: its own status where that is not 200. */
export const SHOWN: Record<string, number> = { '/tracks/[id]': 301, '/404': 404 };

/** Whether a route is a file for machines (robots.txt, the sitemaps), not a page people read. */
const isFile = (page: string) => /\.\w+$/.test(page);

/** Every page of the page table everyone may see, at a concrete address, shown with a 200. */
export const PUBLIC_PAGES = Object.entries(PAGE_ACCESS)
  .filter(([page, access]) => access === 'anyone' && !SHOWN[page] && !isFile(page))
  .map(([page]) => CONCRETE[page] ?? page);

/**
 * The public pages the client router can swap in: all but the embeddable player, a document of
 * its own (no router) under its own `frame-ancestors`.
 */
export const ROUTED_PUBLIC_PAGES = PUBLIC_PAGES.filter(
  (path) => !FRAMEABLE.some((page) => (CONCRETE[page] ?? page) === path),
);
