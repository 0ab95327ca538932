/**
 * The account behind a Google sign-in: the one already linked to the Google subject, else the
 * account with the same (Google-verified) e-mail, which gets linked, else a new account.
 */
import { isCleanLine, isEmail, NAME_MAX_LENGTH, normalizeEmail, normalizeLine } from '@beats/contract';
import { and, eq } from 'drizzle-orm';
import type { GoogleIdentity } from '../auth/google.ts';
import { invalidateUserSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { oauthAccounts, users } from '../db/schema.ts';
import { findUserByEmail, insertUser, type UserRow } from './user-queries.ts';

const PROVIDER = 'google';

export class UnverifiedGoogleEmail extends Error {}
/** The provider vouches for an address the store would not accept from a form. */
export class UnusableGoogleEmail extends Error {}

/** The name the provider gives when a name field would take it; else the address's first part. */
function displayName(name: string | null, email: string): string {
  const clean = name === null ? '' : normalizeLine(name);
  const usable = clean !== '' && clean.length <= NAME_MAX_LENGTH && isCleanLine(clean);
  return usable ? clean : (email.split('@')[0] ?? email);
}

export async function accountForGoogle(db: Db, identity: GoogleIdentity, now = Date.now()): Promise<UserRow> {
  if (!identity.emailVerified) throw new UnverifiedGoogleEmail(identity.email);
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, PROVIDER), eq(oauthAccounts.providerUserId, identity.subject)));
  if (linked) return linked.user;

  // The same rule as every form: a look-alike of an existing address is not linked to it.
  const email = normalizeEmail(identity.email);
  if (!isEmail(email)) throw new UnusableGoogleEmail(identity.email);
  let user = await findUserByEmail(db, email);
  if (user) {
    if (!user.emailVerified) user = await claimUnverifiedAccount(db, user, now);
  } else {
    user =
      (await insertUser(db, {
        email,
        name: displayName(identity.name, email),
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
