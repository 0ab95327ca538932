import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterSchema, ResetPasswordSchema, UpdateProfileSchema } from '../src/account-forms.ts';
import { AUTH_MESSAGES } from '../src/auth-messages.ts';
import { isEmail } from '../src/fields.ts';
import { firstIssue } from '../src/form-issues.ts';

const valid = {
  name: 'Maya',
  phoneNumber: '+1 555 0100',
  email: 'Maya@Example.com ',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('account form rules', () => {
  it('sign-up normalises the e-mail and drops anything else (a role)', () => {
    const parsed = RegisterSchema.parse({ ...valid, role: 'admin' });
    expect(parsed).toEqual({
      name: 'Maya',
      phoneNumber: '+1 555 0100',
      email: 'maya@example.com',
      password: 'secret1',
    });
  });

  it('sign-up reports the spec rules first, in order', () => {
    const result = RegisterSchema.safeParse({
      ...valid,
      name: '',
      password: 'abc',
      confirmPassword: 'xyz',
      email: 'x',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((i) => i.message)).toEqual([
      AUTH_MESSAGES.fillAllFields,
      AUTH_MESSAGES.passwordsDoNotMatch,
      AUTH_MESSAGES.invalidEmail,
      AUTH_MESSAGES.passwordTooShort,
    ]);
    expect(firstIssue(result.error)).toBe(AUTH_MESSAGES.fillAllFields);
  });

  it('treats missing and non-text values as empty', () => {
    const result = RegisterSchema.safeParse({ name: 42 });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toBe(AUTH_MESSAGES.fillAllFields);
  });

  it('accepts the spec e-mail shape only', () => {
    expect(isEmail('a@b.co')).toBe(true);
    for (const bad of ['a@b', 'a b@c.d', '@b.c', 'a@.', 'ab.c']) expect(isEmail(bad), bad).toBe(false);
  });

  it('bounds every field before hashing or looking anything up', () => {
    const issues = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, v: object) =>
      schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    const long = (n: number) => 'x'.repeat(n);
    expect(issues(LoginSchema, { email: `${long(250)}@example.com`, password: 'secret1' })).toEqual([
      AUTH_MESSAGES.emailTooLong,
    ]);
    expect(issues(LoginSchema, { email: 'a@b.co', password: long(129) })).toEqual([AUTH_MESSAGES.passwordTooLong]);
    expect(issues(RegisterSchema, { ...valid, phoneNumber: `+1 555 0100${' '.repeat(30)}1` })).toEqual([
      AUTH_MESSAGES.invalidPhone,
    ]);
    expect(issues(RegisterSchema, { ...valid, name: long(101) })).toEqual([AUTH_MESSAGES.nameTooLong]);
    expect(
      issues(UpdateProfileSchema, { currentPassword: long(10_000), password: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual([AUTH_MESSAGES.currentPasswordWrong]);
    expect(issues(ResetPasswordSchema, { oobCode: long(129), password: 'abcdef', confirmPassword: 'abcdef' })).toEqual([
      AUTH_MESSAGES.resetLinkInvalid,
    ]);
  });

  it('login: both fields, then the e-mail shape; Remember me from a form or JSON', () => {
    expect(firstIssue(LoginSchema.safeParse({ email: '', password: 'x' }).error ?? { issues: [] })).toBe(
      AUTH_MESSAGES.loginFieldsRequired,
    );
    expect(firstIssue(LoginSchema.safeParse({ email: 'a@b', password: 'x' }).error ?? { issues: [] })).toBe(
      AUTH_MESSAGES.invalidEmail,
    );
    expect(LoginSchema.parse({ email: 'A@B.co', password: 'x', rememberMe: 'on' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      rememberMe: true,
    });
    expect(LoginSchema.parse({ email: 'a@b.co', password: 'x' }).rememberMe).toBe(false);
  });

  it('reset: code, then mismatch, then length', () => {
    const messages = (input: object) => ResetPasswordSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ password: 'a', confirmPassword: 'b' })).toEqual([AUTH_MESSAGES.resetCodeMissing]);
    expect(messages({ oobCode: 'c', password: 'a', confirmPassword: 'b' })).toEqual([
      AUTH_MESSAGES.passwordsDoNotMatch,
      AUTH_MESSAGES.passwordTooShort,
    ]);
    expect(messages({ oobCode: 'c', password: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
  });

  it('account changes: only what is sent is checked', () => {
    expect(UpdateProfileSchema.parse({ name: ' Kai ' })).toEqual({ name: 'Kai' });
    expect(UpdateProfileSchema.safeParse({ password: 'abcdef' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordsDoNotMatch,
    );
  });
});
