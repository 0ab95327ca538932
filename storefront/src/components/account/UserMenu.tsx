import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $auth, loadAuth } from '../../stores/auth.ts';

/** The account corner of the top navigation: 'Log In', or the user's menu by role. */
export default function UserMenu() {
  const auth = useStore($auth);
  useEffect(() => {
    void loadAuth();
  }, []);

  if (auth.status !== 'signed-in') {
    return <a href="/auth/login">Log In</a>;
  }
  const { user } = auth.me;
  return (
    <details>
      <summary>{user.name}</summary>
      <ul>
        <li>
          <a href="/account">View Account</a>
        </li>
        {user.role === 'admin' && (
          <li>
            <a href="/admin">Dashboard</a>
          </li>
        )}
        <li>
          <a href="/order-history">{user.role === 'admin' ? 'Orders' : 'My Dashboard'}</a>
        </li>
        <li>
          <a href="/services">Services</a>
        </li>
      </ul>
    </details>
  );
}
