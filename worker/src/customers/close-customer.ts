/**
 * The owner closes a customer's account for them (a customer who asks by mail to be erased and
 * cannot, or would rather not, sign in to do it): exactly what the customer's own Delete account
 * does (users/close-account.ts), their paid orders kept for the accounting under 'Deleted
 * account'. Admin accounts are not closed here, as they are not from the storefront.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { closeAccount, isClosedAccount } from '../users/close-account.ts';

export type CloseCustomerResult = 'closed' | 'not-found' | 'admin' | 'closed-already' | 'payment-being-confirmed';

export async function closeCustomer(db: Db, media: R2Bucket, id: string): Promise<CloseCustomerResult> {
  const [account] = await db
    .select({ id: users.id, role: users.role, email: users.email, profileImageKey: users.profileImageKey })
    .from(users)
    .where(eq(users.id, id));
  if (!account) return 'not-found';
  if (account.role === 'admin') return 'admin';
  if (isClosedAccount(account)) return 'closed-already';
  return closeAccount(db, media, account);
}
