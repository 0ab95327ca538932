/**
 * What a track page's address asks of the Free Download dialog, read from its fragment: the link
 * a mail gives (`#free-download=<token>`, `freeDownloadLink` in the contract) or the bare
 * `#free-download`, which opens the form. Read by the layout's script on every page, so it uses
 * the contract's zod-free part only.
 */
import { FREE_DOWNLOAD_FRAGMENT, FREE_DOWNLOAD_TOKEN } from '@beats/contract';

export type FreeDownloadOpening =
  /** The form: an address to mail the link to. */
  | { kind: 'ask' }
  /** A mailed link, to check before the file is offered. */
  | { kind: 'link'; token: string }
  /** A link whose token cannot be one (cut short, mistyped): refused without asking the API. */
  | { kind: 'bad-link' };

/** The opening a fragment (`location.hash`, with or without its '#') asks for; null when it is not the dialog's. */
export function readFreeDownloadFragment(hash: string): FreeDownloadOpening | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === FREE_DOWNLOAD_FRAGMENT) return { kind: 'ask' };
  const prefix = `${FREE_DOWNLOAD_FRAGMENT}=`;
  if (!fragment.startsWith(prefix)) return null;
  const token = fragment.slice(prefix.length);
  if (token === '') return { kind: 'ask' };
  return FREE_DOWNLOAD_TOKEN.test(token) ? { kind: 'link', token } : { kind: 'bad-link' };
}

/** The address without its fragment, as `history.replaceState` takes it (path and query). */
export function withoutFragment(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}
