/**
 * The buy buttons' script (buy-buttons.ts) loads once the page is idle, as the islands it
 * replaced did: while a page loads it carries only this listener, so the stores behind the
 * buttons (account, cart, license dialog) do not compete with the page's first paint. A press
 * before then loads it at once and is answered as soon as it is there.
 */
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
  const onEarlyPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUY_BUTTONS) : null;
    if (!button) return;
    document.removeEventListener('click', onEarlyPress);
    void loadBuyButtons().then(({ press }) => press(button));
  };
  document.addEventListener('click', onEarlyPress);
  // As Astro's client:idle does: when the browser is idle, or shortly after load where it cannot say.
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 200);
  // Only where a page shows buy buttons: the first page, or one the client router brings in later.
  const loadWhereShown = () => {
    if (!document.querySelector(BUY_BUTTONS)) return;
    void loadBuyButtons().then(() => document.removeEventListener('click', onEarlyPress));
  };
  whenIdle(loadWhereShown);
  document.addEventListener('astro:after-swap', () => whenIdle(loadWhereShown));
}
