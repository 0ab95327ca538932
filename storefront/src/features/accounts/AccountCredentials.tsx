/**
 * The account page's Credentials list: e-mail, name, phone, a password mask and the profile
 * image. Each changeable entry opens its own small form that saves through PUT /api/users/{id};
 * a new password needs the current one (accounts made by Google sign-in set their first one).
 * Below it, for customers, Delete account (DeleteAccount.tsx), which asks for the password as it
 * stands (one set on this page counts).
 */
import { AUTH_MESSAGES, firstIssue, PROFILE_IMAGE_ACCEPT, UpdateProfileSchema, type User } from '@beats/contract';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { toast } from '../../ui/toasts.store.ts';
import Avatar from './Avatar.tsx';
import { loadAuth } from './auth.store.ts';
import DeleteAccount from './DeleteAccount.tsx';
import { imageProblem } from './profile-image.ts';
import './account-credentials.css';
import './auth-form.css';

type Entry = 'name' | 'phone' | 'password' | 'image';

interface Props {
  user: User;
  hasPassword: boolean;
}

const SAVED: Record<Entry, string> = {
  name: 'Your name has been updated.',
  phone: 'Your phone number has been updated.',
  password: 'Your password has been updated.',
  image: 'Your profile image has been updated.',
};

export default function AccountCredentials({ user: initialUser, hasPassword: initialHasPassword }: Props) {
  const [user, setUser] = useState(initialUser);
  const [hasPassword, setHasPassword] = useState(initialHasPassword);
  const [editing, setEditing] = useState<Entry | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // The change forms open through this island: until it runs, its buttons would do nothing.
  const hydrated = useHydrated();

  // Each entry's Change button. The form it opens goes away on Save and on Cancel, and so would
  // the focus (to the top of the page): it goes back to the button, where the keyboard left off.
  const toggles = useRef<Partial<Record<Entry, HTMLButtonElement | null>>>({});

  function open(entry: Entry | null) {
    setEditing(entry);
    setError(null);
  }

  function close(entry: Entry) {
    open(null);
    toggles.current[entry]?.focus();
  }

  async function save(entry: Entry, body: { json?: Record<string, unknown>; form?: FormData }) {
    if (saving) return;
    setSaving(true);
    setError(null);
    const result = await callApi(
      `/api/users/${encodeURIComponent(user.id)}`,
      { method: 'PUT', ...body, answer: (s) => s.UserResponseSchema },
      entry === 'password' ? AUTH_MESSAGES.passwordUpdateFailed : 'Failed to update your account.',
    );
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setUser(result.data.user);
    if (entry === 'password') setHasPassword(true);
    close(entry);
    toast.success(SAVED[entry]);
    // The menu in the top bar shows the name and picture too.
    void loadAuth(true);
  }

  function submitFields(entry: Entry) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const values = Object.fromEntries(new FormData(event.currentTarget));
      const parsed = UpdateProfileSchema.safeParse(values);
      if (!parsed.success) {
        setError(firstIssue(parsed.error));
        return;
      }
      if (entry === 'password' && hasPassword && !values.currentPassword) {
        setError(AUTH_MESSAGES.currentPasswordRequired);
        return;
      }
      void save(entry, { json: values });
    };
  }

  function submitImage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('profileImage');
    if (!(file instanceof File) || file.size === 0) {
      setError('Please choose an image.');
      return;
    }
    const problem = imageProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    void save('image', { form });
  }

  const input = (name: string, label: string, props: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} name={name} required {...props} />
    </div>
  );

  const entry = (key: Entry, label: string, value: ReactNode, action: string, form: ReactNode) => {
    const formId = `${id}-${key}-form`;
    const isOpen = editing === key;
    return (
      <li className="credential">
        <div className="credential__row">
          <span className="credential__label">{label}</span>
          <span className="credential__value">{value}</span>
          <button
            ref={(button) => {
              toggles.current[key] = button;
            }}
            type="button"
            className="btn btn-sm btn-ghost"
            aria-expanded={isOpen}
            aria-controls={formId}
            disabled={!hydrated}
            onClick={() => open(isOpen ? null : key)}
          >
            {action}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
        {isOpen && (
          <div id={formId}>
            {form}
            <div aria-live="polite">
              {error && (
                <p role="alert" className="notice notice--error credential__form">
                  {error}
                </p>
              )}
            </div>
          </div>
        )}
      </li>
    );
  };

  const actions = (entry: Entry, label: string) => (
    <div className="credential__actions">
      {/* Busy, it stays focusable: a disabled button drops the focus to the top of the page. */}
      <button type="submit" className="btn btn-primary btn-sm" aria-disabled={saving || undefined}>
        {saving ? 'Saving...' : label}
      </button>
      <button type="button" className="btn btn-sm" onClick={() => close(entry)}>
        Cancel
      </button>
    </div>
  );

  return (
    <>
      <div className="account-profile">
        <Avatar name={user.name} image={user.profileImage} size={72} />
        <div>
          <p className="account-profile__name">{user.name}</p>
          <p className="account-profile__email">{user.email}</p>
        </div>
      </div>
      <section className="card account-card" aria-labelledby={`${id}-credentials`}>
        <h2 id={`${id}-credentials`}>Credentials</h2>
        <ul className="credentials">
          <li className="credential">
            <div className="credential__row">
              <span className="credential__label">Email</span>
              <span className="credential__value">{user.email}</span>
            </div>
          </li>
          {entry(
            'name',
            'Name',
            user.name,
            'Change',
            <form className="credential__form" noValidate onSubmit={submitFields('name')}>
              {input('name', 'New name', { type: 'text', autoComplete: 'name', defaultValue: user.name })}
              {actions('name', 'Save name')}
            </form>,
          )}
          {entry(
            'phone',
            'Phone',
            user.phoneNumber || <span className="muted">Not set</span>,
            'Change',
            <form className="credential__form" noValidate onSubmit={submitFields('phone')}>
              {input('phoneNumber', 'New phone number', {
                type: 'tel',
                autoComplete: 'tel',
                defaultValue: user.phoneNumber,
              })}
              {actions('phone', 'Save phone number')}
            </form>,
          )}
          {entry(
            'password',
            'Password',
            hasPassword ? (
              <>
                <span aria-hidden="true">••••••••</span>
                <span className="visually-hidden">Set</span>
              </>
            ) : (
              <span className="muted">Not set: you sign in with Google</span>
            ),
            hasPassword ? 'Change' : 'Set',
            <form className="credential__form" noValidate onSubmit={submitFields('password')}>
              {hasPassword &&
                input('currentPassword', 'Current password', { type: 'password', autoComplete: 'current-password' })}
              {input('password', 'New Password', { type: 'password', autoComplete: 'new-password' })}
              {input('confirmPassword', 'Confirm Password', { type: 'password', autoComplete: 'new-password' })}
              {actions('password', 'Save password')}
            </form>,
          )}
          {entry(
            'image',
            'Profile image',
            <Avatar name={user.name} image={user.profileImage} size={40} />,
            'Change',
            <form className="credential__form" noValidate onSubmit={submitImage}>
              {input('profileImage', 'New profile image (JPG, PNG or WebP, up to 5 MB)', {
                type: 'file',
                accept: PROFILE_IMAGE_ACCEPT,
              })}
              {actions('image', 'Save image')}
            </form>,
          )}
        </ul>
      </section>
      {/* Admins keep their accounts: the store refuses to close one from here. */}
      {user.role !== 'admin' && <DeleteAccount user={user} hasPassword={hasPassword} hydrated={hydrated} />}
    </>
  );
}
