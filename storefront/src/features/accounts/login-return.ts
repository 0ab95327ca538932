/**
 * The header's 'Log In' brings the visitor back to the page they were on (accounts spec: "Others
 * return to the page they came from, or to /"). The link is markup the server renders once per
 * page and the layout keeps across client-side navigation, so the page is added as it is
 * followed, not when it is drawn.
 */
import { loginPath } from '../../paths.ts';

/** Pages not to come back to: the sign-in pages themselves, and a reset link's one-time code. */
const NO_RETURN = /^\/(auth\/|reset-password)/;

/** Where 'Log In' should return to from `location`, if anywhere but home. */
export function returnPath(location: Pick<Location, 'pathname' | 'search'>): string | null {
  if (location.pathname === '/' || NO_RETURN.test(location.pathname)) return null;
  return `${location.pathname}${location.search}`;
}

export function returnAfterLogIn(): void {
  const point = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a.user-menu__login') : null;
    if (link instanceof HTMLAnchorElement) link.href = loginPath(returnPath(window.location));
  };
  // Capturing: before the client router reads the link (a click), or a new tab opens it.
  for (const type of ['click', 'auxclick', 'contextmenu']) document.addEventListener(type, point, { capture: true });
}
