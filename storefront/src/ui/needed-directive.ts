/**
 * `client:needed="cart" | "account" | "toasts" | "license" | "free-download"`: hydrates an island once it has
 * something to show (island-needs.ts). What the browser already holds wakes it when the page is
 * idle, as `client:idle` did: a saved cart with lines, the signed-in hint, a toast flashed for
 * this page. A need raised later (a line added, here or in another tab, a toast, a dialog
 * opened) wakes it at once.
 *
 * Until then the island is marked `data-need="waiting"`: its server HTML is final (the account
 * corner shows its 'Log In' only then, see user-menu.css). One whose need is held already is
 * marked `data-need="held"` for good: its server HTML is about to be replaced, and may keep the
 * place of what replaces it (the signed-in avatar, and on a wide screen the width the account
 * corner had last, user-menu.css). Registered in astro.config.mjs.
 */
import type { ClientDirective } from 'astro';
import { keepAccountWidth } from '../features/accounts/account-width.ts';
import { maySignedIn } from '../features/accounts/signed-in-hint.ts';
import { hasSavedLines } from '../features/cart/saved-cart.ts';
import { hasFlashedToast } from './flashed-toast.ts';
import { ISLAND_NEEDS, type IslandNeed, onNeed } from './island-needs.ts';
import { whenIdle } from './when-idle.ts';

const heldAlready: Record<IslandNeed, () => boolean> = {
  cart: hasSavedLines,
  account: maySignedIn,
  toasts: hasFlashedToast,
  license: () => false,
  // A link's fragment is read (and taken out of the address) by the layout's script, which raises the need.
  'free-download': () => false,
};

/** What an island whose need is held already sets before the first frame, to keep its replacement's place. */
const whenHeld: Partial<Record<IslandNeed, (island: HTMLElement) => void>> = {
  account: keepAccountWidth,
};

const isNeed = (value: unknown): value is IslandNeed => ISLAND_NEEDS.some((need) => need === value);

// Islands whose hydration has begun: several listeners may wake the same one.
const started = new WeakSet<HTMLElement>();

const neededDirective: ClientDirective = (load, options, island) => {
  // An island the client router carries to the next page (transition:persist) is connected
  // again, and Astro calls its directive again: it is hydrated already, or waits with its
  // listeners in place.
  if (started.has(island) || island.dataset.need === 'waiting') return;
  // Whatever wakes the island first, the other listeners go with it.
  const listening = new AbortController();
  const hydrate = () => {
    if (started.has(island)) return;
    started.add(island);
    listening.abort();
    if (island.dataset.need === 'waiting') delete island.dataset.need;
    void load().then((run) => run());
  };
  const need = options.value;
  // An unknown need is a mistake in a page: the island still works, as with client:idle.
  if (!isNeed(need) || heldAlready[need]()) {
    if (isNeed(need)) {
      island.dataset.need = 'held';
      whenHeld[need]?.(island);
    }
    whenIdle(hydrate);
    return;
  }
  island.dataset.need = 'waiting';
  onNeed(need, hydrate, listening.signal);
  const recheck = () => {
    if (heldAlready[need]()) hydrate();
  };
  // A page the client router brings in may come with a need (a sign-in, a flashed toast), and
  // another tab may put lines in the cart while this page has no store to hear it.
  document.addEventListener('astro:page-load', recheck, { signal: listening.signal });
  window.addEventListener('storage', recheck, { signal: listening.signal });
};

export default neededDirective;
