import { Hono } from 'hono';
import type { AppContext } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { keyFromPath, MEDIA_PREFIX } from '../media/keys.ts';
import { parseRange } from '../media/range.ts';

/**
 * Public media (covers, previews, profile images) from the MEDIA bucket. Keys carry a content
 * hash, so answers are cacheable for a year. Only MEDIA is reachable here: licensed files live
 * in the FILES bucket, which no public route reads.
 */
export const mediaRoutes = new Hono<AppContext>().on(['GET', 'HEAD'], '/:key{.+}', async (c) => {
  // The path as sent: Hono's parameter is already decoded once, and must not be decoded again.
  const key = keyFromPath(new URL(c.req.url).pathname.slice(MEDIA_PREFIX.length));
  if (!key) throw notFound();
  const head = await c.env.MEDIA.head(key);
  if (!head) throw notFound();

  const headers = new Headers();
  head.writeHttpMetadata(headers);
  headers.set('ETag', head.httpEtag);
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('Accept-Ranges', 'bytes');
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/octet-stream');

  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === head.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }

  // A Range applies only while the client's copy is current (If-Range with our ETag).
  const ifRange = c.req.header('If-Range');
  const range = ifRange && ifRange !== head.httpEtag ? null : parseRange(c.req.header('Range'), head.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${head.size}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }

  const isHead = c.req.method === 'HEAD';
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
    headers.set('Content-Length', String(range.length));
    if (isHead) return new Response(null, { status: 206, headers });
    const object = await c.env.MEDIA.get(key, { range });
    if (!object) throw notFound();
    return new Response(object.body, { status: 206, headers });
  }

  headers.set('Content-Length', String(head.size));
  if (isHead) return new Response(null, { status: 200, headers });
  const object = await c.env.MEDIA.get(key);
  if (!object) throw notFound();
  return new Response(object.body, { status: 200, headers });
});
