/**
 * /api/oembed: a track's player for a site given the track's address (oembed.com), found from
 * the discovery link in the head of each track page. It answers for the store's own track
 * addresses only (/products/{id}, /tracks/{id}, /embed/{id}) and only for published tracks.
 */
import {
  EMBED_HEIGHT,
  EMBED_MAX_WIDTH,
  embedCode,
  type OEmbed,
  OEmbedQuerySchema,
  OEmbedSchema,
  SongIdParamSchema,
} from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { publicOrigin } from '../auth/public-origin.ts';
import { getPublishedSong } from '../catalogue/song-queries.ts';
import { getDb } from '../db/client.ts';
import { publicCache } from '../http/cache.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { apiRouter, errorAnswer, jsonAnswer } from '../openapi/router.ts';
import { STORE_NAME } from '../store-identity.ts';

/** How long a consumer may keep an answer: an hour, as a track's title or price seldom changes sooner. */
const CACHE_AGE_SECONDS = 3600;
/** The cover size given as the thumbnail: the store renders covers as squares of this width. */
const THUMBNAIL_SIZE = '400';

const NOT_A_TRACK = "The address is not a published track's page on this store.";

/**
 * The track a store address names, and the origin it is on, or null for any other address. The
 * store answers on its public origin (PUBLIC_URL) and on the one the request came to, which is
 * where the page that linked here was read (a second hostname, a preview deployment).
 */
function trackOf(address: string, origins: readonly string[]): { id: number; origin: string } | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const id = /^\/(?:products|tracks|embed)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (!origins.includes(url.origin) || id === undefined) return null;
  const parsed = SongIdParamSchema.safeParse({ id });
  return parsed.success ? { id: parsed.data.id, origin: url.origin } : null;
}

const oembed = createRoute({
  method: 'get',
  path: '/',
  summary: "A track's player for other sites, from its address (oEmbed, JSON)",
  middleware: publicCache(300, 3600),
  request: { query: OEmbedQuerySchema },
  responses: {
    200: jsonAnswer(OEmbedSchema, "The player's iframe and the track's title, artist and cover"),
    400: errorAnswer('A bad query value: no url, one too long, or a bad maxwidth or maxheight'),
    404: errorAnswer(`${NOT_A_TRACK} Another site's address, another page, or an unknown or unpublished track.`),
    501: errorAnswer('format=xml: only JSON is served'),
  },
});

export const oembedRoutes = apiRouter().openapi(oembed, async (c) => {
  const { url, format, maxwidth, maxheight } = c.req.valid('query');
  if (format === 'xml') throw new HttpError(501, 'Only JSON is served: ask with format=json.');
  const track = trackOf(url, [publicOrigin(c.env, c.req.url), new URL(c.req.url).origin]);
  const song = track && (await getPublishedSong(getDb(c.env.DB), track.id));
  if (!track || !song) throw notFound(NOT_A_TRACK);
  const { origin } = track;
  const artist = song.user.name;
  const title = `${song.title} by ${artist}`;
  const size = {
    width: Math.min(maxwidth ?? EMBED_MAX_WIDTH, EMBED_MAX_WIDTH),
    height: Math.min(maxheight ?? EMBED_HEIGHT, EMBED_HEIGHT),
  };
  const thumbnail = song.coverSizes?.[THUMBNAIL_SIZE];
  const answer: OEmbed = {
    version: '1.0',
    type: 'rich',
    provider_name: STORE_NAME,
    provider_url: `${origin}/`,
    title,
    author_name: artist,
    html: embedCode(origin, song.id, title, size),
    ...size,
    ...(thumbnail
      ? {
          thumbnail_url: new URL(thumbnail, origin).href,
          thumbnail_width: Number(THUMBNAIL_SIZE),
          thumbnail_height: Number(THUMBNAIL_SIZE),
        }
      : {}),
    cache_age: CACHE_AGE_SECONDS,
  };
  return c.json(answer, 200);
});
