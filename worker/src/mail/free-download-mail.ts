import { escapeHtml, FREE_DOWNLOAD_LINK_DAYS } from '@beats/contract';
import { STORE_NAME } from '../store-identity.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The free download's link: it opens the track's page, where the file downloads. Opening it is
 * what confirms the address, and with it a wish for news (see admin-free-downloads.ts), so the
 * mail says so: someone who did not ask ignores it and hears nothing more.
 */
export function freeDownloadMail(to: string, title: string, link: string, news: boolean): MailMessage {
  const works = `The link works for ${FREE_DOWNLOAD_LINK_DAYS} days. If you did not ask for it, ignore this mail: you will hear nothing more from us.`;
  const license =
    'The free download is for listening and trying ideas. To release a song on it, pick a license on the same page.';
  const newsLine = news
    ? `You asked to hear of new releases and deals from ${STORE_NAME}: that starts once you open the link.`
    : null;
  const text = [
    'Hi,',
    '',
    `Here is your free download of "${title}" from ${STORE_NAME}. Open this link to download it:`,
    '',
    link,
    '',
    license,
    ...(newsLine ? ['', newsLine] : []),
    '',
    works,
  ].join('\n');
  const html = `<p>Hi,</p>
<p>Here is your free download of “${escapeHtml(title)}” from ${escapeHtml(STORE_NAME)}.</p>
<p><a href="${escapeHtml(link)}">Download ${escapeHtml(title)}</a></p>
<p>${escapeHtml(license)}</p>
${newsLine ? `<p>${escapeHtml(newsLine)}</p>\n` : ''}<p>${escapeHtml(works)}</p>`;
  return { to, subject: `Your free download: ${title}`, text, html };
}
