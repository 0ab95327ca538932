import { type ByteRange, parseRange, r2Range, readRange } from './range.ts';

/**
 * The Cache-Control of a file that is someone's own (a buyer's download, a free download's link,
 * the owner's licensed files and voice tag): no shared cache or browser keeps it.
 */
export const PRIVATE_FILE = 'private, no-store';

export interface ServeOptions {
  /** The answer's Cache-Control. */
  cacheControl: string;
  /** More headers for every answer (e.g. Content-Disposition). */
  headers?: Record<string, string>;
}

function objectHeaders(object: R2Object, options: ServeOptions): Headers {
  const headers = new Headers(options.headers);
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', options.cacheControl);
  headers.set('Accept-Ranges', 'bytes');
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/octet-stream');
  return headers;
}

/** The bytes an answer sends: of `range`, or of the whole object when null. */
type ReadBody = (range: ByteRange | null) => Promise<ReadableStream | null>;

/**
 * The answer for an object and a request: 304 for a current copy (If-None-Match), 206 for a
 * single satisfiable range while the client's copy is current (If-Range with our ETag), 416 for
 * one outside the object, else 200 with `read`'s bytes.
 */
async function answer(object: R2Object, request: Request, options: ServeOptions, read: ReadBody): Promise<Response> {
  const headers = objectHeaders(object, options);
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === object.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }
  const ifRange = request.headers.get('If-Range');
  const range = ifRange && ifRange !== object.httpEtag ? null : parseRange(request.headers.get('Range'), object.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${object.size}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }
  if (range) headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
  headers.set('Content-Length', String(range ? range.length : object.size));
  return new Response(await read(range), { status: range ? 206 : 200, headers });
}

/**
 * Answers a GET or HEAD for an R2 object: its type, ETag and length, conditional requests (304)
 * and single byte ranges (206, 416), so players can seek and downloads can resume without
 * fetching the whole file again. Null when there is no such object.
 *
 * A GET is one conditional, ranged R2 read: R2 checks If-None-Match itself (a current copy gets
 * the object's metadata without its body) and returns only the bytes of the range asked for. A
 * second read happens only when the first fetched bytes the answer cannot use (an If-Range
 * naming an older copy), or R2 refused the range and the answer is decided from the size.
 */
export async function serveObject(
  bucket: R2Bucket,
  key: string,
  request: Request,
  options: ServeOptions,
): Promise<Response | null> {
  if (request.method === 'HEAD') {
    const head = await bucket.head(key);
    return head ? answer(head, request, options, async () => null) : null;
  }
  const wanted = readRange(request.headers.get('Range'));
  const ifNoneMatch = request.headers.get('If-None-Match');
  let object: R2Object | R2ObjectBody | null;
  try {
    object = await bucket.get(key, {
      ...(ifNoneMatch && { onlyIf: new Headers({ 'If-None-Match': ifNoneMatch }) }),
      ...(wanted && { range: r2Range(wanted) }),
    });
  } catch (error) {
    // R2 refuses a range that starts past the end: the size decides (416).
    if (!wanted) throw error;
    object = await bucket.head(key);
  }
  if (!object) return null;
  const first = 'body' in object ? object : null;
  let used = false;
  const res = await answer(object, request, options, async (range) => {
    // The first read holds exactly these bytes when it asked for a range and one applies, or for
    // none and none applies.
    if (first && (range === null) === (wanted === null)) {
      used = true;
      return first.body;
    }
    const again = await bucket.get(key, range ? { range } : {});
    return again && 'body' in again ? again.body : null;
  });
  if (first && !used) await first.body.cancel();
  return res;
}
