/**
 * One of the page shell's two inline scripts (with the early play press): a cover that fails to
 * load shows the default cover, on server-rendered images too (before any island hydrates), so
 * it cannot wait for a module.
 * Registered once: client-side navigations keep it. Layout.astro renders exactly this text, and
 * astro.config.mjs adds its hash to every page's Content-Security-Policy.
 */
import { DEFAULT_COVER } from './track-cover.ts';

export const COVER_FALLBACK_SCRIPT = `if (!window.__coverFallback) {
  window.__coverFallback = true;
  addEventListener('error', (event) => {
    const img = event.target;
    if (img instanceof HTMLImageElement && img.src.includes('/media/covers/')) {
      img.srcset = '';
      img.src = '${DEFAULT_COVER}';
    }
  }, true);
}`;
