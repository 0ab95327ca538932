/**
 * GET /api/oembed (oembed.com): what a site that is given a track's address (a blog editor, a
 * chat, a page builder) asks to show the track's player, found from the track page's discovery
 * link. JSON only, as most consumers ask; `format=xml` answers 501, as the specification says.
 */
import { EMBED_HEIGHT, EMBED_MAX_WIDTH } from './embed.ts';
import { z } from './zod.ts';

/** The longest address asked about: longer than any of the store's track addresses could be. */
export const OEMBED_URL_MAX_LENGTH = 2048;

/** A size limit in px from the query: a whole number from 1 to 10,000. */
const maxSize = (name: string) =>
  z
    .string()
    .regex(/^\d{1,5}$/, `${name} must be a whole number of pixels`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be 1 or more`).max(10_000, `${name} must be at most 10000`))
    .optional();

export const OEmbedQuerySchema = z.object({
  url: z
    .string()
    .max(OEMBED_URL_MAX_LENGTH, `url must be at most ${OEMBED_URL_MAX_LENGTH} characters`)
    .regex(/^https?:\/\/[^\s]+$/, "url must be a track page's address"),
  format: z.enum(['json', 'xml'], { message: 'format must be json or xml' }).default('json'),
  maxwidth: maxSize('maxwidth'),
  maxheight: maxSize('maxheight'),
});

/** A "rich" oEmbed answer: the player's iframe and what the consumer shows around it. */
export const OEmbedSchema = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    provider_name: z.string(),
    provider_url: z.url(),
    title: z.string(),
    author_name: z.string(),
    html: z.string(),
    width: z.int().min(1).max(EMBED_MAX_WIDTH),
    height: z.int().min(1).max(EMBED_HEIGHT),
    thumbnail_url: z.url().optional(),
    thumbnail_width: z.int().optional(),
    thumbnail_height: z.int().optional(),
    /** Seconds a consumer may keep the answer. */
    cache_age: z.int(),
  })
  .meta({ id: 'OEmbed' });
export type OEmbed = z.output<typeof OEmbedSchema>;
