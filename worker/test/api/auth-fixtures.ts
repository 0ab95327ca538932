import { env } from 'cloudflare:test';
import type { LoginResponse, User } from '@beats/contract';
import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/password.ts';
import { mailOutbox, users } from '../../src/db/schema.ts';
import { db, getJson } from './fixtures.ts';

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

export function register(form: FormData, headers: Record<string, string> = {}) {
  return getJson<{ user: User; message: string; errors?: Record<string, string[]> }>('/api/users/register', {
    method: 'POST',
    body: form,
    headers,
  });
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
      passwordHash: await hashPassword(password),
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
  const result = await postJson<LoginResponse & { message: string }>(
    '/api/users/login',
    { email, password, rememberMe },
    headers,
  );
  return { ...result, cookie: sessionCookieOf(result.res) };
}

/** Signs an account in and returns its session cookie header value. */
export async function signIn(email: string, password = PASSWORD, rememberMe = false): Promise<string> {
  const { status, cookie } = await login(email, password, rememberMe);
  if (status !== 200 || !cookie) throw new Error(`login failed with ${status}`);
  return cookie.pair;
}

export function me(headers: Record<string, string>) {
  return getJson<{ user: User; ownedSongIds: number[]; uploadedSongIds: number[]; message: string }>('/api/users/me', {
    headers,
  });
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
