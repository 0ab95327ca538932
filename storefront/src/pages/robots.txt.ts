/** robots.txt: what crawlers may read, and where the sitemap is (features/seo/robots.ts). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../features/seo/robots.ts';
import { cachePublicPage } from '../lib/cache.server.ts';

export const GET: APIRoute = ({ url }) => {
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8' });
  cachePublicPage(headers, 3600, 86_400);
  return new Response(robotsTxt(url.origin), { headers });
};
