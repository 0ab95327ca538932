import type { ContactMessage } from '@beats/contract';
import { type MailMessage, mailTransport } from '../mail/mailer.ts';
import { type MailEnv, mailOwners } from '../mail/owners.ts';

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

/**
 * Mails a new message to the store's owners (its admin accounts) when this deployment can send
 * mail. The message is already stored and readable in the admin, so a mail failure is logged and
 * does not fail the visitor's request.
 */
export async function notifyOwners(env: MailEnv, message: ContactMessage): Promise<void> {
  if (mailTransport(env) === null) return;
  try {
    await mailOwners(env, (to) => contactMail(to, message));
  } catch (error) {
    console.error('Contact message stored but not mailed', error);
  }
}
