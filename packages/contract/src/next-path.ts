/**
 * Where a visitor goes after signing in (the `next` of the login and sign-up pages, the page
 * guards and Google sign-in): only ever a path of this store.
 */
import type { Role } from './users.ts';

/** Longer `next` values are not a page of this store. */
const NEXT_PATH_MAX_LENGTH = 2048;
const PARSE_BASE = 'http://store.invalid';

/** Whether a URL, resolved against this store, stays on it. */
const staysHere = (path: string) => new URL(path, PARSE_BASE).origin === PARSE_BASE;

/**
 * Where to go after signing in: only a path on this site, so a crafted link cannot send a user
 * elsewhere. The value is resolved the way a browser would (it reads `/\host`, and `/` + tab +
 * `/host`, as `//host`, and drops dot segments), and then the *result* is checked: `/.//host` and
 * `/x/..//host` resolve to `//host`, which a browser would again read as another site.
 * Backslashes and control characters are never part of this store's paths and are refused outright.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.length > NEXT_PATH_MAX_LENGTH) return fallback;
  if (/[\\\p{Cc}]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || !staysHere(path)) return fallback;
  return path;
}

/** Where a signed-in user lands: admins in the dashboard, others where they were going. */
export function landingPath(role: Role, next: string | null | undefined): string {
  return role === 'admin' ? '/admin' : safeNextPath(next);
}
