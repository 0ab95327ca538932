import { env } from 'cloudflare:test';
import {
  type ApiError,
  type LoginResponse,
  LoginResponseSchema,
  type Me,
  MeSchema,
  type UserResponse,
  UserResponseSchema,
} from '@beats/contract';
import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/password.ts';
import { createSession } from '../../src/auth/sessions.ts';
import { mailOutbox, users } from '../../src/db/schema.ts';
import { db, getAnswer, getJson } from './fixtures.ts';

export const PASSWORD = 'correct-horse-7';

let counter = 0;
export const freshEmail = (label = 'user') => `${label}-${++counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;

export function registrationForm(overrides: Record<string, string | Blob> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string | Blob> = {
    name: 'Maya Rivers',
    phoneNumber: '+1 555 0100',
    email: freshEmail(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
}

/**
 * An account answer as the tests read it, in one object: what a success holds (read through the
 * contract, see `getAnswer`), or the error's message and field messages.
 */
type AccountAnswer<T> = { status: number; res: Response; body: Partial<T> & Partial<ApiError> };

export async function register(
  form: FormData,
  headers: Record<string, string> = {},
): Promise<AccountAnswer<UserResponse>> {
  const { data, error, ...answer } = await getAnswer(UserResponseSchema, '/api/users/register', {
    method: 'POST',
    body: form,
    headers,
  });
  return { ...answer, body: { ...data, ...error } };
}

export function postJson<T = { message: string; errors?: Record<string, string[]> }>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return getJson<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

let passwordHash: Promise<string> | null = null;
/**
 * The hash of PASSWORD, computed once per test file: a hash costs a full scrypt (about half a
 * second on a busy 2-core machine), and the accounts of a file need not differ in their salt.
 */
export const knownHash = (): Promise<string> => {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
};

/** A user with a known password, straight in the database. */
export async function makeAccount(
  overrides: Partial<typeof users.$inferInsert> = {},
  password = PASSWORD,
): Promise<typeof users.$inferSelect> {
  const [row] = await db()
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: freshEmail(),
      name: 'Kai Loop',
      phoneNumber: '+1 555 0199',
      passwordHash: password === PASSWORD ? await knownHash() : await hashPassword(password),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

/** The session cookie's `name=value` from a response, and the whole Set-Cookie line. */
export function sessionCookieOf(res: Response): { pair: string; line: string } | null {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('store_session='));
  if (!line) return null;
  return { pair: line.split(';')[0] ?? '', line };
}

export async function login(
  email: string,
  password = PASSWORD,
  rememberMe = false,
  headers: Record<string, string> = {},
) {
  const { data, error, ...answer } = await getAnswer(LoginResponseSchema, '/api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email, password, rememberMe }),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const body: Partial<LoginResponse> & Partial<ApiError> = { ...data, ...error };
  return { ...answer, body, cookie: sessionCookieOf(answer.res) };
}

/**
 * A session for an account, made by the session code as a login makes it, as the cookie header
 * a signed-in browser sends: for tests about what a signed-in account may do, not about logging
 * in (a login verifies the password, a full scrypt).
 */
export async function sessionCookie(userId: string): Promise<string> {
  const { token } = await createSession(db(), userId, false);
  return `store_session=${token}`;
}

/** Signs an account in and returns its session cookie header value. */
export async function signIn(email: string, password = PASSWORD, rememberMe = false): Promise<string> {
  const { status, cookie } = await login(email, password, rememberMe);
  if (status !== 200 || !cookie) throw new Error(`login failed with ${status}`);
  return cookie.pair;
}

export async function me(headers: Record<string, string>): Promise<AccountAnswer<Me>> {
  const { data, error, ...answer } = await getAnswer(MeSchema, '/api/users/me', { headers });
  return { ...answer, body: { ...data, ...error } };
}

/** The session token a login answered a client that is not a browser (the test stops without one). */
export function tokenIn(body: { token?: string | undefined }): string {
  if (!body.token) throw new Error('The login answered no token');
  return body.token;
}

/** Mail to an address in the outbox; reset mail is sent after the answer, so this waits for it. */
export async function mailTo(address: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id));
    if (mail) return mail;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function resetCodeFrom(text: string): string {
  const match = /\/reset-password\?oobCode=([^\s&]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** A request to the Worker whose answer is not JSON (pages, images, redirects). */
export async function fetchRaw(path: string, init?: RequestInit): Promise<Response> {
  const { exports } = await import('cloudflare:workers');
  return (exports as unknown as { default: Fetcher }).default.fetch(
    path.startsWith('http') ? path : `http://store.test${path}`,
    { redirect: 'manual', ...init },
  );
}

export { env };
