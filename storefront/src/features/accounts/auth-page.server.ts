/**
 * What the login and sign-up pages read from their request and hand to their form: where to go
 * after signing in (only a path of this store, `safeNextPath`), the outcome of a Google sign-in
 * that came back to the page, and the role of a visitor already signed in.
 */
import { type Role, safeNextPath } from '@beats/contract';
import type { AstroGlobal } from 'astro';

export interface AuthPageState {
  next: string | null;
  google: string | null;
  signedInRole: Role | null;
}

export function authPageState(astro: Pick<AstroGlobal, 'url' | 'locals'>): AuthPageState {
  const requested = astro.url.searchParams.get('next');
  return {
    next: requested === null ? null : safeNextPath(requested),
    google: astro.url.searchParams.get('google'),
    signedInRole: astro.locals.user?.role ?? null,
  };
}
