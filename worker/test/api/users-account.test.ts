import { AUTH_MESSAGES, type User } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licensePlans, orderItems, orders, users } from '../../src/db/schema.ts';
import { JPEG, PNG, WEBP } from '../media-samples.ts';
import { env, fetchRaw, login, makeAccount, me, PASSWORD, signIn } from './auth-fixtures.ts';
import { db, getJson, makePlan, makeSong } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

type Answer = { user: User; message: string; errors?: Record<string, string[]> };

function update(id: string, body: Record<string, unknown> | FormData, headers: Record<string, string>) {
  const isForm = body instanceof FormData;
  return getJson<Answer>(`/api/users/${id}`, {
    method: 'PUT',
    body: isForm ? body : JSON.stringify(body),
    headers: isForm ? headers : { 'content-type': 'application/json', ...headers },
  });
}

async function order(userId: string, songIds: number[], status: 'pending' | 'completed' | 'refunded' | 'expired') {
  const planId = await makePlan();
  const [plan] = await db().select().from(licensePlans).where(eq(licensePlans.id, planId));
  const id = crypto.randomUUID();
  await db()
    .insert(orders)
    .values({ id, userId, status, total: 2999 * songIds.length });
  for (const songId of songIds) {
    await db()
      .insert(orderItems)
      .values({
        id: crypto.randomUUID(),
        orderId: id,
        songId,
        planId,
        price: 2999,
        songTitle: 'x',
        planName: plan?.name ?? '',
        deliverables: '["mp3"]',
      });
  }
}

describe('GET /api/users/me', () => {
  it('answers 401 when signed out', async () => {
    const res = await me({});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
  });

  it('returns the user with role and profile image, owned songs from completed orders and uploaded songs', async () => {
    const producer = await makeAccount({ name: 'Nova Beats' });
    const buyer = await makeAccount({ role: 'admin', profileImageKey: 'avatars/abc.png' });
    const [a, b, c] = [await makeSong(producer.id), await makeSong(producer.id), await makeSong(producer.id)];
    const own = await makeSong(buyer.id);
    await order(buyer.id, [a, b], 'completed');
    await order(buyer.id, [a], 'completed');
    await order(buyer.id, [c], 'pending');
    await order(producer.id, [c], 'completed');

    const { status, body, res } = await me({ cookie: await signIn(buyer.email) });
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body.user).toMatchObject({ id: buyer.id, role: 'admin', profileImage: '/media/avatars/abc.png' });
    expect(body.ownedSongIds).toEqual([a, b].sort((x, y) => x - y));
    expect(body.uploadedSongIds).toEqual([own]);
  });
});

