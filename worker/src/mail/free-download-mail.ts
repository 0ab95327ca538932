import { escapeHtml, FREE_DOWNLOAD_LINK_DAYS } from '@beats/contract';
import { STORE_NAME } from '../store-identity.ts';
import type { MailMessage } from './mailer.ts';

/** The free download's link: it opens the track's page, where the file downloads. */
export function freeDownloadMail(to: string, title: string, link: string): MailMessage {
  const works = `The link works for ${FREE_DOWNLOAD_LINK_DAYS} days. If you did not ask for it, ignore this mail.`;
  const text = [
    'Hi,',
    '',
    `Here is your free download of "${title}" from ${STORE_NAME}. Open this link to download it:`,
    '',
    link,
    '',
    'The free download is for listening and trying ideas. To release a song on it, pick a license on the same page.',
    '',
    works,
  ].join('\n');
  const html = `<p>Hi,</p>
<p>Here is your free download of “${escapeHtml(title)}” from ${escapeHtml(STORE_NAME)}.</p>
<p><a href="${escapeHtml(link)}">Download ${escapeHtml(title)}</a></p>
<p>The free download is for listening and trying ideas. To release a song on it, pick a license on the same page.</p>
<p>${escapeHtml(works)}</p>`;
  return { to, subject: `Your free download: ${title}`, text, html };
}
