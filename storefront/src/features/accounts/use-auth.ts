import { useStore } from '@nanostores/react';
import { $auth, type AuthState } from './auth.store.ts';

/**
 * Who is signed in, for a component. Hydration starts from the server's state ('loading'), not
 * from a session another island may already have loaded, so the first client render matches the
 * server's HTML; the real state follows on the next render.
 */
export function useAuth(): AuthState {
  return useStore($auth, { ssr: 'initial' });
}
