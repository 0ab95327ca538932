import { eq } from 'drizzle-orm';
import { hashPassword } from '../../worker/src/auth/password.ts';
import type { Db } from '../../worker/src/db/client.ts';
import { users } from '../../worker/src/db/schema.ts';

/** The demo store's logins, printed by `npm start`. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin-demo-2026', name: 'Nova Beats', role: 'admin' },
  customer: { email: 'customer@example.com', password: 'customer-demo-2026', name: 'Maya Rivers', role: 'user' },
} as const;

/** Creates each demo account unless one with its e-mail exists; returns the ids by account. */
export async function seedAccounts(db: Db): Promise<Record<keyof typeof DEMO_ACCOUNTS, string>> {
  const ids = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;
  for (const [which, account] of Object.entries(DEMO_ACCOUNTS) as [
    keyof typeof DEMO_ACCOUNTS,
    (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
  ][]) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) {
      ids[which] = existing.id;
      continue;
    }
    const id = crypto.randomUUID();
    await db.insert(users).values({
      id,
      email: account.email,
      name: account.name,
      role: account.role,
      phoneNumber: '+1 555 0100',
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
    });
    ids[which] = id;
  }
  return ids;
}
