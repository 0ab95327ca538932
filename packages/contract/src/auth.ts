/**
 * Account forms: the rules and messages the storefront checks before sending and the API checks
 * again on arrival. Every rule of the spec runs in the spec's order with its words; rules the spec
 * does not state (lengths, phone format) run after them.
 */
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  isEmail,
  isPhoneNumber,
  NAME_MAX_LENGTH,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages.ts';

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
