/**
 * Account texts, limits and small rules without zod, so the browser code that only needs them
 * (the user menu on every page) stays small. The form schemas are in auth.ts.
 */
import { NETWORK_ERROR_MESSAGE } from './api-messages.ts';
import type { User } from './users.ts';

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all required fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  loginFieldsRequired: 'Please enter your email and password.',
  loginFailed: 'Login failed. Check credentials.',
  loginSuccessful: 'Login successful!',
  emailInUse: 'Email already in use. Please login.',
  registrationFailed: 'Registration failed.',
  registrationSuccessful: 'Registration successful! Redirecting...',
  emailRequired: 'Please enter your email address.',
  resetLinkSent: 'Password reset link sent to your email.',
  resetLinkFailed: 'Failed to send reset link.',
  resetCodeMissing: 'Invalid or missing reset code.',
  resetLinkInvalid: 'Invalid or expired password reset link.',
  passwordReset: 'Your password has been successfully reset.',
  passwordUpdateFailed: 'Failed to update password.',
  loggedOut: 'You have been logged out successfully!',
  googleSuccessful: 'Google sign-in successful!',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleCancelled: 'Google sign-in cancelled by user.',
  networkError: NETWORK_ERROR_MESSAGE,
  unauthorized: 'You are not authorized. Please log in again.',
  forbidden: "Access forbidden. You don't have permission to do this.",
  crossSite: 'Cross-site requests are not allowed.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 100 characters.',
  nameInvalid: 'Name contains characters that are not allowed.',
  phoneRequired: 'Please enter your phone number.',
  invalidPhone: 'Please enter a valid phone number.',
  emailTooLong: 'Email must be at most 254 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  nothingToUpdate: 'Nothing to update.',
  imageInvalid: 'Please select a valid image file',
  imageTooLarge: 'Image size should not exceed 5MB',
} as const;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by the file's bytes, not its name or type. */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** POST /api/users/login: the user, and the session token for clients that send it as a Bearer token. */
export interface LoginResponse {
  user: User;
  token: string;
}

/** The first message of a failed parse: what a form shows. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.fillAllFields;
}

/** Longer `next` values are not a page of this store. */
const NEXT_PATH_MAX_LENGTH = 2048;
const PARSE_BASE = 'http://store.invalid';

/** Whether a URL, resolved against this store, stays on it. */
const staysHere = (path: string) => new URL(path, PARSE_BASE).origin === PARSE_BASE;

/**
 * Where to go after signing in: only a path on this site, so a crafted link cannot send a user
 * elsewhere. The value is resolved the way a browser would (it reads `/\host`, and `/` + tab +
 * `/host`, as `//host`, and drops dot segments), and then the *result* is checked: `/.//host` and
 * `/x/..//host` resolve to `//host`, which a browser would again read as another site.
 * Backslashes and control characters are never part of this store's paths and are refused outright.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.length > NEXT_PATH_MAX_LENGTH) return fallback;
  if (/[\\\p{Cc}]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || !staysHere(path)) return fallback;
  return path;
}

/** Where a signed-in user lands: admins in the dashboard, others where they were going. */
export function landingPath(role: User['role'], next: string | null | undefined): string {
  return role === 'admin' ? '/admin' : safeNextPath(next);
}
