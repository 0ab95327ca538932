/**
 * The Free Download button (FreeDownload.astro) and the link a mail gives, for every page: one
 * delegated listener and one look at the address, started by the layout. The dialog's store
 * (and the dialog's island, which it wakes) loads only on a press, or when the page opens with
 * the dialog's fragment; until then a track page carries nothing of it but this.
 *
 * A mailed link's token leaves the address bar as soon as the page runs this, whatever page it
 * is: a page shared or bookmarked afterwards never carries it. A link opened where the track is
 * no longer given away says so in a toast (link-ended.ts), whose code loads only then.
 */
import { type FreeDownloadOpening, readFreeDownloadFragment, withoutFragment } from './free-download-fragment.ts';

export const FREE_DOWNLOAD_BUTTONS = 'button[data-free-download]';

let store: Promise<typeof import('./free-download.store.ts')> | null = null;

function open(opening: FreeDownloadOpening, opener: HTMLElement): void {
  store ??= import('./free-download.store.ts').catch((error: unknown) => {
    store = null;
    throw error;
  });
  store
    .then(({ openFreeDownload }) => openFreeDownload(opening, opener))
    .catch((error: unknown) => console.error('The Free Download dialog could not load', error));
}

/** Opens the dialog the address asks for, once its fragment is out of the address bar. */
function openFromAddress(): void {
  const opening = readFreeDownloadFragment(window.location.hash);
  if (!opening) return;
  // The router's own state (history.state) stays as it is.
  history.replaceState(history.state, '', withoutFragment(window.location));
  // Only a track the store gives away has the dialog. Elsewhere a mailed link's track is no longer
  // free (switched off, deleted or sold outright): the visitor is told, with no form to offer.
  const button = document.querySelector<HTMLButtonElement>(FREE_DOWNLOAD_BUTTONS);
  if (button) open(opening, button);
  // (A failed load is the browser's own unhandled rejection: the toast was only a notice.)
  else if (opening.kind !== 'ask') void import('./link-ended.ts').then((toast) => toast.sayLinkEnded());
}

export function startFreeDownloads(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(FREE_DOWNLOAD_BUTTONS);
    if (button) open({ kind: 'ask' }, button);
  });
  openFromAddress();
  // A page the client router brings in with the fragment (the first page has been read above),
  // and a link opened on its own track's page, which only changes the fragment.
  document.addEventListener('astro:page-load', openFromAddress);
  window.addEventListener('hashchange', openFromAddress);
}
