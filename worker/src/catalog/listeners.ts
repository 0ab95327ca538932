/**
 * Who is listening, as far as play counts need to know: the signed-in account, else the client's
 * address hashed with a random salt of the day (kept in D1, pruned the next day), so plays can be
 * told apart without storing addresses, and yesterday's hashes cannot be traced back.
 */
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { dailySalts } from '../db/schema.ts';

/** The UTC day a time belongs to, `YYYY-MM-DD`. */
export const saltDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The day's salt, made by the first play of the day (a race keeps whichever was stored first). */
async function dailySalt(db: Db, now: number): Promise<string> {
  const day = saltDay(now);
  const [row] = await db
    .insert(dailySalts)
    .values({ day, salt: randomToken(32) })
    .onConflictDoUpdate({ target: dailySalts.day, set: { day } })
    .returning({ salt: dailySalts.salt });
  if (!row) throw new Error(`No salt for ${day}`);
  return row.salt;
}

/**
 * The listener key of a play: `user:<id>`, or `addr:<hash>` of the address. Without an address
 * (local runs) all anonymous listeners are one.
 */
export async function listenerKey(db: Db, userId: string | null, address: string | null, now: number): Promise<string> {
  if (userId) return `user:${userId}`;
  return `addr:${await sha256Hex(`${await dailySalt(db, now)}:${address ?? 'unknown'}`)}`;
}
