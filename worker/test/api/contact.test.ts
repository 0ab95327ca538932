import { CONTACT_TOO_MANY } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '../../src/contact/contact-queries.ts';
import { contactMessages, mailOutbox } from '../../src/db/schema.ts';
import { mailTo } from './auth-fixtures.ts';
import { db, getJson, makeUser } from './fixtures.ts';
import { clearOfWindowTurn } from './window-turn.ts';

interface Created {
  data: { id: number };
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const valid = {
  firstName: 'Maya',
  lastName: 'Lopez',
  email: 'maya@example.com',
  phone: '+1 555 010 2030',
  message: 'Can you make a custom beat for my EP?',
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return getJson<Created & ErrorBody>('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const stored = () => db().select().from(contactMessages);

describe('POST /api/contact', () => {
  it('stores the message of the contact page and answers 201 with its id', async () => {
    const { status, body } = await post({ ...valid, firstName: '  Maya ' });
    expect(status).toBe(201);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(body.data.id).toBe(rows[0]?.id);
    expect(rows[0]).toMatchObject({
      firstName: 'Maya',
      lastName: 'Lopez',
      email: 'maya@example.com',
      phone: '+1 555 010 2030',
      subject: null,
      message: 'Can you make a custom beat for my EP?',
      readAt: null,
    });
    expect(rows[0]?.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('mails the message to the store owners, not to other accounts', async () => {
    await makeUser({ role: 'admin', email: 'owner@beats.test' });
    await makeUser({ role: 'user', email: 'fan@beats.test' });
    const { status } = await post({ ...valid, subject: 'Custom beat' });
    expect(status).toBe(201);
    // The mail goes out after the answer.
    const mail = await mailTo('owner@beats.test');
    expect(mail).toMatchObject({ to: 'owner@beats.test', subject: 'Contact: Custom beat' });
    expect(mail?.text).toContain('Email: maya@example.com');
    expect(mail?.text).toContain('Can you make a custom beat for my EP?');
    expect(await db().select().from(mailOutbox)).toHaveLength(1);
  });

  it('keeps the subject of the home form, and a blank phone as none', async () => {
    const { status } = await post({ ...valid, phone: '  ', subject: 'Mixing quote' });
    expect(status).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ subject: 'Mixing quote', phone: null });
  });

  it('refuses missing required fields with a message per field and stores nothing', async () => {
    const { status, body } = await post({ email: 'maya@example.com', phone: '' });
    expect(status).toBe(400);
    expect(body.message).toBe('First Name is required');
    expect(body.errors).toEqual({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      message: ['Message is required'],
    });
    expect(await stored()).toHaveLength(0);
    expect(await db().select().from(mailOutbox)).toHaveLength(0);
  });

  it('refuses blank text, a bad e-mail, a bad phone and overlong fields', async () => {
    const { status, body } = await post({
      ...valid,
      firstName: '   ',
      email: 'not-an-address',
      phone: 'call me',
      message: 'x'.repeat(5001),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      firstName: ['First Name is required'],
      email: ['Enter a valid email address'],
      phone: ['Enter a valid phone number'],
      message: ['Message must be at most 5000 characters'],
    });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await post('firstName=Maya');
    expect(status).toBe(400);
    expect(body.message).toBe('Send the message as JSON.');
    expect(await stored()).toHaveLength(0);
  });

  it(`accepts ${CONTACT_LIMIT.max} messages from one sender in ten minutes, then answers 429`, async () => {
    await clearOfWindowTurn();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await post(valid)).status).toBe(201);
    }
    const refused = await post(valid);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CONTACT_TOO_MANY);
    expect(await stored()).toHaveLength(CONTACT_LIMIT.max);

    // Another sender is not affected.
    expect((await post(valid, { 'cf-connecting-ip': '198.51.100.4' })).status).toBe(201);
  });

  it("counts an IPv6 sender's whole /64 as one sender", async () => {
    await clearOfWindowTurn();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await post(valid, { 'cf-connecting-ip': `2001:db8:3:3::${(i + 1).toString(16)}` })).status).toBe(201);
    }
    expect((await post(valid, { 'cf-connecting-ip': '2001:db8:3:3:ffff::1' })).status).toBe(429);
    expect((await post(valid, { 'cf-connecting-ip': '2001:db8:3:4::1' })).status).toBe(201);
  });

  it('answers 404 to other methods', async () => {
    const { status } = await getJson('/api/contact');
    expect(status).toBe(404);
  });
});
