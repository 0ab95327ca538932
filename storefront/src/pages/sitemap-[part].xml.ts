/** One sitemap of the index: /sitemap-pages.xml, or a part of the catalogue, /sitemap-tracks-1.xml. */
import type { APIRoute } from 'astro';
import { loadSitemap } from '../features/seo/sitemap.server.ts';
import { cachePublicPage } from '../lib/cache.server.ts';

export const GET: APIRoute = async ({ url, params }) => {
  const xml = await loadSitemap(url.origin, params.part);
  if (xml === null) return new Response(null, { status: 404 });
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8' });
  cachePublicPage(headers);
  return new Response(xml, { headers });
};
