/**
 * The owner's side of free downloads: every request, newest first, and the addresses for a
 * mailing tool, one row each, with the choice about news each gave last.
 */
import {
  type AdminFreeDownload,
  type AdminFreeDownloadListQuery,
  type FreeDownloadExportQuery,
  pageWindow,
} from '@beats/contract';
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { freeDownloads, songs } from '../db/schema.ts';
import { offeredNow } from './free-download-queries.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The titles json_group_array gives. */
const TitlesSchema = z.array(z.string());

/** Part of an address, any case (instr: no LIKE wildcards to escape). */
const addressHas = (q: string | undefined): SQL | undefined =>
  q ? sql`instr(${freeDownloads.email}, ${q.toLowerCase()}) > 0` : undefined;

export async function listFreeDownloads(
  db: Db,
  query: AdminFreeDownloadListQuery,
  now = Date.now(),
): Promise<{ data: AdminFreeDownload[]; total: number }> {
  const where = and(addressHas(query.q), query.news === undefined ? undefined : eq(freeDownloads.news, query.news));
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
  const [rows, totals] = await db.batch([
    db
      .select({
        request: freeDownloads,
        title: songs.title,
        linkWorks: sql<number>`${and(gt(freeDownloads.expiresAt, now), offeredNow(now))}`,
      })
      .from(freeDownloads)
      .innerJoin(songs, eq(songs.id, freeDownloads.songId))
      .where(where)
      .orderBy(direction(freeDownloads.createdAt), direction(freeDownloads.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(freeDownloads).where(where),
  ]);
  return {
    data: rows.map(({ request, title, linkWorks }) => ({
      id: request.id,
      email: request.email,
      song: { id: request.songId, title },
      news: request.news,
      askedAt: iso(request.createdAt),
      expiresAt: iso(request.expiresAt),
      linkWorks: linkWorks === 1,
      downloadedAt: request.downloadedAt === null ? null : iso(request.downloadedAt),
      downloads: request.downloads,
    })),
    total: totals[0]?.total ?? 0,
  };
}

export interface FreeDownloadAddress {
  email: string;
  /** The address opened one of its links: it is real, and its owner asked. */
  confirmed: boolean;
  news: boolean;
  tracks: string[];
  downloads: number;
  firstAskedAt: string;
  lastAskedAt: string;
}

/** Addresses read at a time: the CSV is streamed, never held whole. */
const EXPORT_BATCH = 500;

/**
 * Every address the filters match, alphabetically, a batch at a time (keyset on the address, an
 * index range however far the export has come). `news` is the address's latest choice among the
 * requests it confirmed by opening their link: anyone can type an address and tick the box (or
 * leave it unticked), and only its owner can open the link, so an unconfirmed choice neither adds
 * anyone to the news list nor takes anyone off it.
 */
export async function* exportFreeDownloadAddresses(
  db: Db,
  filters: FreeDownloadExportQuery,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<FreeDownloadAddress[]> {
  // The address's newest confirmed request, found on the (email, created_at) index.
  const latestNews = sql<number>`coalesce((SELECT latest.news FROM free_downloads AS latest WHERE latest.email = ${freeDownloads.email} AND latest.downloaded_at IS NOT NULL ORDER BY latest.created_at DESC, latest.id DESC LIMIT 1), 0)`;
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        email: freeDownloads.email,
        confirmed: sql<number>`max(${freeDownloads.downloadedAt} IS NOT NULL)`,
        news: latestNews,
        tracks: sql<string>`json_group_array(DISTINCT ${songs.title})`,
        downloads: sql<number>`sum(${freeDownloads.downloads})`,
        first: sql<number>`min(${freeDownloads.createdAt})`,
        last: sql<number>`max(${freeDownloads.createdAt})`,
      })
      .from(freeDownloads)
      .innerJoin(songs, eq(songs.id, freeDownloads.songId))
      .where(and(addressHas(filters.q), after === null ? undefined : gt(freeDownloads.email, after)))
      .groupBy(freeDownloads.email)
      .having(filters.news === undefined ? undefined : sql`${latestNews} = ${filters.news ? 1 : 0}`)
      .orderBy(asc(freeDownloads.email))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      email: row.email,
      confirmed: row.confirmed === 1,
      news: row.news === 1,
      tracks: TitlesSchema.parse(JSON.parse(row.tracks)),
      downloads: row.downloads,
      firstAskedAt: iso(row.first),
      lastAskedAt: iso(row.last),
    }));
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.email;
  }
}

/**
 * Forgets the address of a request: every request it made goes (the list, the export). Returns
 * how many, or 0 when there is no such request.
 */
export async function forgetAddressOf(db: Db, id: number): Promise<number> {
  const result = await db
    .delete(freeDownloads)
    .where(sql`${freeDownloads.email} = (SELECT asked.email FROM free_downloads AS asked WHERE asked.id = ${id})`);
  return result.meta.changes;
}
