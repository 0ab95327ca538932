/** The store owner's inbox: the contact form's messages, newest first, read or unread, deleted for good. */
import { type InboxListQuery, type InboxMessage, pageWindow } from '@beats/contract';
import { asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';

type MessageRow = typeof contactMessages.$inferSelect;

function toInboxMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    read: row.readAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listInbox(db: Db, query: InboxListQuery): Promise<{ data: InboxMessage[]; total: number }> {
  const where: SQL | undefined =
    query.read === undefined
      ? undefined
      : query.read
        ? isNotNull(contactMessages.readAt)
        : isNull(contactMessages.readAt);
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(direction(contactMessages.createdAt), direction(contactMessages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { data: rows.map(toInboxMessage), total: totals[0]?.total ?? 0 };
}

/** Marks a message read (now) or unread; null when there is no such message. */
export async function markMessage(db: Db, id: number, read: boolean, now = Date.now()): Promise<InboxMessage | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? now : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? toInboxMessage(row) : null;
}

/**
 * Deletes a message for good (nothing else refers to one): spam, or a sender who asks to be
 * erased. False when there is no such message.
 */
export async function deleteMessage(db: Db, id: number): Promise<boolean> {
  const result = await db.delete(contactMessages).where(eq(contactMessages.id, id));
  return result.meta.changes > 0;
}
