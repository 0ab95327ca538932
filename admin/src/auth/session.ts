/**
 * Who is signed in, as the store's session says (`GET /api/users/me`), asked once and shared by
 * the auth and access-control providers. The Worker only serves the admin's pages to admins; this
 * notices a session that ended or changed while the admin was open.
 */
import { AUTH_MESSAGES, FLASH_TOAST_KEY, MeSchema, safeNextPath, type User } from '@beats/contract';
import { api, type RequestFailure } from '../api/client.ts';

let pending: Promise<User | null> | null = null;

/** The signed-in user, or null when signed out. Other failures (offline, 500) are thrown. */
export function currentUser({ fresh = false } = {}): Promise<User | null> {
  if (!pending || fresh) {
    pending = api
      .get('/users/me')
      .then(({ data }) => MeSchema.parse(data).user)
      .catch((error: RequestFailure) => {
        pending = null;
        if (error.statusCode === 401) return null;
        throw error;
      });
  }
  return pending;
}

/** The store's login page, coming back to where the admin was. */
export function loginUrl(): string {
  const next = safeNextPath(window.location.pathname + window.location.search, '/admin');
  return `/auth/login?next=${encodeURIComponent(next)}`;
}

let leaving = false;

/**
 * Leaves the admin for a page of the storefront (a full load: it is another app). The first way
 * out wins: after Log Out, Refine checks the session again and finds it ended, and that check's
 * way out (the login page) must not replace the one Log Out chose (home, with its toast).
 */
export function leaveAdmin(url: string): void {
  if (leaving) return;
  leaving = true;
  window.location.assign(url);
}

/** Ends the session and goes home, where the storefront shows the spec's toast. */
export async function logOut(): Promise<void> {
  await api.post('/users/logout');
  pending = null;
  sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ type: 'success', message: AUTH_MESSAGES.loggedOut }));
  leaveAdmin('/');
}
