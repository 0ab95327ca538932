/**
 * The account corner of the top navigation: 'Log In' for visitors; for signed-in users their
 * avatar and name, opening a menu by role: View Account, Dashboard (admins), My Dashboard
 * (users) or Orders (admins), Services and Log Out. Log Out ends the session on the server,
 * then goes home with 'You have been logged out successfully!'.
 *
 * A disclosure (button + list of links): Escape or a click elsewhere closes it, and focus
 * returns to the button.
 */
import { AUTH_MESSAGES } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { flashToast, toast } from '../../ui/toasts.store.ts';
import Avatar from './Avatar.tsx';
import { $auth, loadAuth } from './auth.store.ts';
import './user-menu.css';

export default function UserMenu() {
  // Hydrate with the server's value (loading), then follow the store: no hydration mismatch.
  const auth = useStore($auth, { ssr: 'initial' });
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    void loadAuth();
    // The menu survives client-side navigation; a new page starts with it closed.
    const close = () => setOpen(false);
    document.addEventListener('astro:after-swap', close);
    return () => document.removeEventListener('astro:after-swap', close);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    // Tabbing out of the open menu closes it.
    const onFocusIn = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  if (auth.status === 'loading') return <span className="user-menu__placeholder" aria-hidden="true" />;
  if (auth.status === 'signed-out') {
    return (
      <a className="btn btn-sm user-menu__login" href="/auth/login">
        Log In
      </a>
    );
  }

  const { user } = auth.me;
  const isAdmin = user.role === 'admin';

  async function logOut() {
    setLeaving(true);
    try {
      const res = await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`Logout answered ${res.status}`);
    } catch {
      setLeaving(false);
      toast.error(AUTH_MESSAGES.networkError);
      return;
    }
    $auth.set({ status: 'signed-out' });
    flashToast('success', AUTH_MESSAGES.loggedOut);
    window.location.assign('/');
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${user.name}: account menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.name} image={user.profileImage} size={32} />
        <span className="user-menu__name">{user.name}</span>
        <svg className="user-menu__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        <li className="user-menu__who">
          <span className="user-menu__who-name">{user.name}</span>
          <span className="user-menu__who-role">{isAdmin ? 'Admin' : 'Customer'}</span>
        </li>
        <li>
          <a href="/account">View Account</a>
        </li>
        {isAdmin && (
          <li>
            <a href="/admin" data-astro-reload>
              Dashboard
            </a>
          </li>
        )}
        <li>
          <a href="/order-history">{isAdmin ? 'Orders' : 'My Dashboard'}</a>
        </li>
        <li>
          <a href="/services">Services</a>
        </li>
        <li>
          <button type="button" onClick={logOut} disabled={leaving}>
            {leaving ? 'Logging Out...' : 'Log Out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
