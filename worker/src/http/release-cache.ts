/**
 * Scheduled releases and caches: a page or list that a browser or CDN keeps must not outlive the
 * next scheduled release, or the track would appear late; nor the end of a bulk deal in force,
 * which the track pages and the catalogue name (http/catalogue-state.ts's `nextChange`). Public
 * answers (`Cache-Control: public`) are kept at most until then and served stale for at most a
 * minute after it; with nothing coming, their own lifetimes stand.
 */
import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import { catalogueState } from './catalogue-state.ts';
import { editAnswerHeaders } from './edit-headers.ts';

/** The longest a cache may serve an answer from before a release while it fetches a fresh one. */
const STALE_AFTER_RELEASE_S = 60;

const lifetime = (cacheControl: string, name: string): number =>
  Number(new RegExp(`\\b${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);

/**
 * `Cache-Control` for an answer given `seconds` before a release: unchanged if no cache could
 * still serve it by then; else kept fresh until the release at most, and stale for a minute.
 */
export function capLifetimes(cacheControl: string, seconds: number): string {
  const fresh = Math.max(lifetime(cacheControl, 'max-age'), lifetime(cacheControl, 's-maxage'));
  if (fresh + lifetime(cacheControl, 'stale-while-revalidate') <= seconds) return cacheControl;
  return cacheControl.replace(
    /\b(max-age|s-maxage|stale-while-revalidate)=(\d+)/g,
    (_, name: string, value: string) => {
      const cap = name === 'stale-while-revalidate' ? STALE_AFTER_RELEASE_S : seconds;
      return `${name}=${Math.min(Number(value), cap)}`;
    },
  );
}

/** Pages and API answers list songs; scripts, styles and media (content-addressed) never change. */
const listsSongs = (contentType: string | null) => /^(text\/html|application\/json)\b/i.test(contentType ?? '');

export const releaseAwareCache = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  await next();
  const cacheControl = c.res.headers.get('Cache-Control');
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || !listsSongs(c.res.headers.get('Content-Type'))) return;
  const now = Date.now();
  const change = (await catalogueState(c.env, now)).nextChange;
  if (change === null) return;
  const capped = capLifetimes(cacheControl, Math.max(0, Math.floor((change - now) / 1000)));
  editAnswerHeaders(c, (headers) => headers.set('Cache-Control', capped));
});
