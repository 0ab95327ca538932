/**
 * One normaliser and one check per kind of text field, used by every form and route that takes
 * such a field: sign-up, login, password reset, account changes, the contact form and Google
 * sign-in. Plain functions without zod, so browser code that only needs them stays small; the
 * schemas (account-forms.ts, contact.ts) are built on them.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs what hashing any password costs. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 32;

/**
 * Characters no single-line field may hold: C0 and C1 controls (NUL, BEL, ESC, CR, LF, tab...),
 * DEL, the line and paragraph separators, the bidirectional embeddings, overrides and isolates
 * (which make text display in another order than it is stored), and invisible zero-width spaces.
 */
const NOT_IN_A_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/u;
/** The same in multi-line text, where line feeds and tabs are the text's own. */
const NOT_IN_TEXT = /(?![\n\t])[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/u;

/** A one-line value as stored: Unicode-composed (NFC) and trimmed. */
export function normalizeLine(value: string): string {
  return value.normalize('NFC').trim();
}

/** Multi-line text as stored: composed, line endings as `\n`, trimmed. */
export function normalizeText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

/** Whether a one-line value holds only characters a name, subject or phone number may hold. */
export function isCleanLine(value: string): boolean {
  return !NOT_IN_A_LINE.test(value);
}

/** Whether multi-line text holds no control or direction characters beyond line feeds and tabs. */
export function isCleanText(value: string): boolean {
  return !NOT_IN_TEXT.test(value);
}

/**
 * Characters that would change what a domain means if handed to the URL parser for IDN
 * conversion (it drops controls, tabs and newlines, and stops a host at `/`, `?`, `#`...).
 */
const NOT_IN_A_DOMAIN = /[\s\p{Cc}/?#@:\\%[\]]/u;

/**
 * An e-mail address as stored and compared: compatibility-composed (NFKC, so full-width letters
 * become plain ones), trimmed, lower-cased, and with an internationalised domain in its ASCII
 * (punycode) form, as a browser's `type=email` field sends it. Whatever cannot be converted is
 * returned as it is, for `isEmail` to refuse.
 */
export function normalizeEmail(value: string): string {
  const address = value.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  // ASCII domains are left as typed: the URL parser would also read `1.2` as an IPv4 address.
  if (/^[\x21-\x7e]*$/.test(domain) || NOT_IN_A_DOMAIN.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

/**
 * A valid e-mail address as the HTML standard defines it for `<input type=email>` (ASCII only:
 * no look-alike letters, invisible characters or controls; no empty labels, so no trailing dot),
 * with the spec's dot in the domain, at most 254 characters. Pass the normalised value.
 */
const BROWSER_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && BROWSER_EMAIL.test(value);
}

/** A phone number as stored: full-width digits made plain, trimmed. */
export function normalizePhone(value: string): string {
  return value.normalize('NFKC').trim();
}

/** Digits with spaces, dots, dashes and brackets and an optional leading +; 6 to 20 digits, 32 characters at most. */
const PHONE_PATTERN = /^\+?[\d ().-]+$/;

export function isPhoneNumber(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}
