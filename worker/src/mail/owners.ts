import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { type MailMessage, sendMail } from './mailer.ts';

export type MailEnv = Pick<Env, 'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

/** Mails each of the store's owners (its admin accounts) the message `mail` writes for them. */
export async function mailOwners(env: MailEnv, mail: (to: string) => MailMessage): Promise<void> {
  const owners = await getDb(env.DB).select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  for (const owner of owners) await sendMail(env, mail(owner.email));
}
