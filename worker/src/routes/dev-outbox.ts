/**
 * GET /dev/outbox: the mail the store "sent" while no mail API is configured, newest first, so
 * a developer (or a browser test) can open a reset link. Development and tests only: in
 * production this path does not exist.
 */

import { escapeHtml } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import { getDb } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { apiRouter } from '../openapi/router.ts';

const SHOWN = 50;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Plain-text mail as HTML: escaped, with its web addresses as links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
}

const STYLE = `
  :root { color-scheme: dark; }
  body { margin: 0; padding: 24px 16px; background: #0b0b10; color: #f4f4f7;
    font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  p.lead { color: #a6a6bb; margin: 0 0 24px; }
  article { background: #15151d; border: 1px solid #2a2a3a; border-radius: 12px; padding: 16px; margin: 0 0 16px; }
  h2 { font-size: 1.05rem; margin: 0 0 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0 0 12px; color: #a6a6bb; font-size: 0.9rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font: inherit; }
  a { color: #c4b5fd; }
  a:focus-visible { outline: 2px solid #8b5cf6; outline-offset: 2px; }
`;

/** Not part of the API (nor of its document): a page for developers, outside /api. */
const outbox = createRoute({
  method: 'get',
  path: '/',
  summary: 'The mail the store would have sent, newest first (development and tests only)',
  responses: {
    200: { description: 'The outbox page', content: { 'text/html': { schema: z.string() } } },
    404: { description: 'In production: there is no such page' },
  },
});

export const devOutbox = apiRouter().openapi(outbox, async (c) => {
  if (c.env.APP_ENV !== 'development' && c.env.APP_ENV !== 'test') return c.notFound();
  const mails = await getDb(c.env.DB).select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(SHOWN);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  // Its own page: one inline style sheet and links, no scripts.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Mail outbox (development)</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <h1>Mail outbox</h1>
      <p class="lead">Mail the store would have sent, newest first. Only in development and tests.</p>
      ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
      ${mails.map(
        (mail) => html`<article aria-labelledby="mail-${mail.id}">
          <h2 id="mail-${mail.id}">${mail.subject}</h2>
          <dl>
            <dt>To</dt><dd>${mail.to}</dd>
            <dt>Sent</dt><dd><time datetime="${new Date(mail.createdAt).toISOString()}">${new Date(mail.createdAt).toUTCString()}</time></dd>
          </dl>
          <pre>${raw(linkify(mail.text))}</pre>
        </article>`,
      )}
    </main>
  </body>
</html>`);
});
