import { AUTH_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password.ts';
import { users } from '../../src/db/schema.ts';
import { JPEG, PNG } from '../media-samples.ts';
import { env, fetchRaw, freshEmail, PASSWORD, register, registrationForm } from './auth-fixtures.ts';
import { db } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

async function userCount(): Promise<number> {
  return (await db().select({ id: users.id }).from(users)).length;
}

describe('POST /api/users/register', () => {
  it('creates a user (201) with a scrypt hash of the password, without signing in', async () => {
    const email = freshEmail();
    const { status, body, res } = await register(registrationForm({ email: `  ${email.toUpperCase()} ` }));
    expect(status).toBe(201);
    expect(body.user).toMatchObject({
      name: 'Maya Rivers',
      email,
      phoneNumber: '+1 555 0100',
      role: 'user',
      profileImage: null,
    });
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('store_session='))).toEqual([]);

    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row?.passwordHash ?? '')).toBe(true);
  });

  it('always creates role user, whatever the body says', async () => {
    const form = registrationForm({ role: 'admin' });
    const { status, body } = await register(form);
    expect(status).toBe(201);
    expect(body.user?.role).toBe('user');
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, body.user?.id ?? ''));
    expect(row?.role).toBe('user');
  });

  it.each([
    ['name', { name: '' }, AUTH_MESSAGES.fillAllFields],
    ['phone', { phoneNumber: '  ' }, AUTH_MESSAGES.fillAllFields],
    ['email', { email: '' }, AUTH_MESSAGES.fillAllFields],
    ['password', { password: '', confirmPassword: '' }, AUTH_MESSAGES.fillAllFields],
    ['confirm', { confirmPassword: '' }, AUTH_MESSAGES.fillAllFields],
    ['mismatch', { confirmPassword: 'something-else' }, AUTH_MESSAGES.passwordsDoNotMatch],
    ['email shape', { email: 'maya@example' }, AUTH_MESSAGES.invalidEmail],
    ['email with a space', { email: 'maya rivers@example.com' }, AUTH_MESSAGES.invalidEmail],
    ['short password', { password: 'abc12', confirmPassword: 'abc12' }, AUTH_MESSAGES.passwordTooShort],
    ['phone shape', { phoneNumber: 'call me' }, AUTH_MESSAGES.invalidPhone],
  ])('refuses a bad %s with the spec message and stores nothing', async (_case, overrides, message) => {
    const { status, body } = await register(registrationForm(overrides));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(await userCount()).toBe(0);
  });

  it('checks the rules in the spec order: empty fields, then mismatch, then e-mail, then length', async () => {
    const all = await register(
      registrationForm({ name: '', email: 'not-an-email', password: 'abc', confirmPassword: 'abd' }),
    );
    expect(all.body.message).toBe(AUTH_MESSAGES.fillAllFields);
    expect(all.body.errors).toMatchObject({
      name: [AUTH_MESSAGES.fillAllFields],
      confirmPassword: [AUTH_MESSAGES.passwordsDoNotMatch],
      email: [AUTH_MESSAGES.invalidEmail],
      password: [AUTH_MESSAGES.passwordTooShort],
    });

    const noEmpty = await register(
      registrationForm({ email: 'not-an-email', password: 'abc', confirmPassword: 'abd' }),
    );
    expect(noEmpty.body.message).toBe(AUTH_MESSAGES.passwordsDoNotMatch);

    const matching = await register(
      registrationForm({ email: 'not-an-email', password: 'abc', confirmPassword: 'abc' }),
    );
    expect(matching.body.message).toBe(AUTH_MESSAGES.invalidEmail);
  });

  it('answers 409 for an e-mail in use, whatever its case', async () => {
    const email = freshEmail();
    expect((await register(registrationForm({ email }))).status).toBe(201);
    const again = await register(registrationForm({ email: email.toUpperCase(), name: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AUTH_MESSAGES.emailInUse);
    expect(await userCount()).toBe(1);
  });

  it('stores a profile image, recognised by its bytes, in the public media bucket', async () => {
    const image = new File([PNG], 'me.bin', { type: 'application/octet-stream' });
    const { status, body } = await register(registrationForm({ profileImage: image }));
    expect(status).toBe(201);
    expect(body.user?.profileImage).toMatch(/^\/media\/avatars\/[0-9a-f]{24}\.png$/);
    const key = decodeURIComponent((body.user?.profileImage ?? '').replace('/media/', ''));
    const stored = await env.MEDIA.get(key);
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG);

    const served = await fetchRaw(body.user?.profileImage ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    await served.arrayBuffer();
  });

  it('accepts JPEG and treats an empty file field as no image', async () => {
    const jpeg = await register(registrationForm({ profileImage: new File([JPEG], 'me.jpg', { type: 'image/jpeg' }) }));
    expect(jpeg.body.user?.profileImage).toMatch(/\.jpg$/);
    const none = await register(
      registrationForm({ profileImage: new File([], '', { type: 'application/octet-stream' }) }),
    );
    expect(none.status).toBe(201);
    expect(none.body.user?.profileImage).toBeNull();
  });

  it('refuses a file that is not a JPEG, PNG or WebP image (415), whatever its name says', async () => {
    const fake = new File([new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'me.png', {
      type: 'image/png',
    });
    const { status, body } = await register(registrationForm({ profileImage: fake }));
    expect(status).toBe(415);
    expect(body.message).toBe(AUTH_MESSAGES.imageInvalid);
    expect(await userCount()).toBe(0);
    expect((await env.MEDIA.list()).objects).toEqual([]);
  });

  it('refuses an image over 5 MB (413)', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const { status, body } = await register(registrationForm({ profileImage: new File([big], 'big.png') }));
    expect(status).toBe(413);
    expect(body.message).toBe(AUTH_MESSAGES.imageTooLarge);
    expect(await userCount()).toBe(0);
  });

  it('limits sign-ups per address (429 with a clear message)', async () => {
    await clearOfWindowTurn();
    const headers = { 'cf-connecting-ip': '203.0.113.7' };
    for (let i = 0; i < 30; i++) {
      const { status } = await register(registrationForm({ name: '' }), headers);
      expect(status).toBe(400);
    }
    const refused = await register(registrationForm(), headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await userCount()).toBe(0);
    // Another address is not affected.
    expect((await register(registrationForm(), { 'cf-connecting-ip': '203.0.113.8' })).status).toBe(201);
  });

  it("counts an IPv6 client's whole /64 as one address, so changing address within it does not dodge the limit", async () => {
    await clearOfWindowTurn();
    for (let i = 0; i < 30; i++) {
      const client = { 'cf-connecting-ip': `2001:db8:5:5::${(i + 1).toString(16)}` };
      expect((await register(registrationForm({ name: '' }), client)).status).toBe(400);
    }
    expect((await register(registrationForm(), { 'cf-connecting-ip': '2001:db8:5:5:ffff::9' })).status).toBe(429);
    expect(await userCount()).toBe(0);
    expect((await register(registrationForm(), { 'cf-connecting-ip': '2001:db8:5:6::1' })).status).toBe(201);
  });

  it('limits sign-up attempts per e-mail', async () => {
    await clearOfWindowTurn();
    const email = freshEmail();
    expect((await register(registrationForm({ email }))).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await register(registrationForm({ email }))).status).toBe(409);
    expect((await register(registrationForm({ email }))).status).toBe(429);
  });
});
