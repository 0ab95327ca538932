/**
 * What search engines read: robots.txt, the sitemaps (every public page and every published
 * track, each address answering), and the structured data of the home and track pages.
 */
import { MAX_PAGE_SIZE, SongDetailSchema, SongPageSchema } from '@beats/contract';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import type { APIRequestContext, Page } from '@playwright/test';
import { parsed } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';

/** The addresses a sitemap or sitemap index lists, read as a browser's XML parser reads it (well formed or it throws). */
async function locations(page: Page, request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error(`Not well-formed XML: ${text.slice(0, 200)}`);
    return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }, xml);
}

/** Every published track's id, as the catalogue lists them. */
async function publishedIds(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request.get(`/api/songs/published?limit=${MAX_PAGE_SIZE}&page=${page}`);
    const { data, total } = await parsed(res, SongPageSchema);
    ids.push(...data.map((song) => song.id));
    if (ids.length >= total || data.length === 0) return ids;
  }
}

test('robots.txt keeps crawlers out of the API and the admin and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.headers()['cache-control']).toMatch(/^public/);
  const text = await res.text();
  expect(text).toContain('User-agent: *\nDisallow: /api/\nDisallow: /admin\n');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemaps list every public page and every published track, each of which answers', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/about');
  const sitemaps = await locations(page, request, '/sitemap.xml');
  expect(sitemaps[0]).toBe(`${baseURL}/sitemap-pages.xml`);
  expect(sitemaps.slice(1)).toEqual([`${baseURL}/sitemap-tracks-1.xml`]);

  const pages = await locations(page, request, '/sitemap-pages.xml');
  expect(pages).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/tracks`, `${baseURL}/about`]));
  for (const url of pages) expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);

  const listed: string[] = [];
  for (const sitemap of sitemaps.slice(1)) listed.push(...(await locations(page, request, new URL(sitemap).pathname)));
  const ids = await publishedIds(request);
  expect(ids.length).toBeGreaterThan(5);
  expect(listed.sort()).toEqual(ids.map((id) => `${baseURL}/products/${id}`).sort());
  for (const url of listed.slice(0, 5)) expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
});

test('a sitemap the store has not got is a 404', async ({ request }) => {
  for (const path of [
    '/sitemap-tracks-0.xml',
    '/sitemap-tracks-01.xml',
    '/sitemap-tracks-1234567.xml',
    '/sitemap-songs.xml',
    '/sitemap-tracks-1.xml.bak',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // A part past the catalogue's last is empty, not an error.
  expect(await (await request.get('/sitemap-tracks-999.xml')).text()).not.toContain('<url>');
});

test('the home page names the store; a track page offers the track at its price', async ({
  page,
  request,
  baseURL,
}) => {
  const structured = async () =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null');

  await page.goto('/');
  const store = await structured();
  expect(store).toMatchObject({ '@type': 'WebSite', name: STORE_IDENTITY.name, url: `${baseURL}/` });
  const [first] = (await parsed(await request.get('/api/songs/published?limit=1'), SongPageSchema)).data;
  if (!first) throw new Error('The demo catalogue has no published track');

  await page.goto(`/products/${first.id}`);
  const { data: song } = await parsed(await request.get(`/api/songs/${first.id}`), SongDetailSchema);
  expect(await structured()).toMatchObject({
    '@type': ['MusicRecording', 'Product'],
    name: song.title,
    url: `${baseURL}/products/${song.id}`,
    byArtist: { name: song.user.name },
    offers: { lowPrice: (song.pricing / 100).toFixed(2), priceCurrency: 'USD' },
  });

  // The same page at an address with a trailing slash names the one address to index.
  await page.goto(`/products/${first.id}/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/products/${first.id}`);
  expect((await structured()).url).toBe(`${baseURL}/products/${first.id}`);
});
