/**
 * The buy buttons' script (buy-buttons.ts) loads once the page is idle, as the islands it
 * replaced did: while a page loads it carries only this listener, so the stores behind the
 * buttons (account, cart, license dialog) do not compete with the page's first paint. A press
 * before then loads it at once and is answered as soon as it is there.
 */
import { whenIdle } from '../../ui/when-idle.ts';

export const BUY_BUTTONS = 'button[data-buy]';

let buttons: Promise<typeof import('./buy-buttons.ts')> | null = null;

function loadBuyButtons(): Promise<typeof import('./buy-buttons.ts')> {
  buttons ??= import('./buy-buttons.ts').then((module) => {
    module.startBuyButtons();
    return module;
  });
  return buttons;
}

export function startBuyButtonsWhenIdle(): void {
  // Every press comes through here: before the script is there, it loads it at once.
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUY_BUTTONS) : null;
    if (!button) return;
    // The first press may wait for this script and the dialog's code (seconds on a slow phone): the
    // button says it is busy until the dialog shows (ui/modal.ts) or nothing opens (press).
    if (button.getAttribute('aria-disabled') !== 'true') button.setAttribute('aria-busy', 'true');
    void loadBuyButtons().then(({ press }) => press(button));
  });
  // Only where a page shows buy buttons: the first page, or one the client router brings in later.
  const loadWhereShown = () => {
    if (document.querySelector(BUY_BUTTONS)) void loadBuyButtons();
  };
  whenIdle(loadWhereShown);
  document.addEventListener('astro:after-swap', () => whenIdle(loadWhereShown));
}
