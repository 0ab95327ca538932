/**
 * /api/free-downloads: a track offered free for an e-mail address. A visitor asks with their
 * address and gets a link by mail; the link's page checks it and downloads the file. The owner
 * lists every request and exports the addresses.
 */
import {
  AdminFreeDownloadListQuerySchema,
  AdminFreeDownloadListSchema,
  FREE_DOWNLOAD_CSV_HEADER,
  FREE_DOWNLOAD_MESSAGES,
  FreeDownloadExportQuerySchema,
  FreeDownloadIdParamSchema,
  FreeDownloadLinkSchema,
  FreeDownloadRequestSchema,
  FreeDownloadTokenParamSchema,
  freeDownloadLink,
  MessageResponseSchema,
  SONG_NOT_FOUND,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { publicOrigin } from '../auth/public-origin.ts';
import { getDb } from '../db/client.ts';
import { attachmentHeader, freeDownloadFileName } from '../downloads/file-names.ts';
import {
  exportFreeDownloadAddresses,
  forgetAddressOf,
  listFreeDownloads,
} from '../free-downloads/admin-free-downloads.ts';
import {
  askedJustNow,
  countDownload,
  createFreeDownload,
  FREE_DOWNLOAD_LIMITS,
  findWorkingLink,
  freeOffer,
  mailboxOf,
  type WorkingLink,
} from '../free-downloads/free-download-queries.ts';
import { addressLine } from '../free-downloads/free-downloads-csv.ts';
import { inBackground } from '../http/background.ts';
import { clientNetwork } from '../http/client-address.ts';
import { csvHeaders, csvStream } from '../http/csv.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { enforceLimit } from '../http/rate-limit.ts';
import { freeDownloadMail } from '../mail/free-download-mail.ts';
import { mailTransport, sendMail } from '../mail/mailer.ts';
import { PRIVATE_FILE, serveObject } from '../media/serve-object.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import {
  apiRouter,
  bodyTooLargeAnswer,
  crossSiteAnswer,
  errorAnswer,
  fileAnswers,
  jsonAnswer,
  jsonBody,
} from '../openapi/router.ts';

const ask = createRoute({
  method: 'post',
  path: '/',
  summary: 'Mails a link to a free download of a track to the address given',
  description:
    'The track must be public and offered free. The request (address, track, the choice about news) is kept for ' +
    'the store owner; the link opens the track page, where the file downloads, for ' +
    'the days FREE_DOWNLOAD_LINK_DAYS says.',
  middleware: jsonBodyGuard('Send the request as JSON.'),
  request: { body: jsonBody(FreeDownloadRequestSchema) },
  responses: {
    202: jsonAnswer(MessageResponseSchema, FREE_DOWNLOAD_MESSAGES.linkSent),
    400: errorAnswer('No e-mail or not an address, a bad songId or news, or a malformed body'),
    403: crossSiteAnswer,
    404: errorAnswer(SONG_NOT_FOUND),
    409: errorAnswer(FREE_DOWNLOAD_MESSAGES.notFree),
    413: bodyTooLargeAnswer,
    415: errorAnswer('The body is not JSON'),
    429: errorAnswer(FREE_DOWNLOAD_MESSAGES.tooMany('in N minutes')),
    503: errorAnswer(`${FREE_DOWNLOAD_MESSAGES.mailFailed} (mail is not configured)`),
  },
});

const exportCsv = createRoute({
  method: 'get',
  path: '/export',
  summary: 'The addresses free downloads were asked with, as CSV (admins): one row each, alphabetically',
  middleware: requireAdmin,
  request: { query: FreeDownloadExportQuerySchema },
  responses: {
    200: { description: 'A CSV file, one address per row', content: { 'text/csv': { schema: z.string() } } },
    ...adminRefusals,
    400: errorAnswer('A bad query value'),
  },
});

const list = createRoute({
  method: 'get',
  path: '/',
  summary:
    "Every free download asked for (admins), newest first: Refine's simple-rest list; q (part of the address), news=true|false",
  middleware: requireAdmin,
  request: { query: AdminFreeDownloadListQuerySchema },
  responses: adminListAnswers(AdminFreeDownloadListSchema, 'free downloads'),
});

const forget = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: "Forgets a request's address (admins): every request it made leaves the list and the export",
  middleware: requireAdmin,
  request: { params: FreeDownloadIdParamSchema },
  responses: {
    204: { description: 'Forgotten' },
    ...adminRefusals,
    404: errorAnswer(FREE_DOWNLOAD_MESSAGES.notFound),
  },
});

const check = createRoute({
  method: 'get',
  path: '/{token}',
  summary: "What a mailed link gives: the track and the file's name (the track page asks before it offers the file)",
  request: { params: FreeDownloadTokenParamSchema },
  responses: {
    200: jsonAnswer(FreeDownloadLinkSchema, 'The link works'),
    404: errorAnswer(FREE_DOWNLOAD_MESSAGES.linkInvalid),
  },
});

