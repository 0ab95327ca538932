/**
 * The store's sitemaps, read on the server: an index naming the sitemap of its pages and one per
 * part of the catalogue (@beats/worker/catalogue's `sitemapTrackParts`), each track with when its
 * page last changed.
 */
import { listSitemapTracks, sitemapTrackParts } from '@beats/worker/catalogue';
import { db } from '../../lib/db.server.ts';
import { PATHS, trackPath } from '../../paths.ts';
import { type SitemapEntry, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

/** The pages anyone may read that are not a track's: those a search engine should know. */
export const SITEMAP_PAGES: readonly string[] = [
  PATHS.home,
  PATHS.tracks,
  PATHS.about,
  PATHS.services,
  PATHS.video,
  PATHS.contact,
  PATHS.terms,
  PATHS.privacy,
];

const PAGES_PART = 'pages';
const tracksPart = (part: number) => `tracks-${part}`;
/** A sitemap's address: /sitemap-pages.xml, /sitemap-tracks-1.xml (pages/sitemap-[part].xml.ts). */
const sitemapPath = (part: string) => `/sitemap-${part}.xml`;

/** The sitemap index: the pages' sitemap, then each part of the catalogue that has a published track. */
export async function loadSitemapIndex(origin: string): Promise<string> {
  const parts = await sitemapTrackParts(db());
  const entries: SitemapEntry[] = [PAGES_PART, ...parts.map(tracksPart)].map((part) => ({ path: sitemapPath(part) }));
  return sitemapIndexXml(origin, entries);
}

/**
 * The sitemap `part` names ('pages', 'tracks-3'); null for a name that is none of them. A part
 * past the catalogue's last is an empty sitemap, as a part whose tracks were all deleted is.
 */
export async function loadSitemap(origin: string, part: string | undefined): Promise<string | null> {
  if (part === PAGES_PART)
    return urlSetXml(
      origin,
      SITEMAP_PAGES.map((path) => ({ path })),
    );
  // At most six digits: a part of 10,000 ids each reaches past a billion tracks.
  const number = /^tracks-([1-9]\d{0,5})$/.exec(part ?? '')?.[1];
  if (!number) return null;
  const tracks = await listSitemapTracks(db(), Number(number));
  return urlSetXml(
    origin,
    tracks.map(({ id, lastModified }) => ({ path: trackPath(id), lastModified })),
  );
}
