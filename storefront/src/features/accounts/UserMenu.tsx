/**
 * The account corner of the top navigation: 'Log In' for visitors, the account menu
 * (AccountMenu.tsx) for signed-in users. Who is signed in is only known after the page asks the
 * API, so the menu loads then, and only for those who have one.
 *
 * The island hydrates only where the signed-in hint is set (client:needed="account"): for every
 * other visitor the server's 'Log In' is final and no script runs here. Until the answer is in,
 * that link only keeps its place (user-menu.css).
 */
import { lazy, Suspense, useEffect } from 'react';
import { PATHS } from '../../paths.ts';
import { loadAuth } from './auth.store.ts';
import { useAuth } from './use-auth.ts';
import './user-menu.css';

const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

const placeholder = <span className="user-menu__placeholder" aria-hidden="true" />;

const logIn = (unsure: boolean) => (
  <a className={`btn btn-sm user-menu__login${unsure ? ' user-menu__login--unsure' : ''}`} href={PATHS.login}>
    Log In
  </a>
);

export default function UserMenu() {
  const auth = useAuth();

  useEffect(() => {
    void loadAuth();
  }, []);

  if (auth.status === 'loading') return logIn(true);
  if (auth.status === 'signed-out') return logIn(false);
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={auth.me.user} />
    </Suspense>
  );
}
