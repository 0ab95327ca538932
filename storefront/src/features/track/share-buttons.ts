/**
 * Every Share button (ShareButton.astro) copies its track's share link (/tracks/{id}, which
 * redirects to the track page), or an Embed button its embeddable player's code, and says
 * 'Copied!' for 2 seconds. One delegated listener for the whole site, started once by the layout:
 * the buttons of later pages (client-side navigation) are caught by the same listener, and a page
 * renders no script per button.
 */
import { embedCode } from '@beats/contract';
import { copyText } from '../../lib/clipboard.ts';
import { trackShareUrl } from '../../paths.ts';

const COPIED_FOR_MS = 2000;

export function startShareButtons(): void {
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-share-id]');
    if (!button) return;
    const label = button.querySelector<HTMLElement>('[data-share-label]');
    const id = Number(button.dataset.shareId);
    const { origin } = window.location;
    const embedName = button.dataset.shareEmbed;
    const text = embedName === undefined ? trackShareUrl(origin, id) : embedCode(origin, id, embedName);
    if (!(await copyText(text)) || !label) return;
    label.dataset.idle ??= label.textContent ?? '';
    label.textContent = 'Copied!';
    clearTimeout(timers.get(button));
    timers.set(
      button,
      setTimeout(() => {
        label.textContent = label.dataset.idle ?? '';
      }, COPIED_FOR_MS),
    );
  });
}
