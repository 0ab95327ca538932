/** Whether the site's player has started on this visit, and the event that says it has (start-player.ts). */
export const PLAYER_STARTED = 'player:start';

export const hasPlayerStarted = (): boolean => document.documentElement.dataset.player === 'started';

/** Runs `then` once the player has started (at once if it has). */
export function whenPlayerStarts(then: () => void): void {
  if (hasPlayerStarted()) then();
  else window.addEventListener(PLAYER_STARTED, then, { once: true });
}