describe('PUT /api/users/{id}', () => {
  it('changes the own name and phone number', async () => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const res = await update(account.id, { name: '  Kai L. ', phoneNumber: '+44 20 7946 0958' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Kai L.', phoneNumber: '+44 20 7946 0958', email: account.email });
    const [row] = await db().select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Kai L.', phoneNumber: '+44 20 7946 0958' });
  });

  it('changes the profile image (multipart), checked by its bytes', async () => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const form = new FormData();
    form.append('profileImage', new File([WEBP], 'me.webp'));
    const res = await update(account.id, form, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.user.profileImage).toMatch(/^\/media\/avatars\/[0-9a-f]{24}\.webp$/);
    const key = (res.body.user.profileImage ?? '').replace('/media/', '');
    expect((await env.MEDIA.head(key))?.httpMetadata?.contentType).toBe('image/webp');

    const bad = new FormData();
    bad.append('profileImage', new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    const refused = await update(account.id, bad, { cookie });
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(AUTH_MESSAGES.imageInvalid);

    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG);
    const large = new FormData();
    large.append('profileImage', new File([big], 'big.png'));
    expect((await update(account.id, large, { cookie })).status).toBe(413);
    const [row] = await db().select().from(users).where(eq(users.id, account.id));
    expect(row?.profileImageKey).toBe(key);
  });

  it('deletes the picture it replaces: the old address stops answering, a picture another account shows stays', async () => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const upload = async (bytes: Uint8Array, who = account.id, headers = { cookie }) => {
      const form = new FormData();
      form.append('profileImage', new File([bytes], 'me.png'));
      const res = await update(who, form, headers);
      expect(res.status).toBe(200);
      return res.body.user.profileImage ?? '';
    };
    const first = await upload(PNG);
    expect((await fetchRaw(first)).status).toBe(200);
    const second = await upload(JPEG);
    expect(second).not.toBe(first);
    expect((await fetchRaw(first)).status).toBe(404);
    expect(await env.MEDIA.head(first.replace('/media/', ''))).toBeNull();

    // Content-addressed: another account with the same picture keeps it when this one moves on.
    const other = await makeAccount();
    const otherCookie = await signIn(other.email);
    expect(await upload(JPEG, other.id, { cookie: otherCookie })).toBe(second);
    await upload(WEBP);
    expect((await fetchRaw(second)).status).toBe(200);
  });

  it('changes the password with the current one, and signs out every other session', async () => {
    const account = await makeAccount();
    const here = await login(account.email);
    const elsewhere = await login(account.email, PASSWORD, true);
    const cookie = here.cookie?.pair ?? '';
    const res = await update(
      account.id,
      { currentPassword: PASSWORD, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((await me({ cookie })).status).toBe(200);
    expect((await me({ cookie: elsewhere.cookie?.pair ?? '' })).status).toBe(401);
    expect((await login(account.email, PASSWORD)).status).toBe(401);
    expect((await login(account.email, 'brand-new-pass')).status).toBe(200);
  });

  it.each([
    [{ password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, AUTH_MESSAGES.currentPasswordRequired],
    [
      { currentPassword: 'wrong-one', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      AUTH_MESSAGES.currentPasswordWrong,
    ],
    [
      { currentPassword: PASSWORD, password: 'brand-new-pass', confirmPassword: 'other' },
      AUTH_MESSAGES.passwordsDoNotMatch,
    ],
    [{ currentPassword: PASSWORD, password: 'abc', confirmPassword: 'abc' }, AUTH_MESSAGES.passwordTooShort],
    [{ name: '   ' }, AUTH_MESSAGES.nameRequired],
    [{ phoneNumber: 'no phone' }, AUTH_MESSAGES.invalidPhone],
    [{}, AUTH_MESSAGES.nothingToUpdate],
  ])('refuses %j (400) and changes nothing', async (body, message) => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const res = await update(account.id, body, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [row] = await db().select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({
      name: account.name,
      phoneNumber: account.phoneNumber,
      passwordHash: account.passwordHash,
    });
  });

  it('lets an account without a password (Google only) set one without a current password', async () => {
    const account = await makeAccount({ passwordHash: null });
    const [id] = [account.id];
    // Such an account signs in with Google; a session is made for it directly here.
    const { createSession } = await import('../../src/auth/sessions.ts');
    const { token } = await createSession(db(), id, false);
    const res = await update(
      id,
      { password: 'first-password', confirmPassword: 'first-password' },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(res.status).toBe(200);
    expect((await login(account.email, 'first-password')).status).toBe(200);
  });

  it("refuses to change another user's account (403), admins included, and anonymous requests (401)", async () => {
    const victim = await makeAccount({ name: 'Victim' });
    const other = await makeAccount();
    const admin = await makeAccount({ role: 'admin' });
    for (const email of [other.email, admin.email]) {
      const res = await update(victim.id, { name: 'Hacked' }, { cookie: await signIn(email) });
      expect(res.status).toBe(403);
    }
    expect((await update('no-such-user', { name: 'x' }, { cookie: await signIn(other.email) })).status).toBe(403);
    expect((await update(victim.id, { name: 'Hacked' }, {})).status).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, victim.id));
    expect(row?.name).toBe('Victim');
  });

  it('limits password change attempts (429), so the current password cannot be guessed through it', async () => {
    await clearOfWindowTurn();
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const attempt = (currentPassword: string) =>
      update(
        account.id,
        { currentPassword, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
        { cookie },
      );
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const refused = await attempt(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('cannot change the role', async () => {
    const account = await makeAccount();
    const cookie = await signIn(account.email);
    const res = await update(account.id, { name: 'Kai', role: 'admin' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('user');
  });
});
