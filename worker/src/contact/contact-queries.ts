import type { ContactMessage } from '@beats/contract';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { RateLimit } from '../http/rate-limit.ts';

/** Stores a message for the store owner; returns its id. */
export async function saveContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('Contact message insert returned no row');
  return row.id;
}

/** The form is public: a script must not be able to fill the owner's inbox. */
export const CONTACT_LIMIT: RateLimit = { name: 'contact', max: 5, windowMs: 10 * 60_000 };
