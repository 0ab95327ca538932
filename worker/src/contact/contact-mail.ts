import type { ContactMessage } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { type MailMessage, mailTransport, sendMail } from '../mail/mailer.ts';

/** The mail that tells the store owner about a new message; the sender's address is in it to reply. */
export function contactMail(to: string, message: ContactMessage): MailMessage {
  const sender = `${message.firstName} ${message.lastName}`;
  const lines = [
    `New message from ${sender} through the contact form.`,
    '',
    `Name: ${sender}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? 'not given'}`,
    ...(message.subject ? [`Subject: ${message.subject}`] : []),
    '',
    message.message,
  ];
  return {
    to,
    subject: message.subject ? `Contact: ${message.subject}` : `Contact: message from ${sender}`,
    text: lines.join('\n'),
  };
}

type MailEnv = Pick<Env, 'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

/**
 * Mails a new message to the store's owners (its admin accounts) when this deployment can send
 * mail. The message is already stored and readable in the admin, so a mail failure is logged and
 * does not fail the visitor's request.
 */
export async function notifyOwners(env: MailEnv, message: ContactMessage): Promise<void> {
  if (mailTransport(env) === null) return;
  try {
    const owners = await getDb(env.DB).select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    for (const owner of owners) await sendMail(env, contactMail(owner.email, message));
  } catch (error) {
    console.error('Contact message stored but not mailed', error);
  }
}
