/**
 * Account forms: the rules and messages the storefront checks before sending and the API checks
 * again on arrival. Every rule of the spec runs in the spec's order with its words; rules the spec
 * does not state (lengths, phone format) run after them.
 */
import { z } from 'zod';
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
  networkError: 'Network error or server unavailable.',
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

/** Form values arrive as strings, or not at all; anything else counts as empty. */
const text = z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string());
const flag = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.boolean(),
);

type Issue = { message: string; path: string[] };
function addIssues(ctx: z.RefinementCtx, issues: Issue[]): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
}

/** The length rule the spec states for reset, applied to every new password. */
function newPasswordIssues(password: string, confirmPassword: string): Issue[] {
  const issues: Issue[] = [];
  if (password !== confirmPassword) {
    issues.push({ message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    issues.push({ message: AUTH_MESSAGES.passwordTooShort, path: ['password'] });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    issues.push({ message: AUTH_MESSAGES.passwordTooLong, path: ['password'] });
  }
  return issues;
}

/**
 * Sign-up: the spec's three checks in order (all filled, passwords match, e-mail shape), then the
 * reset rule's minimum length, then limits. A `role` in the body is not part of the schema: every
 * account starts as a user.
 */
export const RegisterSchema = z
  .object({
    name: text,
    phoneNumber: text,
    email: text,
    password: text,
    confirmPassword: text,
  })
  .superRefine((values, ctx) => {
    const issues: Issue[] = [];
    const fields = ['name', 'phoneNumber', 'email', 'password', 'confirmPassword'] as const;
    const empty = fields.filter((field) => values[field].trim() === '');
    for (const field of empty) issues.push({ message: AUTH_MESSAGES.fillAllFields, path: [field] });
    if (values.password !== values.confirmPassword) {
      issues.push({ message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
    }
    const email = values.email.trim();
    if (email !== '' && !isEmail(email)) issues.push({ message: AUTH_MESSAGES.invalidEmail, path: ['email'] });
    if (values.password !== '' && values.password.length < PASSWORD_MIN_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.passwordTooShort, path: ['password'] });
    }
    if (values.password.length > PASSWORD_MAX_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.passwordTooLong, path: ['password'] });
    }
    if (values.name.trim().length > NAME_MAX_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.nameTooLong, path: ['name'] });
    }
    const phone = values.phoneNumber.trim();
    if (phone !== '' && !isPhoneNumber(phone)) {
      issues.push({ message: AUTH_MESSAGES.invalidPhone, path: ['phoneNumber'] });
    }
    if (email.length > EMAIL_MAX_LENGTH) issues.push({ message: AUTH_MESSAGES.emailTooLong, path: ['email'] });
    addIssues(ctx, issues);
  })
  .transform((values) => ({
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    email: normalizeEmail(values.email),
    password: values.password,
  }));
export type RegisterInput = z.input<typeof RegisterSchema>;

/** Login: both fields filled, then the e-mail shape. */
export const LoginSchema = z
  .object({ email: text, password: text, rememberMe: flag })
  .superRefine((values, ctx) => {
    if (values.email.trim() === '' || values.password === '') {
      addIssues(ctx, [
        { message: AUTH_MESSAGES.loginFieldsRequired, path: [values.email.trim() ? 'password' : 'email'] },
      ]);
      return;
    }
    if (!isEmail(values.email.trim())) addIssues(ctx, [{ message: AUTH_MESSAGES.invalidEmail, path: ['email'] }]);
  })
  .transform((values) => ({ ...values, email: normalizeEmail(values.email) }));
export type LoginInput = z.input<typeof LoginSchema>;

export const ForgotPasswordSchema = z
  .object({ email: text })
  .superRefine((values, ctx) => {
    const email = values.email.trim();
    if (email === '') addIssues(ctx, [{ message: AUTH_MESSAGES.emailRequired, path: ['email'] }]);
    else if (!isEmail(email) || email.length > EMAIL_MAX_LENGTH) {
      addIssues(ctx, [{ message: AUTH_MESSAGES.invalidEmail, path: ['email'] }]);
    }
  })
  .transform((values) => ({ email: normalizeEmail(values.email) }));

/** Reset: the code first, then the new password's checks in the spec's order. */
export const ResetPasswordSchema = z
  .object({ oobCode: text, password: text, confirmPassword: text })
  .superRefine((values, ctx) => {
    if (values.oobCode.trim() === '') {
      addIssues(ctx, [{ message: AUTH_MESSAGES.resetCodeMissing, path: ['oobCode'] }]);
      return;
    }
    addIssues(ctx, newPasswordIssues(values.password, values.confirmPassword));
  })
  .transform((values) => ({ oobCode: values.oobCode.trim(), password: values.password }));

const optionalText = z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional());

/**
 * Account changes. Each field is optional; a new password needs the current one (unless the
 * account has none yet, which the server decides) and follows the reset rules.
 */
export const UpdateProfileSchema = z
  .object({
    name: optionalText,
    phoneNumber: optionalText,
    currentPassword: optionalText,
    password: optionalText,
    confirmPassword: optionalText,
  })
  .superRefine((values, ctx) => {
    const issues: Issue[] = [];
    if (values.name !== undefined) {
      const name = values.name.trim();
      if (name === '') issues.push({ message: AUTH_MESSAGES.nameRequired, path: ['name'] });
      else if (name.length > NAME_MAX_LENGTH) issues.push({ message: AUTH_MESSAGES.nameTooLong, path: ['name'] });
    }
    if (values.phoneNumber !== undefined) {
      const phone = values.phoneNumber.trim();
      if (phone === '') issues.push({ message: AUTH_MESSAGES.phoneRequired, path: ['phoneNumber'] });
      else if (!isPhoneNumber(phone)) issues.push({ message: AUTH_MESSAGES.invalidPhone, path: ['phoneNumber'] });
    }
    if (values.password !== undefined || values.confirmPassword !== undefined) {
      issues.push(...newPasswordIssues(values.password ?? '', values.confirmPassword ?? ''));
    }
    addIssues(ctx, issues);
  })
  .transform((values) => ({
    name: values.name?.trim(),
    phoneNumber: values.phoneNumber?.trim(),
    currentPassword: values.currentPassword,
    password: values.password,
  }));
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

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
