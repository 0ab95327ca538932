/**
 * The forgot / reset password dialog, on the store's modal (ui/Modal.tsx), starting in its first
 * field.
 *   - 'send-link' (no oobCode): an e-mail field and 'Send Reset Link' ('Sending...').
 *   - 'reset-password' (an oobCode): 'Enter a new password for {email}', New Password, Confirm
 *     Password and 'Reset Password' ('Resetting...'); after a reset, the login page.
 * Each opening starts with an empty form.
 */
import { AUTH_MESSAGES, ForgotPasswordSchema, firstIssue, ResetPasswordSchema } from '@beats/contract';
import { type FormEvent, useId, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { PATHS } from '../../paths.ts';
import { Modal } from '../../ui/Modal.tsx';
import { flashToast } from '../../ui/toasts.store.ts';
import './auth-form.css';

export type ResetMode =
  | { kind: 'send-link' }
  | { kind: 'reset-password'; oobCode: string; email: string }
  /** The link's code is unknown, used or expired. */
  | { kind: 'invalid-link' };

interface Props {
  open: boolean;
  mode: ResetMode;
  onClose: () => void;
  /** Fills the e-mail field (the login form passes what was typed there). */
  initialEmail?: string;
}

type Notice = { kind: 'error' | 'success'; text: string } | null;

export default function ResetDialog({ open, mode, onClose, initialEmail = '' }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={mode.kind === 'reset-password' ? 'Reset Password' : 'Forgot Password?'}
      className="reset-dialog"
      initialFocus="input"
    >
      {open &&
        (mode.kind === 'reset-password' ? (
          <ResetForm oobCode={mode.oobCode} email={mode.email} />
        ) : (
          <SendLinkForm initialEmail={initialEmail} invalidLink={mode.kind === 'invalid-link'} />
        ))}
    </Modal>
  );
}

function NoticeView({ notice }: { notice: Notice }) {
  return (
    <div aria-live="polite">
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`notice notice--${notice.kind}`}>
          {notice.text}
        </p>
      )}
    </div>
  );
}

function SendLinkForm({ initialEmail, invalidLink }: { initialEmail: string; invalidLink: boolean }) {
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(
    invalidLink ? { kind: 'error', text: AUTH_MESSAGES.resetLinkInvalid } : null,
  );
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setNotice({ kind: 'error', text: firstIssue(parsed.error) });
      return;
    }
    setSending(true);
    setNotice(null);
    const result = await callApi(
      '/api/users/forgot-password',
      { method: 'POST', json: parsed.data, answer: (s) => s.MessageResponseSchema },
      AUTH_MESSAGES.resetLinkFailed,
    );
    setSending(false);
    setNotice(
      result.ok
        ? { kind: 'success', text: AUTH_MESSAGES.resetLinkSent }
        : { kind: 'error', text: `Error: ${result.message}` },
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="muted">Enter the e-mail of your account and we send you a link to choose a new password.</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required defaultValue={initialEmail} />
      </div>
      <NoticeView notice={notice} />
      {/* Busy, it stays focusable (aria-disabled): a disabled button would drop the focus out of the dialog. */}
      <button type="submit" className="btn btn-primary auth-submit" aria-disabled={sending || undefined}>
        {sending ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}

function ResetForm({ oobCode, email }: { oobCode: string; email: string }) {
  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resetting) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = ResetPasswordSchema.safeParse({ ...values, oobCode });
    if (!parsed.success) {
      setNotice({ kind: 'error', text: firstIssue(parsed.error) });
      return;
    }
    setResetting(true);
    setNotice(null);
    const result = await callApi(
      '/api/users/reset-password',
      { method: 'POST', json: { ...values, oobCode }, answer: (s) => s.MessageResponseSchema },
      AUTH_MESSAGES.passwordUpdateFailed,
    );
    if (result.ok) {
      flashToast('success', AUTH_MESSAGES.passwordReset);
      window.location.assign(PATHS.login);
      return;
    }
    setResetting(false);
    setNotice({ kind: 'error', text: `Error resetting password: ${result.message}` });
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p>
        Enter a new password for <strong>{email}</strong>
      </p>
      <div className="field">
        <label htmlFor={`${id}-password`}>New Password</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="new-password" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>Confirm Password</label>
        <input id={`${id}-confirm`} name="confirmPassword" type="password" autoComplete="new-password" required />
      </div>
      <NoticeView notice={notice} />
      <button type="submit" className="btn btn-primary auth-submit" aria-disabled={resetting || undefined}>
        {resetting ? 'Resetting...' : 'Reset Password'}
      </button>
    </form>
  );
}
