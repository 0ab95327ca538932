import { Hono } from 'hono';
import type { AppContext } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { keyFromPath, MEDIA_PREFIX } from '../media/keys.ts';
import { serveObject } from '../media/serve-object.ts';

/**
 * Public media (covers, previews, profile images) from the MEDIA bucket. Keys carry a content
 * hash, so answers are cacheable for a year. Only MEDIA is reachable here: licensed files live
 * in the FILES bucket, which no public route reads.
 */
export const mediaRoutes = new Hono<AppContext>().on(['GET', 'HEAD'], '/:key{.+}', async (c) => {
  // The path as sent: Hono's parameter is already decoded once, and must not be decoded again.
  const key = keyFromPath(new URL(c.req.url).pathname.slice(MEDIA_PREFIX.length));
  if (!key) throw notFound();
  const res = await serveObject(c.env.MEDIA, key, c.req.raw, { cacheControl: 'public, max-age=31536000, immutable' });
  if (!res) throw notFound();
  return res;
});
