import type { ContactMessage } from '@beats/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactMessages, rateLimits } from '../db/schema.ts';

/** Stores a message for the store owner; returns its id. */
export async function saveContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('Contact message insert returned no row');
  return row.id;
}

export const CONTACT_WINDOW_MS = 10 * 60_000;
export const CONTACT_MAX_PER_WINDOW = 5;

/**
 * Counts one message from a sender in a fixed ten-minute window and says whether it is allowed:
 * the form is public, so a script must not be able to fill the owner's inbox. One upsert keeps
 * the check and the count atomic.
 */
export async function takeContactAllowance(db: Db, sender: string, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % CONTACT_WINDOW_MS);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `contact:${sender}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= CONTACT_MAX_PER_WINDOW;
}
