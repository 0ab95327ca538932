/**
 * Free downloads for an e-mail address. The owner marks a track as a free download; a visitor
 * gives their address on the track's page and gets a link by mail, which proves the address. The
 * link leads back to the track's page, where the file (the preview, as it plays in the store)
 * downloads. The owner keeps every address asked with, and whether it may hear of new releases.
 * The link itself (its address and secret) is in free-download-link.ts.
 */
import { adminListAnswer, adminListQuery } from './admin-list.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { EMAIL_MAX_LENGTH, isEmail, normalizeEmail } from './fields.ts';
import { FREE_DOWNLOAD_TOKEN } from './free-download-link.ts';
import { idParam } from './path-params.ts';
import { z } from './zod.ts';

/** How long a mailed link works. */
export const FREE_DOWNLOAD_LINK_DAYS = 7;

export const FREE_DOWNLOAD_MESSAGES = {
  linkSent: 'Check your inbox: we sent you the download link.',
  notFree: 'This track is not a free download.',
  linkInvalid: 'This download link has expired or is not valid. Ask for a new one below.',
  mailFailed: 'We could not send the link. Please try again later.',
  /** `wait` says when to come back: 'in 12 minutes'. */
  tooMany: (wait: string) => `Too many free downloads asked for. Please try again ${wait}.`,
  empty: 'No free downloads yet.',
  notFound: 'Free download not found.',
} as const;

/** A link's token in a path: a malformed one names nothing, so it is refused like an unknown one (404). */
export const FreeDownloadTokenParamSchema = z.object({
  token: z.string().regex(FREE_DOWNLOAD_TOKEN, FREE_DOWNLOAD_MESSAGES.linkInvalid),
});

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .refine((value) => value.trim().length <= EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
  .transform(normalizeEmail)
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.emailRequired });
    else if (!isEmail(value)) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.invalidEmail });
  });

/** POST /api/free-downloads: a track, the address to mail the link to, and the visitor's choice about news. */
export const FreeDownloadRequestSchema = z.object({
  songId: z
    .int({ error: 'songId must be a song id' })
    .positive('songId must be a song id')
    .max(Number.MAX_SAFE_INTEGER),
  email,
  /** Agreed to hear of new releases and deals from the store (unticked unless the visitor ticks it). */
  news: z.boolean({ error: 'news must be true or false' }).default(false),
});
export type FreeDownloadRequest = z.input<typeof FreeDownloadRequestSchema>;

/** GET /api/free-downloads/{token}: what a working link gives. */
export const FreeDownloadLinkSchema = z.object({
  data: z.object({
    song: z.object({ id: z.int(), title: z.string() }),
    /** The file's name as it downloads ('Midnight Drive (free download).mp3'). */
    fileName: z.string(),
    expiresAt: z.iso.datetime(),
  }),
});
export type FreeDownloadLink = z.output<typeof FreeDownloadLinkSchema>['data'];

/** One free download asked for, as the owner sees it. */
export const AdminFreeDownloadSchema = z
  .object({
    id: z.int(),
    email: z.string(),
    song: z.object({ id: z.int(), title: z.string() }),
    news: z.boolean(),
    askedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    /**
     * Whether the link still gives the file: not expired, and the track still offered free (it
     * ends early when the offer is switched off, the track deleted or its exclusive sold).
     */
    linkWorks: z.boolean(),
    /** The first download through the link (the moment the address proved itself), or null. */
    downloadedAt: z.string().nullable(),
    downloads: z.int(),
  })
  .meta({ id: 'AdminFreeDownload' });
export type AdminFreeDownload = z.output<typeof AdminFreeDownloadSchema>;

/** GET /api/free-downloads (admins): newest first; `q` finds an address, `news=true` only those who agreed. */
export const AdminFreeDownloadListQuerySchema = adminListQuery(['askedAt'], {
  news: z
    .enum(['true', 'false'], { message: 'news must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminFreeDownloadListQuery = z.output<typeof AdminFreeDownloadListQuerySchema>;

export const AdminFreeDownloadListSchema = adminListAnswer(AdminFreeDownloadSchema);

/**
 * GET /api/free-downloads/export (admins): the addresses as CSV, one row each, for a mailing
 * tool; `news=true` keeps those whose latest request agreed to news.
 */
export const FreeDownloadExportQuerySchema = AdminFreeDownloadListQuerySchema.pick({ news: true, q: true });
export type FreeDownloadExportQuery = z.output<typeof FreeDownloadExportQuerySchema>;

/**
 * The export's columns. 'Agreed to news' is the address's latest choice among the requests whose
 * link it opened: a choice made with someone else's address, never confirmed, counts for nothing.
 */
export const FREE_DOWNLOAD_CSV_HEADER = [
  'E-mail',
  'Confirmed',
  'Agreed to news',
  'Tracks',
  'Downloads',
  'First asked',
  'Last asked',
] as const;

/**
 * DELETE /api/free-downloads/{id} (admins): forgets the address of that request, with every
 * request it made (someone who asks the store to erase them, or to stop hearing from it).
 */
export const FreeDownloadIdParamSchema = idParam(FREE_DOWNLOAD_MESSAGES.notFound);
