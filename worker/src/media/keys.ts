/** Public media (covers, previews) is served by this Worker under /media/{key}. */
export const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** A key from a URL path: rejects empty segments and dot segments so keys stay canonical. */
export function keyFromPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return decoded;
}
