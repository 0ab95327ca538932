import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { adminMailSettings, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { DEFAULT_ADMIN_SALE_MAIL } from '../settings/admin-mail-settings.ts';
import { type MailMessage, sendMail } from './mailer.ts';

export type MailEnv = Pick<Env, 'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

/** Who of the store's owners (its admin accounts) a mail goes to. */
export type OwnersMailed = 'every admin' | 'who take sale mails';

/**
 * Mails each of the store's owners the message `mail` writes for them: every admin for what they
 * must hear whatever they chose (Store health, the contact form), or, for a sale, every admin but
 * those who turned the sale mails off on the Settings page. Their choices are joined in the one
 * query that reads the addresses (no row: the default, on). Whether the store mails sales at all
 * is the caller's to check (the store's settings).
 */
export async function mailOwners(
  env: MailEnv,
  mail: (to: string) => MailMessage,
  to: OwnersMailed = 'every admin',
): Promise<void> {
  const admin = eq(users.role, 'admin');
  const takesSaleMail = sql`coalesce(${adminMailSettings.saleMail}, ${DEFAULT_ADMIN_SALE_MAIL ? 1 : 0}) = 1`;
  const owners = await getDb(env.DB)
    .select({ email: users.email })
    .from(users)
    .leftJoin(adminMailSettings, eq(adminMailSettings.userId, users.id))
    .where(to === 'every admin' ? admin : and(admin, takesSaleMail));
  for (const owner of owners) await sendMail(env, mail(owner.email));
}
