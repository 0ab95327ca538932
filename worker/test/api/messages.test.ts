import { INBOX_MESSAGES, type InboxMessage } from '@beats/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema.ts';
import { adminCookie, asAdmin, customerCookie, sendJson } from './admin-fixtures.ts';
import { db } from './fixtures.ts';

let admin: string;
let ids: number[];

beforeEach(async () => {
  await db().delete(contactMessages);
  admin = (await adminCookie()).cookie;
  const message = (firstName: string, createdAt: number, readAt: number | null = null) => ({
    firstName,
    lastName: 'Rivers',
    email: `${firstName.toLowerCase()}@example.com`,
    subject: `Hello from ${firstName}`,
    message: 'Line one\nLine two',
    createdAt,
    readAt,
  });
  const rows = await db()
    .insert(contactMessages)
    .values([message('Ana', 1000), message('Ben', 2000, 2500), message('Cleo', 3000)])
    .returning({ id: contactMessages.id });
  ids = rows.map((r) => r.id);
});

describe('the inbox', () => {
  it('lists the messages newest first, read or unread', async () => {
    const { status, body, res } = await asAdmin<InboxMessage[]>(admin, '/api/messages?_start=0&_end=10');
    expect(status).toBe(200);
    expect(body.data.map((m) => [m.firstName, m.read])).toEqual([
      ['Cleo', false],
      ['Ben', true],
      ['Ana', false],
    ]);
    expect(body.data[0]).toMatchObject({
      email: 'cleo@example.com',
      subject: 'Hello from Cleo',
      message: 'Line one\nLine two',
    });
    expect(res.headers.get('x-total-count')).toBe('3');
    const unread = await asAdmin<InboxMessage[]>(admin, '/api/messages?read=false');
    expect(unread.body.data.map((m) => m.firstName)).toEqual(['Cleo', 'Ana']);
  });

  it('marks a message read and unread', async () => {
    const [ana] = ids;
    const read = await sendJson<InboxMessage>(admin, 'PATCH', `/api/messages/${ana}`, { read: true });
    expect(read.body.data).toMatchObject({ firstName: 'Ana', read: true });
    const unread = await sendJson<InboxMessage>(admin, 'PATCH', `/api/messages/${ana}`, { read: false });
    expect(unread.body.data.read).toBe(false);
  });

  it('refuses unknown messages (404) and bad changes (400)', async () => {
    const missing = await sendJson(admin, 'PATCH', '/api/messages/999999', { read: true });
    expect([missing.status, missing.body.message]).toEqual([404, INBOX_MESSAGES.notFound]);
    expect((await sendJson(admin, 'PATCH', `/api/messages/${ids[0]}`, { read: 'yes' })).status).toBe(400);
    expect((await sendJson(admin, 'PATCH', `/api/messages/${ids[0]}`, '{"read":')).status).toBe(400);
    expect((await asAdmin(admin, '/api/messages?read=maybe')).status).toBe(400);
  });

  it('deletes a message for good, and only for admins', async () => {
    const [ana, ben] = ids;
    const customer = await customerCookie();
    // Another account, and nobody signed in, delete nothing.
    expect((await asAdmin(customer, `/api/messages/${ana}`, { method: 'DELETE' })).status).toBe(403);
    expect((await asAdmin('', `/api/messages/${ana}`, { method: 'DELETE' })).status).toBe(401);
    expect(await db().select({ id: contactMessages.id }).from(contactMessages)).toHaveLength(3);

    const deleted = await asAdmin(admin, `/api/messages/${ana}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const left = await asAdmin<InboxMessage[]>(admin, '/api/messages?_start=0&_end=10');
    expect(left.body.data.map((m) => m.firstName)).toEqual(['Cleo', 'Ben']);
    expect(left.res.headers.get('x-total-count')).toBe('2');
    const stored = await db().select({ id: contactMessages.id }).from(contactMessages);
    expect(stored.map((row) => row.id).sort()).toEqual(ids.filter((id) => id !== ana).sort());

    // Deleted once: a second delete, or one of no message, is 404 and leaves the others.
    const again = await asAdmin(admin, `/api/messages/${ana}`, { method: 'DELETE' });
    expect([again.status, again.body.message]).toEqual([404, INBOX_MESSAGES.notFound]);
    expect((await asAdmin(admin, '/api/messages/999999', { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin(admin, '/api/messages/abc', { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin<InboxMessage[]>(admin, '/api/messages')).body.data.map((m) => m.id)).toContain(ben);
  });
});
