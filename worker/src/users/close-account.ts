/**
 * An account closed by its owner. What identifies the person goes: name, e-mail, phone, password,
 * profile image, Google link, sessions, known devices, reset links; the row stays, under a name
 * and address that identify nobody, because the orders paid through it are the store's
 * accounting (the privacy policy: "orders are kept as long as the law requires"), and its likes
 * stay counted. Orders still at checkout are ended; while the store has asked PayPal for a
 * payment of one, the account stays until PayPal has answered, so no payment is taken for an
 * account that is gone.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  authSessions,
  freeDownloads,
  knownDevices,
  oauthAccounts,
  orders,
  passwordResetTokens,
  users,
} from '../db/schema.ts';
import { expireOrder } from '../orders/order-state.ts';
import { deleteUnusedProfileImage } from './profile-image.ts';

/** The name a closed account keeps in the owner's lists. */
export const CLOSED_ACCOUNT_NAME = 'Deleted account';

/** An address that is nobody's (`.invalid` is reserved for that) and unique to the row. */
export const closedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** Whether an account was closed: it holds the address closing gave it, which no one can sign up with. */
export const isClosedAccount = (account: { id: string; email: string }): boolean =>
  account.email === closedAccountEmail(account.id);

export type CloseAccountResult = 'closed' | 'payment-being-confirmed';

export async function closeAccount(
  db: Db,
  media: R2Bucket,
  user: { id: string; profileImageKey: string | null },
  now = Date.now(),
): Promise<CloseAccountResult> {
  const pending = await db
    .select({ id: orders.id, captureRequestedAt: orders.captureRequestedAt })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.status, 'pending')));
  if (pending.some((order) => order.captureRequestedAt !== null)) return 'payment-being-confirmed';
  for (const order of pending) await expireOrder(db, order.id, now);

  await db.batch([
    db
      .update(users)
      .set({
        name: CLOSED_ACCOUNT_NAME,
        email: closedAccountEmail(user.id),
        phoneNumber: '',
        passwordHash: null,
        profileImageKey: null,
        emailVerified: false,
        updatedAt: now,
      })
      .where(eq(users.id, user.id)),
    db.delete(authSessions).where(eq(authSessions.userId, user.id)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, user.id)),
    db.delete(knownDevices).where(eq(knownDevices.userId, user.id)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    // A free download asked for while signed in keeps its address (the owner's list, forgotten on
    // request there) but no longer names the account.
    db.update(freeDownloads).set({ userId: null }).where(eq(freeDownloads.userId, user.id)),
  ]);
  if (user.profileImageKey) await deleteUnusedProfileImage(db, media, user.profileImageKey);
  return 'closed';
}
