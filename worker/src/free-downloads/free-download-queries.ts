/**
 * Free downloads asked for: each request keeps the visitor's address, the track, their choice
 * about news and the mailed link (its SHA-256 only). A link gives the track's preview while it
 * works (FREE_DOWNLOAD_LINK_DAYS) and while the store still offers the track free: switching the
 * offer off, deleting the track or selling its exclusive ends every link to it.
 */
import { FREE_DOWNLOAD_LINK_DAYS } from '@beats/contract';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import { givenAway, isPublished } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { freeDownloads, songs } from '../db/schema.ts';
import type { RateLimit } from '../http/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LINK_TTL_MS = FREE_DOWNLOAD_LINK_DAYS * 24 * HOUR;

/**
 * Each request sends a mail to an address nobody proved yet: a script must not turn the store
 * into a mailer, at one inbox or at many. Per mailbox (the address as the inbox sees it, see
 * `mailboxOf`) a visitor can still ask for a few tracks in one sitting; per network (an IPv6
 * client's whole /64); and in all, whatever the addresses, so a flood from many networks cannot
 * use up the mail provider's quota that receipts and reset links share.
 */
export const FREE_DOWNLOAD_LIMITS = {
  perNetwork: { name: 'free-download-ip', max: 20, windowMs: HOUR },
  perMailbox: { name: 'free-download-email', max: 5, windowMs: HOUR },
  all: { name: 'free-download-all', max: 300, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** A link asked for again this soon, while unused, is not mailed again (the first is on its way). */
const RESEND_AFTER_MS = 10 * MINUTE;

/** Providers that ignore dots in the local part (j.doe@gmail.com is jdoe@gmail.com). */
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address reaches, for counting mail sent to it: the local part without its
 * `+tag` (and without dots where the provider ignores them), so `ana+1@`, `ana+2@` and `a.na@`
 * count as one. The request keeps the address as given.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().replace(/\+.*$/, '');
  if (DOTLESS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** A track the store gives away now: visitors can see it, and its row says it is given away. */
export const offeredNow = (now: number): SQL => and(isPublished(now), givenAway()) as SQL;

/** Whether a public track is offered free now, with its title; null for a song visitors cannot see. */
export async function freeOffer(
  db: Db,
  songId: number,
  now = Date.now(),
): Promise<{ title: string; offered: boolean } | null> {
  const [row] = await db
    .select({ title: songs.title, offered: sql<number>`${offeredNow(now)}` })
    .from(songs)
    .where(and(eq(songs.id, songId), isPublished(now)));
  return row ? { title: row.title, offered: row.offered === 1 } : null;
}

export interface NewFreeDownload {
  songId: number;
  email: string;
  news: boolean;
  userId: string | null;
}

/**
 * Whether this address asked for this track a moment ago and has not used that link yet: the
 * mail is on its way, so another one would only fill the inbox.
 */
export async function askedJustNow(db: Db, email: string, songId: number, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ id: freeDownloads.id })
    .from(freeDownloads)
    .where(
      and(
        eq(freeDownloads.email, email),
        gt(freeDownloads.createdAt, now - RESEND_AFTER_MS),
        eq(freeDownloads.songId, songId),
        isNull(freeDownloads.downloadedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a request and returns its link's secret (only its hash is stored). */
export async function createFreeDownload(db: Db, request: NewFreeDownload, now = Date.now()): Promise<string> {
  const token = randomToken(32);
  await db.insert(freeDownloads).values({
    ...request,
    tokenHash: await sha256Hex(token),
    expiresAt: now + LINK_TTL_MS,
    createdAt: now,
  });
  return token;
}

export interface WorkingLink {
  /** The request the link was mailed for. */
  id: number;
  songId: number;
  title: string;
  previewKey: string;
  expiresAt: number;
}

/** What a link gives, or null when it is unknown, has ended, or its track is no longer offered. */
export async function findWorkingLink(db: Db, token: string, now = Date.now()): Promise<WorkingLink | null> {
  const [row] = await db
    .select({
      id: freeDownloads.id,
      songId: songs.id,
      title: songs.title,
      previewKey: songs.previewKey,
      expiresAt: freeDownloads.expiresAt,
    })
    .from(freeDownloads)
    .innerJoin(songs, eq(songs.id, freeDownloads.songId))
    .where(and(eq(freeDownloads.tokenHash, await sha256Hex(token)), gt(freeDownloads.expiresAt, now), offeredNow(now)));
  return row?.previewKey ? { ...row, previewKey: row.previewKey } : null;
}

/** Counts a download through a link; the first one is the moment the address proved itself. */
export async function countDownload(db: Db, link: Pick<WorkingLink, 'id'>, now = Date.now()): Promise<void> {
  await db
    .update(freeDownloads)
    .set({
      downloads: sql`${freeDownloads.downloads} + 1`,
      downloadedAt: sql`coalesce(${freeDownloads.downloadedAt}, ${now})`,
    })
    .where(eq(freeDownloads.id, link.id));
}
