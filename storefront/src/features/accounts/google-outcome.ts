/**
 * The end of a Google sign-in, back on the page it started from (`?google=success|cancelled|error`):
 * the spec's message, then, after a success, on to where the user was going after 1.2 s.
 */
import { AUTH_MESSAGES, landingPath, type Role } from '@beats/contract';
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toasts.store.ts';

export const GOOGLE_REDIRECT_DELAY_MS = 1200;

export interface GoogleNotice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Shows the outcome as a toast and returns it for the form to show as well: the page moves on
 * 1.2 s after a success, which can be before the toaster has appeared.
 */
export function useGoogleOutcome(outcome: string | null, role: Role | null, next: string | null): GoogleNotice | null {
  const [notice, setNotice] = useState<GoogleNotice | null>(null);
  useEffect(() => {
    if (!outcome) return;
    // The message is shown once: a reload or the back button must not show it again.
    const url = new URL(window.location.href);
    url.searchParams.delete('google');
    window.history.replaceState(window.history.state, '', url);
    if (outcome === 'success' && role) {
      setNotice({ kind: 'success', text: AUTH_MESSAGES.googleSuccessful });
      toast.success(AUTH_MESSAGES.googleSuccessful);
      const timer = setTimeout(() => window.location.assign(landingPath(role, next)), GOOGLE_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const text = outcome === 'cancelled' ? AUTH_MESSAGES.googleCancelled : AUTH_MESSAGES.googleFailed;
    setNotice({ kind: 'error', text });
    toast.error(text);
    return undefined;
  }, [outcome, role, next]);
  return notice;
}

/** Where the 'Sign in with Google' buttons go. */
export function googleSignInUrl(from: 'login' | 'register', next: string | null, remember = false): string {
  const params = new URLSearchParams();
  if (from === 'register') params.set('from', 'register');
  if (next) params.set('next', next);
  if (remember) params.set('remember', '1');
  const query = params.toString();
  return `/api/auth/google${query ? `?${query}` : ''}`;
}
