import { escapeHtml } from '@beats/contract';
import { STORE_NAME } from '../store-identity.ts';
import type { MailMessage } from './mailer.ts';

/** The reset link mail. The link carries the one-time code as `oobCode` and works for an hour. */
export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Hi ${name},`,
    '',
    `Someone asked to reset the password of your ${STORE_NAME} account. To choose a new password, open this link:`,
    '',
    link,
    '',
    'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(STORE_NAME)} account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>`;
  return { to, subject: `Reset your ${STORE_NAME} password`, text, html };
}