const file = createRoute({
  method: 'get',
  path: '/{token}/file',
  summary: "A free download's file (the track's preview), as an attachment",
  description: 'Range requests are answered with 206; nothing is cached (`private, no-store`).',
  request: { params: FreeDownloadTokenParamSchema },
  responses: fileAnswers(FREE_DOWNLOAD_MESSAGES.linkInvalid),
});

const fileNameOf = (link: WorkingLink) => freeDownloadFileName(link.title, link.previewKey.split('.').pop() ?? '');

/** A download that starts the file (not a resumed or seeking range) counts as one. */
const startsTheFile = (request: Request) => {
  const range = request.headers.get('Range');
  return request.method === 'GET' && (range === null || /^bytes=0-/.test(range));
};

export const freeDownloadRoutes = apiRouter()
  .openapi(ask, async (c) => {
    const { songId, email, news } = c.req.valid('json');
    const db = getDb(c.env.DB);
    // The track first: a request for nothing must not count against the address it names.
    const offer = await freeOffer(db, songId);
    if (!offer) throw notFound(SONG_NOT_FOUND);
    if (!offer.offered) throw new HttpError(409, FREE_DOWNLOAD_MESSAGES.notFree);
    if (!mailTransport(c.env)) {
      console.error('Free download asked for, but mail is not configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM).');
      throw new HttpError(503, FREE_DOWNLOAD_MESSAGES.mailFailed);
    }
    const network = clientNetwork(c.req.raw.headers);
    if (network) await enforceLimit(db, FREE_DOWNLOAD_LIMITS.perNetwork, network, FREE_DOWNLOAD_MESSAGES.tooMany);
    await enforceLimit(db, FREE_DOWNLOAD_LIMITS.perMailbox, mailboxOf(email), FREE_DOWNLOAD_MESSAGES.tooMany);
    await enforceLimit(db, FREE_DOWNLOAD_LIMITS.all, 'store', FREE_DOWNLOAD_MESSAGES.tooMany);
    // Asked again before the first link could be used: that mail is on its way; same answer.
    if (await askedJustNow(db, email, songId)) {
      return c.json(z.encode(MessageResponseSchema, { message: FREE_DOWNLOAD_MESSAGES.linkSent }), 202);
    }
    const auth = await c.var.auth();
    // An account is noted only when the address is its own: it is who asked, not whom for.
    const userId = auth && auth.user.email === email ? auth.user.id : null;
    const token = await createFreeDownload(db, { songId, email, news, userId });
    const mail = freeDownloadMail(
      email,
      offer.title,
      freeDownloadLink(publicOrigin(c.env, c.req.url), songId, token),
      news,
    );
    // The request is kept: the mail goes after the answer, and a failure is the operator's to see.
    await inBackground(
      c,
      sendMail(c.env, mail).catch((err: unknown) => console.error('Free download mail failed', err)),
    );
    return c.json(z.encode(MessageResponseSchema, { message: FREE_DOWNLOAD_MESSAGES.linkSent }), 202);
  })

  .openapi(exportCsv, async (c) => {
    const batches = exportFreeDownloadAddresses(getDb(c.env.DB), c.req.valid('query'));
    return c.body(csvStream(FREE_DOWNLOAD_CSV_HEADER, batches, addressLine), 200, csvHeaders('free-downloads'));
  })

  .openapi(list, async (c) => {
    const page = await listFreeDownloads(getDb(c.env.DB), c.req.valid('query'));
    c.header('x-total-count', String(page.total));
    return c.json(z.encode(AdminFreeDownloadListSchema, page), 200);
  })

  .openapi(forget, async (c) => {
    if ((await forgetAddressOf(getDb(c.env.DB), c.req.valid('param').id)) === 0) {
      throw notFound(FREE_DOWNLOAD_MESSAGES.notFound);
    }
    return c.body(null, 204);
  })

  .openapi(check, async (c) => {
    const link = await findWorkingLink(getDb(c.env.DB), c.req.valid('param').token);
    if (!link) throw notFound(FREE_DOWNLOAD_MESSAGES.linkInvalid);
    c.header('Cache-Control', PRIVATE_FILE);
    const data = {
      song: { id: link.songId, title: link.title },
      fileName: fileNameOf(link),
      expiresAt: new Date(link.expiresAt).toISOString(),
    };
    return c.json(z.encode(FreeDownloadLinkSchema, { data }), 200);
  })

  .openapi(file, async (c) => {
    const { token } = c.req.valid('param');
    const db = getDb(c.env.DB);
    const link = await findWorkingLink(db, token);
    if (!link) throw notFound(FREE_DOWNLOAD_MESSAGES.linkInvalid);
    const res = await serveObject(c.env.MEDIA, link.previewKey, c.req.raw, {
      cacheControl: PRIVATE_FILE,
      headers: { 'Content-Disposition': attachmentHeader(fileNameOf(link)) },
    });
    if (!res) throw notFound(FREE_DOWNLOAD_MESSAGES.linkInvalid);
    if (res.status !== 304 && startsTheFile(c.req.raw)) await inBackground(c, countDownload(db, link));
    return res;
  });
