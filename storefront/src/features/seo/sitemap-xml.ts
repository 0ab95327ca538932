/**
 * Sitemaps as search engines read them (sitemaps.org 0.9): a sitemap index naming the store's
 * sitemaps, and each sitemap's addresses with when their page last changed. Only `<lastmod>` is
 * written: search engines ignore `<priority>` and `<changefreq>`.
 */
import { escapeHtml } from '@beats/contract';

export interface SitemapEntry {
  /** The page's path on this origin ('/', '/products/12'). */
  path: string;
  /** When the page last changed (ms since the epoch), when known. */
  lastModified?: number | undefined;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A location element, and the time its page last changed (W3C date-time, UTC) when known. */
function located(origin: string, { path, lastModified }: SitemapEntry): string {
  const loc = `<loc>${escapeHtml(new URL(path, origin).href)}</loc>`;
  return lastModified ? `${loc}<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : loc;
}

/** A sitemap: the pages of `entries`, as absolute addresses on `origin`. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url>${located(origin, entry)}</url>`);
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: the sitemaps at `entries`' paths on `origin`. */
export function sitemapIndexXml(origin: string, entries: readonly SitemapEntry[]): string {
  const sitemaps = entries.map((entry) => `<sitemap>${located(origin, entry)}</sitemap>`);
  return `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}
