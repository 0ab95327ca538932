/**
 * The width of the signed-in account corner (avatar, name and chevron) on a wide screen, kept in
 * the browser from the last page that drew it. A page learns who is signed in, and so how wide
 * their name is, only once the API answers; until then the corner keeps this width
 * (user-menu.css), so the navigation centred beside it does not move when the name comes. A number
 * of pixels, nothing personal. Read by the header's directive before the first frame
 * (ui/needed-directive.ts), so it carries no store of its own.
 */
const ACCOUNT_WIDTH_KEY = 'store:account-width';
/** Where the name shows beside the avatar (user-menu.css hides it at 640 px and under). */
const WIDE_SCREEN = '(min-width: 641px)';
/** Wider than the trigger can be (220 px): a value past it is not one this store wrote. */
const MAX_WIDTH = 400;

/** Keeps the width of the drawn account corner `trigger`, on a wide screen. */
export function rememberAccountWidth(trigger: HTMLElement): void {
  if (!window.matchMedia(WIDE_SCREEN).matches) return;
  try {
    localStorage.setItem(ACCOUNT_WIDTH_KEY, String(Math.ceil(trigger.getBoundingClientRect().width)));
  } catch {
    // No storage (a locked-down browser): the corner's place is not kept, as before.
  }
}

/** Gives the account corner's island the width its corner had last (`--account-width`), if known. */
export function keepAccountWidth(island: HTMLElement): void {
  let width: number;
  try {
    width = Number(localStorage.getItem(ACCOUNT_WIDTH_KEY));
  } catch {
    return;
  }
  if (Number.isInteger(width) && width > 0 && width <= MAX_WIDTH) {
    island.style.setProperty('--account-width', `${width}px`);
  }
}
