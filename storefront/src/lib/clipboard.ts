import { shareUrl } from '../features/catalogue/song-view.ts';

/**
 * Puts a track's share link on the clipboard. Falls back to a hidden text field where the
 * Clipboard API is missing or refused (older browsers, some embedded views). True when copied.
 */
export async function copyShareLink(id: number): Promise<boolean> {
  const text = shareUrl(window.location.origin, id);
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}
