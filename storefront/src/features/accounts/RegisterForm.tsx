/**
 * The sign-up form: Name, Phone Number, Email, Password, Confirm Password and an optional
 * Profile Image; 'Sign Up' ('Registering...') and 'Continue with Google'. The rules run in the
 * spec's order before sending (the server runs them again). After success the fields are
 * cleared and the login page follows 1.5 s later.
 */
import { AUTH_MESSAGES, firstIssue, PROFILE_IMAGE_ACCEPT, RegisterSchema, type Role } from '@beats/contract';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { loginPath } from '../../paths.ts';
import { GoogleMark } from './GoogleMark.tsx';
import { GoogleNoticeView } from './GoogleNoticeView.tsx';
import { googleSignInUrl, useGoogleOutcome } from './google-outcome.ts';
import { imageProblem } from './profile-image.ts';
import './auth-form.css';

export const REGISTER_REDIRECT_DELAY_MS = 1500;

interface Props {
  next: string | null;
  google: string | null;
  signedInRole: Role | null;
}

type Status = { kind: 'idle' } | { kind: 'error'; text: string } | { kind: 'success'; text: string };

export default function RegisterForm({ next, google, signedInRole }: Props) {
  const [registering, setRegistering] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const id = useId();
  const hydrated = useHydrated();
  const googleNotice = useGoogleOutcome(google, signedInRole, next);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(file && !imageProblem(file) ? URL.createObjectURL(file) : null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registering || status.kind === 'success') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = RegisterSchema.safeParse(Object.fromEntries(data));
    const image = data.get('profileImage');
    const file = image instanceof File && image.size > 0 ? image : null;
    const problem = parsed.success ? (file ? imageProblem(file) : null) : firstIssue(parsed.error);
    if (problem) {
      setStatus({ kind: 'error', text: problem });
      return;
    }
    if (!file) data.delete('profileImage');

    setRegistering(true);
    setStatus({ kind: 'idle' });
    const result = await callApi(
      '/api/users/register',
      { method: 'POST', form: data, answer: (s) => s.UserResponseSchema },
      AUTH_MESSAGES.registrationFailed,
    );
    setRegistering(false);
    if (!result.ok) {
      setStatus({ kind: 'error', text: result.message });
      return;
    }
    form.reset();
    setPreview(null);
    setStatus({ kind: 'success', text: AUTH_MESSAGES.registrationSuccessful });
    setTimeout(() => window.location.assign(loginPath(next)), REGISTER_REDIRECT_DELAY_MS);
  }

  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} name={name} type={type} autoComplete={autoComplete} required />
    </div>
  );

  return (
    <form className="auth-form" method="post" noValidate onSubmit={submit}>
      {field('name', 'Name', 'text', 'name')}
      {field('phoneNumber', 'Phone Number', 'tel', 'tel')}
      {field('email', 'Email', 'email', 'email')}
      {field('password', 'Password', 'password', 'new-password')}
      {field('confirmPassword', 'Confirm Password', 'password', 'new-password')}
      <div className="field">
        <label htmlFor={`${id}-image`}>
          Profile Image <span className="hint">(optional; JPG, PNG or WebP, up to 5 MB)</span>
        </label>
        <div className="auth-file">
          {preview && <img className="avatar" src={preview} alt="" width={48} height={48} />}
          <input
            id={`${id}-image`}
            name="profileImage"
            type="file"
            accept={PROFILE_IMAGE_ACCEPT}
            onChange={chooseImage}
          />
        </div>
      </div>
      <GoogleNoticeView notice={googleNotice} />
      <div aria-live="polite">
        {status.kind !== 'idle' && (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={`notice notice--${status.kind}`}>
            {status.text}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="btn btn-primary auth-submit"
        disabled={!hydrated}
        // Busy or done, it stays focusable: a disabled button drops the focus to the top of the page.
        aria-disabled={registering || status.kind === 'success' || undefined}
      >
        {registering ? 'Registering...' : 'Sign Up'}
      </button>
      <p className="auth-divider">or</p>
      <a
        className="btn auth-google"
        href={googleSignInUrl('register', next)}
        data-astro-reload
        data-astro-prefetch="false"
      >
        <GoogleMark />
        Continue with Google
      </a>
    </form>
  );
}
