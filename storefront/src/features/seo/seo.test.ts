import type { Song } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../lib/script-json.ts';
import { SITE } from '../../site.ts';
import { robotsTxt } from './robots.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';
import { isoDuration, storeJsonLd, trackJsonLd } from './structured-data.ts';

const ORIGIN = 'https://store.example';

const song = (overrides: Partial<Song> = {}): Song => ({
  id: 12,
  title: 'Night Drive',
  description: '',
  coverImage: '/media/covers/12.webp',
  audioFile: '/media/previews/12.mp3',
  duration: '02:27',
  durationSeconds: 147,
  bpm: 90,
  musicTag: ['Trap', 'Dark'],
  musicalKey: 'A minor',
  label: null,
  pricing: 2999,
  deliverables: ['mp3', 'wav'],
  publishedAt: '2026-11-01T10:00:00.000Z',
  playCount: 0,
  likeCount: 0,
  status: 'published',
  previewColor: null,
  waveform: [],
  freeDownload: false,
  user: { id: 'u1', name: 'Nova' },
  ...overrides,
});

describe('sitemaps', () => {
  it('lists absolute addresses with when each page changed, in UTC', () => {
    const xml = urlSetXml(ORIGIN, [{ path: '/' }, { path: '/products/12', lastModified: Date.UTC(2026, 10, 2, 8) }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://store.example/</loc></url>',
        '<url><loc>https://store.example/products/12</loc><lastmod>2026-11-02T08:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty part as a sitemap with no address, still well formed', () => {
    expect(urlSetXml(ORIGIN, [])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n\n</urlset>',
    );
  });

  it('escapes what XML reserves in an address', () => {
    const xml = urlSetXml(ORIGIN, [{ path: '/tracks?musicTag=trap&sort=title:asc' }]);
    expect(xml).toContain('<loc>https://store.example/tracks?musicTag=trap&#38;sort=title:asc</loc>');
  });

  it('names each sitemap of the index', () => {
    const xml = sitemapIndexXml(ORIGIN, [{ path: '/sitemap-pages.xml' }, { path: '/sitemap-tracks-1.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://store.example/sitemap-pages.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://store.example/sitemap-tracks-1.xml</loc></sitemap>');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the admin and points them at the sitemap index', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      'User-agent: *\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://store.example/sitemap.xml\n',
    );
  });
});

describe('structured data', () => {
  it('writes lengths as ISO 8601 durations', () => {
    expect(isoDuration(147)).toBe('PT2M27S');
    expect(isoDuration(59.6)).toBe('PT1M0S');
    expect(isoDuration(42)).toBe('PT42S');
    expect(isoDuration(-3)).toBe('PT0S');
  });

  it('offers a track for sale from its cheapest license, in dollars, with absolute addresses', () => {
    const url = `${ORIGIN}/products/12`;
    expect(trackJsonLd(song(), 'Nova', url)).toEqual({
      '@context': 'https://schema.org',
      '@type': ['MusicRecording', 'Product'],
      name: 'Night Drive',
      url,
      byArtist: { '@type': 'MusicGroup', name: 'Nova' },
      image: 'https://store.example/media/covers/12.webp',
      duration: 'PT2M27S',
      genre: ['Trap', 'Dark'],
      datePublished: '2026-11-01T10:00:00.000Z',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '29.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it('says a track whose exclusive sold is sold out, and leaves out what it does not have', () => {
    const data = trackJsonLd(
      song({ status: 'sold', coverImage: null, durationSeconds: null, musicTag: [], description: 'Late night.' }),
      'Nova',
      `${ORIGIN}/products/12`,
    );
    expect(data).toMatchObject({ description: 'Late night.', offers: { availability: 'https://schema.org/SoldOut' } });
    expect(Object.keys(data)).not.toContain('image');
    expect(Object.keys(data)).not.toContain('duration');
    expect(Object.keys(data)).not.toContain('genre');
  });

  it('says a track with no licensed file yet is out of stock: no pack can be sold for it', () => {
    const data = trackJsonLd(song({ deliverables: [] }), 'Nova', `${ORIGIN}/products/12`);
    expect(data).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    const stemsOnly = trackJsonLd(song({ deliverables: ['stems'] }), 'Nova', `${ORIGIN}/products/12`);
    expect(stemsOnly).toMatchObject({ offers: { availability: 'https://schema.org/InStock' } });
  });

  it('names the store for search results', () => {
    expect(storeJsonLd(ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.name,
      description: expect.stringContaining('license beats'),
      url: 'https://store.example/',
    });
  });

  it('cannot be closed early by a title: no "<" reaches the page', () => {
    const text = scriptJson(trackJsonLd(song({ title: '</script><script>alert(1)</script>' }), 'Nova', ORIGIN));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
