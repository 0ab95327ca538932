import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { adminMailSettings, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { DEFAULT_ADMIN_SALE_MAIL } from '../settings/admin-mail-settings.ts';
import { type MailMessage, sendMail } from './mailer.ts';

export type MailEnv = Pick<Env, 'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

async function mailEach(env: MailEnv, owners: { email: string }[], mail: (to: string) => MailMessage): Promise<void> {
  for (const owner of owners) await sendMail(env, mail(owner.email));
}

/**
 * Mails each of the store's owners (its admin accounts) the message `mail` writes for them: what
 * every admin must hear whatever they chose for the sale mails (Store health, the contact form).
 */
export async function mailOwners(env: MailEnv, mail: (to: string) => MailMessage): Promise<void> {
  const owners = await getDb(env.DB).select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  await mailEach(env, owners, mail);
}

/**
 * Mails a sale to each owner who takes the sale mails: every admin but those who turned theirs
 * off on the Settings page. Their choices are joined in the one query (no row: the default, on).
 * Whether the store mails sales at all is the caller's to check (the store's settings).
 */
export async function mailSaleToOwners(env: MailEnv, mail: (to: string) => MailMessage): Promise<void> {
  const owners = await getDb(env.DB)
    .select({ email: users.email })
    .from(users)
    .leftJoin(adminMailSettings, eq(adminMailSettings.userId, users.id))
    .where(
      and(
        eq(users.role, 'admin'),
        sql`coalesce(${adminMailSettings.saleMail}, ${DEFAULT_ADMIN_SALE_MAIL ? 1 : 0}) = 1`,
      ),
    );
  await mailEach(env, owners, mail);
}
