/** The sitemap index: the store's pages and its catalogue, in parts (features/seo). */
import type { APIRoute } from 'astro';
import { loadSitemapIndex } from '../features/seo/sitemap.server.ts';
import { cachePublicPage } from '../lib/cache.server.ts';

export const GET: APIRoute = async ({ url }) => {
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8' });
  cachePublicPage(headers);
  return new Response(await loadSitemapIndex(url.origin), { headers });
};
