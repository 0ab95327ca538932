import { describe, expect, it } from 'vitest';
import { RegisterSchema, UpdateProfileSchema } from '../src/account-forms.ts';
import { AUTH_MESSAGES } from '../src/auth-messages.ts';
import { ContactMessageInputSchema } from '../src/contact.ts';
import { isCleanLine, isCleanText, isEmail, normalizeEmail, normalizeText } from '../src/fields.ts';

const account = (email: string, name = 'Probe') => ({
  name,
  phoneNumber: '+1 555 0100',
  email,
  password: 'secret1',
  confirmPassword: 'secret1',
});

describe('e-mail addresses', () => {
  it.each([
    ['ｐｔ1@probe.test', 'pt1@probe.test'],
    ['PT1@Probe.Test', 'pt1@probe.test'],
    ['  pt1@probe.test ', 'pt1@probe.test'],
    ['pt1@bücher.example', 'pt1@xn--bcher-kva.example'],
    // A Cyrillic 'е' in the domain is another domain: it is kept in its visible punycode form.
    ['pt1@probе.test', 'pt1@xn--prob-y4d.test'],
  ])('%j is stored as %j', (input, stored) => {
    expect(normalizeEmail(input)).toBe(stored);
    expect(RegisterSchema.parse(account(input)).email).toBe(stored);
  });

  it.each([
    'pt1\u200b@probe.test',
    'pt1@probe.test\u0000',
    'pе1@probe.test',
    'ptı@probe.test',
    'pt1@probe.test.',
    'pt1@probe..test',
    'pt1@-probe.test',
    'pt1@probe',
    'pt 1@probe.test',
    'pt1@probe.test/x',
    'pt1@prob\u00e9.test/evil.example',
  ])('refuses the look-alike or malformed %j everywhere', (input) => {
    expect(isEmail(normalizeEmail(input))).toBe(false);
    expect(RegisterSchema.safeParse(account(input)).error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidEmail);
    expect(
      ContactMessageInputSchema.safeParse({ firstName: 'a', lastName: 'b', email: input, message: 'hi' }).success,
    ).toBe(false);
  });
});

describe('control and direction characters', () => {
  it.each([
    ['NUL', 'Maya\u0000'],
    ['BEL', 'Maya\u0007'],
    ['ESC', '\u001b[31mMaya'],
    ['a line break', 'Maya\nRivers'],
    ['a C1 control', 'Maya\u0085'],
    ['a right-to-left override', 'Maya\u202egpj.exe'],
    ['a right-to-left isolate', 'Maya\u2067x'],
    ['a zero-width space', 'Ma\u200bya'],
  ])('a name with %s is refused', (_, name) => {
    expect(RegisterSchema.safeParse(account('maya@example.com', name)).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.nameInvalid,
    );
    expect(UpdateProfileSchema.safeParse({ name }).error?.issues[0]?.message).toBe(AUTH_MESSAGES.nameInvalid);
  });

  it('names keep their letters, accents and emoji', () => {
    for (const name of ['Zoë Ærøskøbing', 'محمد', '李小龍', 'Kai 👩🏽‍🎤']) {
      expect(isCleanLine(name), name).toBe(true);
      expect(RegisterSchema.parse(account('maya@example.com', name)).name).toBe(name.normalize('NFC'));
    }
  });

  it('a contact subject cannot carry a header; the message keeps its lines', () => {
    const base = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'Hello\r\nthere' };
    const injected = ContactMessageInputSchema.safeParse({ ...base, subject: 'Hi\r\nBcc: victim@example.com' });
    expect(injected.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subject', 'Subject contains characters that are not allowed'],
    ]);
    expect(ContactMessageInputSchema.parse(base).message).toBe('Hello\nthere');
    expect(ContactMessageInputSchema.safeParse({ ...base, message: 'Hi\u0007' }).success).toBe(false);
    expect(ContactMessageInputSchema.safeParse({ ...base, lastName: 'Lee\u202e' }).success).toBe(false);
  });

  it('multi-line text allows line feeds and tabs only', () => {
    expect(isCleanText(normalizeText('a\r\n\tb\rc'))).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('a\u2028b')).toBe(false);
  });
});
