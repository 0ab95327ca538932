/**
 * Sessions after Lucia's reference design: a token is `<id>.<secret>`; the database keeps the id
 * and a SHA-256 of the secret, compared in constant time. Expiry slides: a session used in the
 * second half of its lifetime is renewed for a full one.
 */
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSessions, users } from '../db/schema.ts';
import { constantTimeEqual, randomToken, sha256Hex } from './tokens.ts';

const DAY = 86_400_000;
/** 'Remember me': a 30-day cookie, renewed while in use. */
export const PERSISTENT_SESSION_MS = 30 * DAY;
/**
 * Without 'Remember me' the cookie ends with the browser; the server also ends the session after
 * a day without use, so a browser that is never closed does not stay signed in for ever.
 */
export const BROWSER_SESSION_MS = DAY;

export type SessionUser = typeof users.$inferSelect;
export type Session = typeof authSessions.$inferSelect;

export interface ValidSession {
  session: Session;
  user: SessionUser;
  /** The expiry moved forward: a persistent cookie should be sent again with the new lifetime. */
  renewed: boolean;
}

const TOKEN_PART = /^[a-z2-9]{24}$/;

export function sessionLifetime(persistent: boolean): number {
  return persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
}

export async function createSession(
  db: Db,
  userId: string,
  persistent: boolean,
  now = Date.now(),
): Promise<{ token: string; session: Session }> {
  const id = randomToken();
  const secret = randomToken();
  const [session] = await db
    .insert(authSessions)
    .values({
      id,
      userId,
      secretHash: await sha256Hex(secret),
      persistent,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: now + sessionLifetime(persistent),
    })
    .returning();
  if (!session) throw new Error('Session insert returned no row');
  // Housekeeping: this user's expired sessions are of no further use.
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), lte(authSessions.expiresAt, now)));
  return { token: `${id}.${secret}`, session };
}

/** The session and user a token names, or null when it is malformed, unknown, wrong or expired. */
export async function validateSessionToken(db: Db, token: string, now = Date.now()): Promise<ValidSession | null> {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0 || !TOKEN_PART.test(id) || !TOKEN_PART.test(secret)) return null;

  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, id));
  if (!row) return null;
  if (!constantTimeEqual(await sha256Hex(secret), row.session.secretHash)) return null;
  if (now >= row.session.expiresAt) {
    await invalidateSession(db, id);
    return null;
  }

  const lifetime = sessionLifetime(row.session.persistent);
  if (now < row.session.expiresAt - lifetime / 2) return { ...row, renewed: false };
  const session = { ...row.session, lastUsedAt: now, expiresAt: now + lifetime };
  await db
    .update(authSessions)
    .set({ lastUsedAt: session.lastUsedAt, expiresAt: session.expiresAt })
    .where(eq(authSessions.id, id));
  return { session, user: row.user, renewed: true };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId` (the one making the change). */
export async function invalidateUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      keepSessionId
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId))
        : eq(authSessions.userId, userId),
    );
}
