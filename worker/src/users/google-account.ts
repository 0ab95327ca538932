/**
 * The account behind a Google sign-in: the one already linked to the Google subject, else the
 * account with the same (Google-verified) e-mail, which gets linked, else a new account.
 */
import { and, eq } from 'drizzle-orm';
import type { GoogleIdentity } from '../auth/google.ts';
import { invalidateUserSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { oauthAccounts, users } from '../db/schema.ts';
import { findUserByEmail, insertUser, type UserRow } from './user-queries.ts';

const PROVIDER = 'google';

export class UnverifiedGoogleEmail extends Error {}

export async function accountForGoogle(db: Db, identity: GoogleIdentity, now = Date.now()): Promise<UserRow> {
  if (!identity.emailVerified) throw new UnverifiedGoogleEmail(identity.email);
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, PROVIDER), eq(oauthAccounts.providerUserId, identity.subject)));
  if (linked) return linked.user;

  const email = identity.email.trim().toLowerCase();
  let user = await findUserByEmail(db, email);
  if (user) {
    if (!user.emailVerified) user = await claimUnverifiedAccount(db, user, now);
  } else {
    user =
      (await insertUser(db, {
        email,
        name: identity.name ?? email.split('@')[0] ?? email,
        passwordHash: null,
        emailVerified: true,
      })) ?? (await findUserByEmail(db, email));
    if (!user) throw new Error(`No account for ${email} after creating it`);
  }
  await db
    .insert(oauthAccounts)
    .values({ provider: PROVIDER, providerUserId: identity.subject, userId: user.id })
    .onConflictDoNothing();
  return user;
}

/**
 * An account whose e-mail nobody has proved yet meets the mailbox's proven owner. Whoever set its
 * password may not be that owner (someone can sign up with another person's address first), so
 * the password and every session end; the owner can set a password again from the account page
 * or by a reset link.
 */
async function claimUnverifiedAccount(db: Db, user: UserRow, now: number): Promise<UserRow> {
  await invalidateUserSessions(db, user.id);
  const [updated] = await db
    .update(users)
    .set({ emailVerified: true, passwordHash: null, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
