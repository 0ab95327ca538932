/**
 * The site's player loads on first play: until a visitor presses a play button (or seeks a
 * waveform), a page carries only this listener, and none of the player's code runs while the
 * page loads. `startPlayer` loads it once and announces it (player-started.ts: the bottom bar's
 * island and the waveform wait for that); later clicks go to play-buttons.ts.
 */
import { PLAYER_STARTED } from './player-started.ts';

let player: Promise<typeof import('./play-buttons.ts')> | null = null;

export function startPlayer(): Promise<typeof import('./play-buttons.ts')> {
  player ??= import('./play-buttons.ts').then((buttons) => {
    // From here play-buttons.ts answers every click: a first press still waiting here too would
    // press the button twice, playing and at once pausing its track.
    document.removeEventListener('click', onFirstPress);
    buttons.startPlayButtons();
    document.documentElement.dataset.player = 'started';
    window.dispatchEvent(new Event(PLAYER_STARTED));
    return buttons;
  });
  return player;
}

/**
 * The first press of a play button, when the player's code is not there yet: it loads it and
 * plays that button's track. A press while the code loads is answered here once, as the buttons'
 * own listener is added after that click has passed.
 */
function onFirstPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-play]') : null;
  if (!button) return;
  document.removeEventListener('click', onFirstPress);
  void startPlayer().then(({ press }) => press(button));
}

/**
 * Starts the player on the first press of a play button, and plays that button's track. Its
 * code starts loading as soon as a visitor points at, touches or tabs to a play button or a
 * waveform, so it is usually there by the click: browsers let audio start within a few seconds
 * of the click that asked for it.
 */
export function startPlayerOnFirstPlay(): void {
  const controls = 'button[data-play], [data-waveform]';
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(controls)) void startPlayer();
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { passive: true });
  }
  document.addEventListener('click', onFirstPress);
  // A press before this script ran (early-press.ts kept it): still within the few seconds in
  // which the browser lets that click start audio.
  const pressedEarly = window.__earlyPlay?.stop();
  if (pressedEarly?.isConnected) void startPlayer().then(({ press }) => press(pressedEarly));
}
