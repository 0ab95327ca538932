/**
 * The account page's 'Delete account': what closing the account takes away, and a confirmation
 * in the store's one modal with the password (or, for an account that signs in with Google only,
 * the e-mail address typed). DELETE /api/users/{id} closes it and signs this browser out; the
 * visitor lands on the home page with 'Your account has been deleted.'.
 */
import { AUTH_MESSAGES, DeleteAccountSchema, firstIssue, type User } from '@beats/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { PATHS } from '../../paths.ts';
import { Modal } from '../../ui/Modal.tsx';
import { flashToast } from '../../ui/toasts.store.ts';
import { $auth } from './auth.store.ts';

interface Props {
  user: Pick<User, 'id' | 'email'>;
  hasPassword: boolean;
  /** Whether the page's island has started (its buttons do nothing before). */
  hydrated: boolean;
}

const FAILED = 'Failed to delete your account.';

export default function DeleteAccount({ user, hasPassword, hydrated }: Props) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const field = hasPassword
    ? { name: 'password', label: 'Your password', type: 'password', autoComplete: 'current-password' }
    : { name: 'email', label: 'Type your email address', type: 'email', autoComplete: 'off' };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = DeleteAccountSchema.safeParse(values);
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    if (!values[field.name]) {
      setError(hasPassword ? AUTH_MESSAGES.currentPasswordRequired : AUTH_MESSAGES.deleteEmailRequired);
      return;
    }
    setDeleting(true);
    setError(null);
    const result = await callApi(
      `/api/users/${encodeURIComponent(user.id)}`,
      { method: 'DELETE', json: values, answer: (s) => s.MessageResponseSchema },
      FAILED,
    );
    if (!result.ok) {
      setDeleting(false);
      setError(result.message);
      return;
    }
    $auth.set({ status: 'signed-out' });
    flashToast('success', result.data.message);
    window.location.assign(PATHS.home);
  }

  return (
    <section className="card account-card account-card--danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delete account</h2>
      <p>
        Deleting your account removes your name, email address, phone number, password and profile image, and signs you
        out everywhere. The orders you paid for stay with the store for its accounting, but you will no longer be able
        to download their files: <a href={PATHS.orders}>download them from your orders</a> first.
      </p>
      <button
        ref={opener}
        type="button"
        className="btn btn-danger btn-sm"
        disabled={!hydrated}
        aria-haspopup="dialog"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Delete account
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        subtitle="This cannot be undone."
        returnFocusTo={opener.current}
        initialFocus="input"
        className="delete-account"
      >
        <form className="credential__form" noValidate onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <div aria-live="polite">
            {error && (
              <p id={`${id}-error`} role="alert" className="notice notice--error">
                {error}
              </p>
            )}
          </div>
          <div className="credential__actions">
            {/* Busy, it stays focusable: a disabled button drops the focus to the top of the page. */}
            <button type="submit" className="btn btn-danger btn-sm" aria-disabled={deleting || undefined}>
              {deleting ? 'Deleting...' : 'Delete my account'}
            </button>
            <button type="button" className="btn btn-sm" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
