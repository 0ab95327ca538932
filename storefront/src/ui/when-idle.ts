/** Runs `run` when the browser is idle, or shortly after load where it cannot say (as Astro's `client:idle`). */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run);
  else setTimeout(run, 200);
}
