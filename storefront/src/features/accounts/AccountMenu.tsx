/**
 * A signed-in user's corner of the top navigation: their avatar and name, dropping down a menu by
 * role: View Account, Dashboard (admins), My Dashboard (users) or Orders (admins), Services and
 * Log Out. Log Out ends the session on the server, then goes home with 'You have been logged out
 * successfully!'. The menu is the store's one dropdown (ui/Popover.tsx).
 */
import { AUTH_MESSAGES, type User } from '@beats/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { PATHS } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Popover } from '../../ui/Popover.tsx';
import { flashToast, toast } from '../../ui/toasts.store.ts';
import Avatar from './Avatar.tsx';
import { rememberAccountWidth } from './account-width.ts';
import { $auth } from './auth.store.ts';
import './user-menu.css';

const MENU_ID = 'account-menu';

export default function AccountMenu({ user }: { user: User }) {
  const [leaving, setLeaving] = useState(false);
  const isAdmin = user.role === 'admin';
  const name = useRef<HTMLSpanElement>(null);

  // The next page's corner keeps this width until it knows who is signed in (account-width.ts).
  // After every render: a new name or picture changes it, and the menu renders rarely.
  useLayoutEffect(() => {
    const trigger = name.current?.parentElement;
    if (trigger) rememberAccountWidth(trigger);
  });

  async function logOut() {
    setLeaving(true);
    const result = await callApi(
      '/api/users/logout',
      { method: 'POST', answer: (s) => s.MessageResponseSchema },
      AUTH_MESSAGES.networkError,
    );
    if (!result.ok) {
      setLeaving(false);
      toast.error(result.message);
      return;
    }
    $auth.set({ status: 'signed-out' });
    flashToast('success', AUTH_MESSAGES.loggedOut);
    window.location.assign(PATHS.home);
  }

  return (
    <Popover
      id={MENU_ID}
      label={`${user.name}: account menu`}
      triggerClassName="user-menu__trigger"
      trigger={
        <>
          <Avatar name={user.name} image={user.profileImage} size={32} />
          <span ref={name} className="user-menu__name">
            {user.name}
          </span>
          <span className="user-menu__chevron">
            <Icon name="chevronDown" size={16} />
          </span>
        </>
      }
      className="user-menu"
    >
      <ul className="user-menu__list">
        <li className="user-menu__who">
          <span className="user-menu__who-name">{user.name}</span>
          <span className="user-menu__who-role">{isAdmin ? 'Admin' : 'Customer'}</span>
        </li>
        <li>
          <a href={PATHS.account}>View Account</a>
        </li>
        {isAdmin && (
          <li>
            <a href={PATHS.admin} data-astro-reload>
              Dashboard
            </a>
          </li>
        )}
        <li>
          <a href={PATHS.orders}>{isAdmin ? 'Orders' : 'My Dashboard'}</a>
        </li>
        <li>
          <a href={PATHS.services}>Services</a>
        </li>
        <li>
          <button type="button" onClick={logOut} disabled={leaving}>
            {leaving ? 'Logging Out...' : 'Log Out'}
          </button>
        </li>
      </ul>
    </Popover>
  );
}
