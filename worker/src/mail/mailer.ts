/**
 * Sending mail. Production posts to an HTTP mail API (Resend's JSON shape: from, to, subject,
 * text, html with a Bearer key), configured by MAIL_API_URL, MAIL_API_KEY and MAIL_FROM. In
 * development and tests, without that configuration, mail is kept in the `mail_outbox` table,
 * readable at /dev/outbox.
 */
import { getDb } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Env } from '../env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type MailEnv = Pick<Env, 'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

export type MailTransport = 'api' | 'outbox';

/**
 * How mail leaves this deployment, or null when it cannot. The outbox is for development and
 * tests only: any other APP_ENV (a missing one included) without a mail API sends nothing.
 */
export function mailTransport(env: MailEnv): MailTransport | null {
  if (env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM) return 'api';
  return env.APP_ENV === 'development' || env.APP_ENV === 'test' ? 'outbox' : null;
}

export class MailError extends Error {}

/**
 * A subject as one header line: line breaks and other control characters become spaces, so no
 * text can ever start a header of its own (`\r\nBcc: ...`).
 */
export function headerText(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

export async function sendMail(env: MailEnv, input: MailMessage): Promise<void> {
  // A recipient is one address the store checked: a line break or a list in it is refused outright.
  if (/[\p{Cc}\u2028\u2029,;<>]/u.test(input.to))
    throw new MailError('Refused a recipient that is not one plain address');
  const message = { ...input, subject: headerText(input.subject) };
  const transport = mailTransport(env);
  if (transport === 'outbox') {
    await getDb(env.DB)
      .insert(mailOutbox)
      .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
    return;
  }
  if (transport === null || !env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) {
    throw new MailError('Mail is not configured: set MAIL_API_URL, MAIL_API_KEY and MAIL_FROM.');
  }
  const res = await fetch(env.MAIL_API_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.MAIL_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      from: env.MAIL_FROM,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    // The provider's answer says why (bad sender, quota); it never contains the message itself.
    throw new MailError(`Mail API answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  }
}
