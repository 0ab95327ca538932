/**
 * The store's robots.txt (RFC 9309): every page may be crawled but the API and the admin, and the
 * sitemap index says where the catalogue's pages are. Pages only for signed-in visitors and
 * guests are not shut out here: they say `noindex` themselves, which a crawler can only read if
 * it may fetch them.
 */
import { PATHS } from '../../paths.ts';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    `Disallow: ${PATHS.admin}`,
    '',
    `Sitemap: ${new URL(SITEMAP_INDEX_PATH, origin).href}`,
    '',
  ].join('\n');
}
