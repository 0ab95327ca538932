/**
 * One-time password reset codes (the `oobCode` of the reset link). Only a SHA-256 of a code is
 * stored; a code works once, for an hour, and using it ends every session of its account.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSessions, passwordResetTokens, users } from '../db/schema.ts';
import { randomToken, sha256Hex } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export async function createResetToken(db: Db, userId: string, now = Date.now()): Promise<string> {
  const code = randomToken(32);
  await db.insert(passwordResetTokens).values({
    tokenHash: await sha256Hex(code),
    userId,
    expiresAt: now + RESET_TOKEN_TTL_MS,
    createdAt: now,
  });
  return code;
}

const usable = (tokenHash: string, now: number) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The account a code can reset, or null when the code is unknown, used or expired. */
export async function findResetAccount(
  db: Db,
  code: string,
  now = Date.now(),
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(await sha256Hex(code), now));
  return row ?? null;
}

/**
 * Sets the new password if the code is still usable. Claiming the code is one conditional
 * update, so a code works once even when two requests race; then, together, the password is
 * set, the e-mail counts as verified (the reset proved the mailbox), every session of the
 * account ends and its other codes are spent. Returns the user id, or null for an unusable code.
 */
export async function resetPasswordWithCode(
  db: Db,
  code: string,
  passwordHash: string,
  now = Date.now(),
): Promise<string | null> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(await sha256Hex(code), now))
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return null;
  const { userId } = claimed;
  await db.batch([
    db.update(users).set({ passwordHash, emailVerified: true, updatedAt: now }).where(eq(users.id, userId)),
    db.delete(authSessions).where(eq(authSessions.userId, userId)),
    db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt))),
  ]);
  return userId;
}

/** Spends every open reset code of a user (their password just changed another way). */
export async function spendResetTokens(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
