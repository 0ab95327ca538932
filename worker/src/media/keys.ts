/** Public media (covers, previews) is served by this Worker under /media/{key}. */
export const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The key a request path (as sent, still percent-encoded) names. Each segment is decoded once,
 * like `mediaUrl` encoded it: `%252F` stays `%2F` (it is not a second separator), an encoded
 * separator inside a segment is refused, and so are empty and dot segments, so every object has
 * exactly one URL.
 */
export function keyFromPath(rawPath: string): string | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || segment.includes('/')) return null;
    segments.push(segment);
  }
  return segments.join('/');
}
