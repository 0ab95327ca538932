/**
 * Astro's client router starts a view transition for each navigation and keeps none of the
 * promises the browser gives with it. A navigation that overtakes another (a filter changed twice
 * in a row, a link followed while the last page still fades in) makes the router skip the first
 * transition, whose `ready` then rejects ('Transition was skipped') with nobody listening: an
 * uncaught error in the console on a navigation that went well. Every transition's `ready` gets a
 * handler that lets that one rejection go; any other still surfaces.
 */
export function quietSkippedTransitions(): void {
  if (typeof document.startViewTransition !== 'function') return;
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = (update) => {
    const transition = start(update);
    transition.ready.catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    });
    return transition;
  };
}
