/**
 * The page shell's second inline script: a play button pressed before the page's module scripts
 * have run (a slow phone, a slow connection) is remembered here, and start-player.ts plays it
 * once it runs, instead of the press doing nothing. Runs once per document, like the cover
 * fallback; astro.config.mjs adds its hash to every page's Content-Security-Policy.
 */
export const EARLY_PRESS_SCRIPT = `if (!window.__earlyPlay) {
  let pressed = null;
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-play]') : null;
    if (button) pressed = button;
  };
  document.addEventListener('click', keep);
  window.__earlyPlay = {
    stop() {
      document.removeEventListener('click', keep);
      return pressed;
    },
  };
}`;

declare global {
  interface Window {
    /** Set by EARLY_PRESS_SCRIPT: stops listening and gives the last play button pressed. */
    __earlyPlay?: { stop(): HTMLButtonElement | null };
  }
}
