/**
 * The login form: e-mail, password, 'Remember me', 'Forget Password?' (the reset dialog),
 * 'Sign In' ('Signing In...') and 'Sign in With Google'. Errors show as a top-centre toast. After
 * signing in an admin goes to /admin, others back to the page they came from (`next`) or /.
 */
import { AUTH_MESSAGES, firstIssue, LoginSchema, landingPath, type Role } from '@beats/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { flashToast, toast } from '../../ui/toasts.store.ts';
import { GoogleMark } from './GoogleMark.tsx';
import { GoogleNoticeView } from './GoogleNoticeView.tsx';
import { googleSignInUrl, useGoogleOutcome } from './google-outcome.ts';
import ResetDialog from './ResetDialog.tsx';
import './auth-form.css';

interface Props {
  /** Where to go after signing in (set by the page guards). */
  next: string | null;
  /** `google` of the address: the outcome of a Google sign-in that returned here. */
  google: string | null;
  /** The role of the user signed in by that Google sign-in. */
  signedInRole: Role | null;
}

export default function LoginForm({ next, google, signedInRole }: Props) {
  const [signingIn, setSigningIn] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  // Read from the fields when needed (they may be filled in before the island is live).
  const emailField = useRef<HTMLInputElement>(null);
  const rememberBox = useRef<HTMLInputElement>(null);
  const [resetEmail, setResetEmail] = useState('');
  const id = useId();
  const hydrated = useHydrated();
  const googleNotice = useGoogleOutcome(google, signedInRole, next);

  function openReset() {
    setResetEmail(emailField.current?.value ?? '');
    setResetOpen(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingIn) return;
    const form = event.currentTarget;
    const values = { ...Object.fromEntries(new FormData(form)), rememberMe: rememberBox.current?.checked ?? false };
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(firstIssue(parsed.error));
      return;
    }
    setSigningIn(true);
    const result = await callApi(
      '/api/users/login',
      { method: 'POST', json: parsed.data, answer: (s) => s.UserResponseSchema },
      AUTH_MESSAGES.loginFailed,
    );
    if (!result.ok) {
      setSigningIn(false);
      toast.error(result.message);
      return;
    }
    const role = result.data?.user?.role;
    if (!role) {
      setSigningIn(false);
      toast.error('Login failed: Unexpected response format.');
      return;
    }
    const destination = landingPath(role, next);
    // The admin is a separate app without the toaster: it gets the message before it leaves.
    if (destination.startsWith('/admin')) toast.success(AUTH_MESSAGES.loginSuccessful);
    else flashToast('success', AUTH_MESSAGES.loginSuccessful);
    window.location.assign(destination);
  }

  return (
    <>
      <form className="auth-form" method="post" noValidate onSubmit={submit} aria-describedby={`${id}-lead`}>
        <p id={`${id}-lead`} className="auth-lead">
          Log in to buy licenses, download what you bought and see your orders.
        </p>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required ref={emailField} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        </div>
        <div className="auth-row">
          <label className="auth-check">
            <input type="checkbox" ref={rememberBox} />
            Remember me
          </label>
          <button type="button" className="auth-link-button" disabled={!hydrated} onClick={openReset}>
            Forget Password?
          </button>
        </div>
        <GoogleNoticeView notice={googleNotice} />
        {/* Busy, the button says so but stays focusable (aria-disabled): a disabled one drops the focus. */}
        <button
          type="submit"
          className="btn btn-primary auth-submit"
          disabled={!hydrated}
          aria-disabled={signingIn || undefined}
        >
          {signingIn ? 'Signing In...' : 'Sign In'}
        </button>
        <p className="auth-divider">or</p>
        <a
          className="btn auth-google"
          href={googleSignInUrl('login', next)}
          onClick={(event) => {
            // 'Remember me' applies to a Google sign-in too.
            event.currentTarget.href = googleSignInUrl('login', next, rememberBox.current?.checked ?? false);
          }}
          data-astro-reload
          data-astro-prefetch="false"
        >
          <GoogleMark />
          Sign in With Google
        </a>
      </form>
      <ResetDialog
        open={resetOpen}
        mode={{ kind: 'send-link' }}
        initialEmail={resetEmail}
        onClose={() => setResetOpen(false)}
      />
    </>
  );
}
