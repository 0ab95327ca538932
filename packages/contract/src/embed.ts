/**
 * A track's player for other sites: its address (/embed/{id}, the storefront's features/embed,
 * the one page the Worker lets other sites frame) and the iframe that shows it, which the track
 * page's Embed button copies and the oEmbed answer (GET /api/oembed) gives. Without zod: the
 * storefront's share buttons load it with every page.
 */
import { escapeHtml } from './escape-html.ts';

/** The player's height in px: its card (cover, title, waveform, buy link) fits it. */
export const EMBED_HEIGHT = 168;
/** The widest the player is drawn, in px; it fills narrower spaces. */
export const EMBED_MAX_WIDTH = 640;

/** A track's embeddable player. */
export const embedPath = (id: number): string => `/embed/${id}`;

export interface EmbedSize {
  width: number;
  height: number;
}

/**
 * The iframe of track `id`'s player on the store at `origin`; `name` ('Night Drive by Nova') is
 * its title for screen readers. It fills its container's width up to `size.width`.
 */
export function embedCode(
  origin: string,
  id: number,
  name: string,
  size: EmbedSize = { width: EMBED_MAX_WIDTH, height: EMBED_HEIGHT },
): string {
  const src = new URL(embedPath(id), origin).href;
  return `<iframe src="${src}" title="${escapeHtml(name)}" width="100%" height="${size.height}" style="border:0;max-width:${size.width}px" loading="lazy" allow="autoplay"></iframe>`;
}
