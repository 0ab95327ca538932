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

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by the file's bytes, not its name or type. */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The spec's e-mail shape: non-space, @, non-space, dot, non-space. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Digits with the usual separators and an optional leading +; 6 to 20 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 6 && digits <= 20;
}

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** POST /api/users/login: the user, and the session token for clients that send it as a Bearer token. */
export interface LoginResponse {
  user: User;
  token: string;
}

/** The first message of a failed parse: what a form shows. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.fillAllFields;
}

/**
 * Where to go after signing in: only a path on this site (never `//other.host` or a URL), so a
 * crafted link cannot send a user elsewhere.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback;
  // Resolved the way a browser would: it reads `/\host`, and `/` + tab + `/host`, as `//host`.
  const base = 'http://store.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** Where a signed-in user lands: admins in the dashboard, others where they were going. */
export function landingPath(role: User['role'], next: string | null | undefined): string {
  return role === 'admin' ? '/admin' : safeNextPath(next);
}
