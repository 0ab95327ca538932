/**
 * The account corner of the top navigation: 'Log In' for visitors, the account menu
 * (AccountMenu.tsx) for signed-in users. Who is signed in is only known after the page asks the
 * API, so the menu loads then, and only for those who have one.
 */
import { lazy, Suspense, useEffect } from 'react';
import { PATHS } from '../../paths.ts';
import { loadAuth } from './auth.store.ts';
import { useAuth } from './use-auth.ts';
import './user-menu.css';

const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

const placeholder = <span className="user-menu__placeholder" aria-hidden="true" />;

export default function UserMenu() {
  const auth = useAuth();

  useEffect(() => {
    void loadAuth();
  }, []);

  if (auth.status === 'loading') return placeholder;
  if (auth.status === 'signed-out') {
    return (
      <a className="btn btn-sm user-menu__login" href={PATHS.login}>
        Log In
      </a>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={auth.me.user} />
    </Suspense>
  );
}
