/**
 * Structured data (schema.org, as JSON-LD) that search engines read from a page's head: the store
 * itself on the home page (Google names a site in its results from it), and each track on its
 * page as a recording that is also a product for sale: Google shows a price and availability in
 * its results for a `Product` only, and reads the recording's facts beside it.
 */
import { priceAmount, type Song, type SongOffer, STORE_CURRENCY, songOffer } from '@beats/contract';
import { PATHS } from '../../paths.ts';
import { SITE } from '../../site.ts';

export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** Seconds as an ISO 8601 duration ('PT2M27S'), the form schema.org's `duration` takes. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `PT${minutes ? `${minutes}M` : ''}${whole % 60}S`;
}

/** The store: its name, description and address. */
export function storeJsonLd(origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: SITE.name,
    description: SITE.description,
    url: new URL(PATHS.home, origin).href,
  };
}

/**
 * Whether anything of a track is for sale, as schema.org says it (`songOffer`): sold out once its
 * exclusive license sold, out of stock while it has no licensed file, else in stock.
 */
const AVAILABILITY: Record<SongOffer, string> = {
  'for-sale': 'InStock',
  sold: 'SoldOut',
  'preview-only': 'OutOfStock',
};

/**
 * A track as its page shows it: a recording by its artist, with its cover, length and genres,
 * offered from its cheapest license's price (see `AVAILABILITY`).
 */
export function trackJsonLd(song: Song, artist: string, pageUrl: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': ['MusicRecording', 'Product'],
    name: song.title,
    url: pageUrl,
    byArtist: { '@type': 'MusicGroup', name: artist },
    ...(song.description ? { description: song.description } : {}),
    ...(song.coverImage ? { image: new URL(song.coverImage, pageUrl).href } : {}),
    ...(song.durationSeconds ? { duration: isoDuration(song.durationSeconds) } : {}),
    ...(song.musicTag.length ? { genre: song.musicTag } : {}),
    datePublished: song.publishedAt,
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: priceAmount(song.pricing),
      priceCurrency: STORE_CURRENCY,
      availability: `${SCHEMA}/${AVAILABILITY[songOffer(song)]}`,
      url: pageUrl,
    },
  };
}
