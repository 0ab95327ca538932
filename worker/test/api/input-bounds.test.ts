import { AUTH_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { rateLimits, users } from '../../src/db/schema.ts';
import {
  fetchRaw,
  freshEmail,
  login,
  makeAccount,
  PASSWORD,
  postJson,
  register,
  registrationForm,
  signIn,
} from './auth-fixtures.ts';
import { db, getJson } from './fixtures.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** A body that arrives in chunks without a Content-Length, as a streamed upload does. */
function streamed(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ === chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
}

/** Nothing in an answer names a file or shows a stack. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/file:\/\/|\/work\/|node_modules|\.ts:\d+|\.js:\d+|\n\s+at /);
}

describe('every account field is bounded before any work', () => {
  it('a 200 KB e-mail at login is refused before it is read, and nothing is stored for it', async () => {
    const res = await postJson('/api/users/login', { email: `${'a'.repeat(200_000)}@example.com`, password: 'x' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request is too large.');
    expect(await db().select().from(rateLimits)).toEqual([]);
  });

  it.each([
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(250)}@example.com`, password: 'x' },
      AUTH_MESSAGES.emailTooLong,
    ],
    [
      'a password over 128 characters',
      { email: 'kai@example.com', password: 'p'.repeat(10_000) },
      AUTH_MESSAGES.passwordTooLong,
    ],
  ])('login refuses %s (400) without counting or hashing it', async (_, body, message) => {
    const res = await postJson('/api/users/login', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db().select().from(rateLimits)).toEqual([]);
  });

  it('a 10 MB password is refused by size (413)', async () => {
    const res = await postJson('/api/users/login', { email: 'kai@example.com', password: 'p'.repeat(10_000_000) });
    expect(res.status).toBe(413);
  });

  it.each([
    ['name', 'n'.repeat(101), AUTH_MESSAGES.nameTooLong],
    ['phoneNumber', `+1${' '.repeat(40)}5550100`, AUTH_MESSAGES.invalidPhone],
    ['password', 'p'.repeat(129), AUTH_MESSAGES.passwordTooLong],
    ['email', `${'e'.repeat(250)}@example.com`, AUTH_MESSAGES.emailTooLong],
  ])('sign-up refuses a %s over its limit (400) and creates nothing', async (field, value, message) => {
    const extra: Record<string, string> = field === 'password' ? { confirmPassword: value } : {};
    const res = await register(registrationForm({ [field]: value, ...extra }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toContain(message);
    expect(await db().select().from(users)).toEqual([]);
  });

  it('account changes bound the current password before checking it', async () => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const res = await getJson<{ message: string }>(`/api/users/${account.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: 'c'.repeat(50_000),
        password: 'brand-new-1',
        confirmPassword: 'brand-new-1',
      }),
    });
    expect(res.status).toBe(400);
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('a reset code longer than any code is refused before it is looked up', async () => {
    const res = await postJson('/api/users/reset-password', {
      oobCode: 'c'.repeat(5000),
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});

describe('oversize bodies', () => {
  it('a 6 MB profile image sent with Content-Length is refused with 413 and the API message', async () => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const form = new FormData();
    form.append('profileImage', new File([big], 'big.png'));
    const res = await fetchRaw(`/api/users/${account.id}`, { method: 'PUT', headers: { cookie }, body: form });
    expect(res.status).toBe(413);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: AUTH_MESSAGES.imageTooLarge });
    expectNoInternals(text);
  });

  it('a sign-up of 6 MB is refused with 413 before anything is stored', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const res = await register(registrationForm({ email: freshEmail(), profileImage: new File([big], 'big.png') }));
    expect(res.status).toBe(413);
    expect(await db().select().from(users)).toEqual([]);
  });

  it('a body streamed without Content-Length is cut off at the limit (413)', async () => {
    const res = await fetchRaw('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(40, 4096),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('a streamed body under the limit still arrives whole', async () => {
    const account = await makeAccount();
    const body = new TextEncoder().encode(JSON.stringify({ email: account.email, password: PASSWORD }));
    const res = await fetchRaw('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(body.slice(0, 10));
          controller.enqueue(body.slice(10));
          controller.close();
        },
      }),
    });
    expect(res.status).toBe(200);
  });

  it('pages refuse oversize bodies the same way', async () => {
    const res = await fetchRaw('/', { method: 'POST', body: new Uint8Array(200_000) });
    expect(res.status).toBe(413);
    expectNoInternals(await res.text());
  });

  it('a failing page answers 500 without a stack or a file path', async () => {
    const res = await fetchRaw('/broken-page');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Server error. Please try again in a few moments.');
    expectNoInternals(html);
    expect(html).not.toContain('Rendering failed');
  });
});
