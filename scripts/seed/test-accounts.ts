import { like } from 'drizzle-orm';
import { hashPassword } from '../../worker/src/auth/password.ts';
import type { Db } from '../../worker/src/db/client.ts';
import { users } from '../../worker/src/db/schema.ts';

/**
 * Accounts for the browser tests, made here rather than through the sign-up form: sign-ups are
 * limited per address (30 an hour), and every test that buys or signs in needs an account of its
 * own. Tests claim them one by one (e2e/test-accounts.ts); sign-up itself is tested by the tests
 * of sign-up. All share one password, hashed once.
 */
export const TEST_ACCOUNT_PASSWORD = 'shopper-secret-1';
export const testAccountEmail = (n: number) => `shopper-${n}@example.com`;

export async function seedTestAccounts(db: Db, count: number): Promise<number> {
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(like(users.email, 'shopper-%@example.com'))).map(
      (row) => row.email,
    ),
  );
  const passwordHash = await hashPassword(TEST_ACCOUNT_PASSWORD);
  const rows = [];
  for (let n = 1; n <= count; n++) {
    if (existing.has(testAccountEmail(n))) continue;
    rows.push({
      id: crypto.randomUUID(),
      email: testAccountEmail(n),
      name: `Test Shopper ${n}`,
      phoneNumber: '+1 555 0100',
      passwordHash,
      emailVerified: true,
    });
  }
  // D1 binds at most 100 values per statement: a few rows at a time.
  for (let i = 0; i < rows.length; i += 10) await db.insert(users).values(rows.slice(i, i + 10));
  return rows.length;
}
