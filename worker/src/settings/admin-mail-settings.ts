/**
 * Each admin's own mail choices (packages/contract's admin-mail-settings): their saved row, or
 * before they save one the default, sale mails on. Written by that admin alone on the Settings
 * page; read for the sale mails by mail/owners.ts in the same query as the admins' addresses.
 */
import type { AdminMailSettings } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminMailSettings } from '../db/schema.ts';

/** What an admin gets before they choose: the sale mails, as every admin did before the choice existed. */
export const DEFAULT_ADMIN_SALE_MAIL = true;

interface Admin {
  id: string;
  email: string;
}

export async function readAdminMailSettings(db: Db, admin: Admin): Promise<AdminMailSettings> {
  const [saved] = await db
    .select({ saleMail: adminMailSettings.saleMail })
    .from(adminMailSettings)
    .where(eq(adminMailSettings.userId, admin.id));
  return { saleMail: saved?.saleMail ?? DEFAULT_ADMIN_SALE_MAIL, email: admin.email };
}

export async function saveAdminMailSettings(
  db: Db,
  admin: Admin,
  choice: { saleMail: boolean },
  now = Date.now(),
): Promise<AdminMailSettings> {
  const row = { saleMail: choice.saleMail, updatedAt: now };
  await db
    .insert(adminMailSettings)
    .values({ userId: admin.id, ...row })
    .onConflictDoUpdate({ target: adminMailSettings.userId, set: row });
  return { saleMail: choice.saleMail, email: admin.email };
}
