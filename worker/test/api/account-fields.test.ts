import { AUTH_MESSAGES } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, users } from '../../src/db/schema.ts';
import { login, mailTo, makeAccount, PASSWORD, postJson, register, registrationForm, signIn } from './auth-fixtures.ts';
import { db, getJson } from './fixtures.ts';

describe('look-alike e-mail addresses', () => {
  it('cannot register beside the real address: the same address is taken (409), the rest are invalid (400)', async () => {
    expect((await register(registrationForm({ email: 'pt1@probe.test' }))).status).toBe(201);
    for (const same of ['ｐｔ1@probe.test', 'PT1@Probe.Test', ' pt1@probe.test ']) {
      const res = await register(registrationForm({ email: same }));
      expect(res.status, same).toBe(409);
      expect(res.body.message).toBe(AUTH_MESSAGES.emailInUse);
    }
    for (const lookAlike of [
      'pt1\u200b@probe.test',
      'pt1@probe.test\u0000',
      'pt1@probe.test.',
      'ptı@probe.test',
      'pе1@probe.test',
    ]) {
      const res = await register(registrationForm({ email: lookAlike }));
      expect(res.status, JSON.stringify(lookAlike)).toBe(400);
      expect(res.body.errors?.email).toEqual([AUTH_MESSAGES.invalidEmail]);
    }
    // A domain with a Cyrillic letter is another domain: stored in the punycode a browser sends.
    const idn = await register(registrationForm({ email: 'pt1@probе.test' }));
    expect(idn.status).toBe(201);
    expect(idn.body.user?.email).toBe('pt1@xn--prob-y4d.test');
    expect((await db().select().from(users)).map((u) => u.email).sort()).toEqual([
      'pt1@probe.test',
      'pt1@xn--prob-y4d.test',
    ]);
  });

  it('login and password reset apply the same rule', async () => {
    const account = await makeAccount({ email: 'pt2@probe.test' });
    const full = await login('ｐｔ２@ｐｒｏｂｅ.test');
    expect(full.status).toBe(200);
    expect(full.body.user?.id).toBe(account.id);
    expect((await login('pt2\u200b@probe.test')).status).toBe(400);

    expect((await postJson('/api/users/forgot-password', { email: 'ＰＴ２@probe.test' })).status).toBe(200);
    expect((await mailTo('pt2@probe.test'))?.to).toBe('pt2@probe.test');
    expect((await postJson('/api/users/forgot-password', { email: 'pt2@probe.test.' })).status).toBe(400);
  });
});

describe('control and direction characters', () => {
  it.each([
    ['NUL', 'Maya\u0000'],
    ['BEL', 'Maya\u0007'],
    ['ESC', '\u001b[2JMaya'],
    ['a right-to-left override', 'Maya\u202Egnp.exe'],
  ])('a name with %s is refused at sign-up and on the account page', async (_, name) => {
    const res = await register(registrationForm({ name }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.name).toEqual([AUTH_MESSAGES.nameInvalid]);
    expect(await db().select().from(users)).toEqual([]);

    const account = await makeAccount({ name: 'Kai Loop' });
    const cookie = await signIn(account.email, PASSWORD);
    const change = await getJson<{ message: string }>(`/api/users/${account.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(AUTH_MESSAGES.nameInvalid);
    const [row] = await db().select().from(users).where(eq(users.id, account.id));
    expect(row?.name).toBe('Kai Loop');
  });

  it('a contact subject carrying a header is refused; nothing is stored or mailed', async () => {
    await makeAccount({ role: 'admin' });
    const res = await postJson(
      '/api/contact',
      {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        subject: 'Hello\r\nBcc: victim@example.com',
        message: 'Line one\r\nLine two',
      },
      { 'cf-connecting-ip': '203.0.113.80' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.subject).toEqual(['Subject contains characters that are not allowed']);
    expect(await db().select().from(contactMessages)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it('a contact message keeps its line breaks, as plain line feeds', async () => {
    const res = await postJson(
      '/api/contact',
      { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'Line one\r\nLine two' },
      { 'cf-connecting-ip': '203.0.113.81' },
    );
    expect(res.status).toBe(201);
    const [row] = await db().select().from(contactMessages);
    expect(row?.message).toBe('Line one\nLine two');
  });
});
