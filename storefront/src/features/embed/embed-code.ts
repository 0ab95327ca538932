/**
 * The code a producer pastes into their own site to play a track there: an iframe of the track's
 * embeddable player (/embed/{id}), which other sites may frame (the Worker's security headers).
 */
import { escapeHtml } from '@beats/contract';
import { embedPath } from '../../paths.ts';

/** The iframe's height in px: the player's card (cover, title, waveform, buy link) fits it. */
export const EMBED_HEIGHT = 168;

/** The iframe of track `id`; `name` ('Night Drive by Nova') is its title for screen readers. */
export function embedCode(origin: string, id: number, name: string): string {
  const title = escapeHtml(name);
  const src = new URL(embedPath(id), origin).href;
  return `<iframe src="${src}" title="${title}" width="100%" height="${EMBED_HEIGHT}" style="border:0;max-width:640px" loading="lazy" allow="autoplay"></iframe>`;
}
