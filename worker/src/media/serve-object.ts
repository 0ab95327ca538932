import { parseRange } from './range.ts';

export interface ServeOptions {
  /** The answer's Cache-Control. */
  cacheControl: string;
  /** More headers for every answer (e.g. Content-Disposition). */
  headers?: Record<string, string>;
}

/**
 * Answers a GET or HEAD for an R2 object: its type, ETag and length, conditional requests (304)
 * and single byte ranges (206, 416), so players can seek and downloads can resume without
 * fetching the whole file again. Null when there is no such object.
 */
export async function serveObject(
  bucket: R2Bucket,
  key: string,
  request: Request,
  options: ServeOptions,
): Promise<Response | null> {
  const head = await bucket.head(key);
  if (!head) return null;

  const headers = new Headers(options.headers);
  head.writeHttpMetadata(headers);
  headers.set('ETag', head.httpEtag);
  headers.set('Cache-Control', options.cacheControl);
  headers.set('Accept-Ranges', 'bytes');
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/octet-stream');

  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === head.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }

  // A Range applies only while the client's copy is current (If-Range with our ETag).
  const ifRange = request.headers.get('If-Range');
  const range = ifRange && ifRange !== head.httpEtag ? null : parseRange(request.headers.get('Range'), head.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${head.size}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }

  const isHead = request.method === 'HEAD';
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
    headers.set('Content-Length', String(range.length));
    if (isHead) return new Response(null, { status: 206, headers });
    const object = await bucket.get(key, { range });
    return object ? new Response(object.body, { status: 206, headers }) : null;
  }

  headers.set('Content-Length', String(head.size));
  if (isHead) return new Response(null, { status: 200, headers });
  const object = await bucket.get(key);
  return object ? new Response(object.body, { status: 200, headers }) : null;
}
