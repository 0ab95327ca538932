/**
 * Who is listening, as far as play counts need to know: the signed-in account, else the client's
 * address hashed with a random salt of the day (kept in D1, pruned the next day), so plays can be
 * told apart without storing addresses, and yesterday's hashes cannot be traced back.
 */
import { eq } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { dailySalts } from '../db/schema.ts';

/** The UTC day a time belongs to, `YYYY-MM-DD`. */
export const saltDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The salt this Worker instance last read: one lookup per instance and day, not per play. */
let known: { day: string; salt: string } | null = null;

/** The day's salt, made by the first play of the day (a race keeps whichever was stored first). */
async function dailySalt(db: Db, now: number): Promise<string> {
  const day = saltDay(now);
  if (known?.day === day) return known.salt;
  await db
    .insert(dailySalts)
    .values({ day, salt: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: dailySalts.salt }).from(dailySalts).where(eq(dailySalts.day, day));
  if (!row) throw new Error(`No salt for ${day}`);
  known = { day, salt: row.salt };
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
