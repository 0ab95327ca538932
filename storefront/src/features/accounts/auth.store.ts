/**
 * Who is signed in, from GET /api/users/me. Loaded once per page (islands share it, and a
 * client-side navigation, or a page brought back from the back/forward cache, asks again, so what
 * was just bought shows as 'Purchased'), refreshed
 * after sign-in or sign-out. The session itself is an HttpOnly cookie the browser cannot read;
 * its readable companion `store_signed_in` (no secret) says whether asking is worth it, so
 * anonymous visitors make no request that would answer 401. No React here (components read it
 * with `useAuth`, use-auth.ts): page scripts such as the buy buttons' load it without React.
 */
import type { Me } from '@beats/contract';
import { atom } from 'nanostores';
import { callApi } from '../../lib/api.ts';
import { maySignedIn } from './signed-in-hint.ts';

export type AuthState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; me: Me };

export const $auth = atom<AuthState>({ status: 'loading' });

let pending: Promise<AuthState> | null = null;

export function loadAuth(force = false): Promise<AuthState> {
  if (pending && !force) return pending;
  if (!maySignedIn()) {
    const state: AuthState = { status: 'signed-out' };
    $auth.set(state);
    pending = Promise.resolve(state);
    return pending;
  }
  pending = callApi('/api/users/me', { answer: (s) => s.MeSchema }).then((result) => {
    const state: AuthState = result.ok ? { status: 'signed-in', me: result.data } : { status: 'signed-out' };
    $auth.set(state);
    return state;
  });
  return pending;
}

// The islands keep showing what they know while the new page's answer comes in.
if (typeof document !== 'undefined') {
  document.addEventListener('astro:after-swap', () => {
    if (pending) void loadAuth(true);
  });
  // A page the browser brings back from its back/forward cache knows the visitor as they were
  // when it was left: what they bought since (PayPal's return is a full load) must show too.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && pending) void loadAuth(true);
  });
}
