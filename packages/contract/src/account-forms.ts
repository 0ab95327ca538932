/**
 * Account forms: the rules and messages the storefront checks before sending and the API checks
 * again on arrival. Every rule of the spec runs in the spec's order with its words; rules the spec
 * does not state (lengths, characters, phone format) run after them. Every field is bounded
 * before anything else is done with it: a value over its limit is refused without being
 * normalised, hashed or looked up.
 */

import { AUTH_MESSAGES } from './auth-messages.ts';
import {
  EMAIL_MAX_LENGTH,
  isCleanLine,
  isEmail,
  isPhoneNumber,
  NAME_MAX_LENGTH,
  normalizeEmail,
  normalizeLine,
  normalizePhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from './fields.ts';
import { z } from './zod.ts';

/** Form values arrive as strings, or not at all; anything else counts as empty. */
const text = z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string());
const flag = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.boolean(),
);
const optionalText = z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional());

/** Reset codes are 32 characters; anything much longer is not one. */
const RESET_CODE_MAX_LENGTH = 128;

type Issue = { message: string; path: string[] };
function addIssues(ctx: z.RefinementCtx, issues: Issue[]): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
}

/** The problem with an e-mail that is filled in: too long, or not an address a browser accepts. */
function emailIssue(raw: string): string | null {
  if (raw.trim().length > EMAIL_MAX_LENGTH) return AUTH_MESSAGES.emailTooLong;
  return isEmail(normalizeEmail(raw)) ? null : AUTH_MESSAGES.invalidEmail;
}

/** The problem with a name that is filled in. */
function nameIssue(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed.length > NAME_MAX_LENGTH || normalizeLine(trimmed).length > NAME_MAX_LENGTH) {
    return AUTH_MESSAGES.nameTooLong;
  }
  return isCleanLine(trimmed) ? null : AUTH_MESSAGES.nameInvalid;
}

/** The problem with a phone number that is filled in. */
function phoneIssue(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed.length > PHONE_MAX_LENGTH) return AUTH_MESSAGES.invalidPhone;
  return isPhoneNumber(normalizePhone(trimmed)) ? null : AUTH_MESSAGES.invalidPhone;
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
 * reset rule's minimum length, then limits and characters. A `role` in the body is not part of the
 * schema: every account starts as a user.
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
    const email = values.email.trim() === '' ? null : emailIssue(values.email);
    if (email) issues.push({ message: email, path: ['email'] });
    if (values.password !== '' && values.password.length < PASSWORD_MIN_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.passwordTooShort, path: ['password'] });
    }
    if (values.password.length > PASSWORD_MAX_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.passwordTooLong, path: ['password'] });
    }
    const name = nameIssue(values.name);
    if (name) issues.push({ message: name, path: ['name'] });
    const phone = values.phoneNumber.trim() === '' ? null : phoneIssue(values.phoneNumber);
    if (phone) issues.push({ message: phone, path: ['phoneNumber'] });
    addIssues(ctx, issues);
  })
  .transform((values) => ({
    name: normalizeLine(values.name),
    phoneNumber: normalizePhone(values.phoneNumber),
    email: normalizeEmail(values.email),
    password: values.password,
  }));
export type RegisterInput = z.input<typeof RegisterSchema>;

/** Login: both fields filled, then the e-mail shape, then the limits (checked before any hashing). */
export const LoginSchema = z
  .object({ email: text, password: text, rememberMe: flag })
  .superRefine((values, ctx) => {
    if (values.email.trim() === '' || values.password === '') {
      addIssues(ctx, [
        { message: AUTH_MESSAGES.loginFieldsRequired, path: [values.email.trim() ? 'password' : 'email'] },
      ]);
      return;
    }
    const email = emailIssue(values.email);
    if (email) addIssues(ctx, [{ message: email, path: ['email'] }]);
    if (values.password.length > PASSWORD_MAX_LENGTH) {
      addIssues(ctx, [{ message: AUTH_MESSAGES.passwordTooLong, path: ['password'] }]);
    }
  })
  .transform((values) => ({ ...values, email: normalizeEmail(values.email) }));
export type LoginInput = z.input<typeof LoginSchema>;

export const ForgotPasswordSchema = z
  .object({ email: text })
  .superRefine((values, ctx) => {
    if (values.email.trim() === '') addIssues(ctx, [{ message: AUTH_MESSAGES.emailRequired, path: ['email'] }]);
    else if (emailIssue(values.email)) addIssues(ctx, [{ message: AUTH_MESSAGES.invalidEmail, path: ['email'] }]);
  })
  .transform((values) => ({ email: normalizeEmail(values.email) }));

/** Reset: the code first, then the new password's checks in the spec's order. */
export const ResetPasswordSchema = z
  .object({ oobCode: text, password: text, confirmPassword: text })
  .superRefine((values, ctx) => {
    const code = values.oobCode.trim();
    if (code === '') {
      addIssues(ctx, [{ message: AUTH_MESSAGES.resetCodeMissing, path: ['oobCode'] }]);
      return;
    }
    if (code.length > RESET_CODE_MAX_LENGTH) {
      addIssues(ctx, [{ message: AUTH_MESSAGES.resetLinkInvalid, path: ['oobCode'] }]);
      return;
    }
    addIssues(ctx, newPasswordIssues(values.password, values.confirmPassword));
  })
  .transform((values) => ({ oobCode: values.oobCode.trim(), password: values.password }));

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
      const problem = values.name.trim() === '' ? AUTH_MESSAGES.nameRequired : nameIssue(values.name);
      if (problem) issues.push({ message: problem, path: ['name'] });
    }
    if (values.phoneNumber !== undefined) {
      const problem = values.phoneNumber.trim() === '' ? AUTH_MESSAGES.phoneRequired : phoneIssue(values.phoneNumber);
      if (problem) issues.push({ message: problem, path: ['phoneNumber'] });
    }
    // Checked against the stored hash: bounded like any password before it is hashed.
    if (values.currentPassword !== undefined && values.currentPassword.length > PASSWORD_MAX_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.currentPasswordWrong, path: ['currentPassword'] });
    }
    if (values.password !== undefined || values.confirmPassword !== undefined) {
      issues.push(...newPasswordIssues(values.password ?? '', values.confirmPassword ?? ''));
    }
    addIssues(ctx, issues);
  })
  .transform((values) => ({
    name: values.name === undefined ? undefined : normalizeLine(values.name),
    phoneNumber: values.phoneNumber === undefined ? undefined : normalizePhone(values.phoneNumber),
    currentPassword: values.currentPassword,
    password: values.password,
  }));
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

/**
 * DELETE /api/users/{id}: an account closed by its owner, who confirms it is them with the
 * password, or, for an account that signs in with Google only, by typing its e-mail address.
 * Which one the account needs is the server's to decide; each is bounded before it is checked.
 */
export const DeleteAccountSchema = z
  .object({ password: optionalText, email: optionalText })
  .superRefine((values, ctx) => {
    const issues: Issue[] = [];
    if (values.password !== undefined && values.password.length > PASSWORD_MAX_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.currentPasswordWrong, path: ['password'] });
    }
    if (values.email !== undefined && values.email.length > EMAIL_MAX_LENGTH) {
      issues.push({ message: AUTH_MESSAGES.deleteEmailWrong, path: ['email'] });
    }
    addIssues(ctx, issues);
  })
  .transform((values) => ({
    password: values.password,
    email: values.email === undefined ? undefined : normalizeEmail(values.email),
  }));
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;
