/**
 * The published tracks as the storefront's sitemaps list them (search engines read a sitemap of
 * at most 50,000 addresses). The tracks are cut into parts by id, `SITEMAP_PART_SIZE` ids each,
 * so a part is one range of the primary key at any catalogue size, and a part's address names
 * the same tracks from one crawl to the next (paging by offset would shift every part after a
 * deletion).
 */
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { songs } from '../db/schema.ts';
import { isPublished } from './song-row.ts';

/** Ids per part: 10,000 addresses come to about 1 MB of XML, well under a sitemap's limits. */
export const SITEMAP_PART_SIZE = 10_000;

export interface SitemapTrack {
  id: number;
  /** When the track's page last changed: its publication, its last edit, or its exclusive sold. */
  lastModified: number;
}

/**
 * The parts (1, 2, …) that hold at least one published track. Each part is checked by one probe of
 * its id range, which stops at the first published track, so the index reads a few rows per part.
 */
export async function sitemapTrackParts(db: Db, now = Date.now()): Promise<number[]> {
  const rows = await db.all<{ part: number }>(sql`
    WITH RECURSIVE parts(part) AS (
      SELECT 1 WHERE EXISTS (SELECT 1 FROM ${songs})
      UNION ALL
      SELECT part + 1 FROM parts
      WHERE part < (SELECT (max(${songs.id}) + ${SITEMAP_PART_SIZE - 1}) / ${SITEMAP_PART_SIZE} FROM ${songs})
    )
    SELECT part FROM parts
    WHERE EXISTS (
      SELECT 1 FROM ${songs}
      WHERE ${songs.id} > (part - 1) * ${SITEMAP_PART_SIZE} AND ${songs.id} <= part * ${SITEMAP_PART_SIZE}
        AND ${isPublished(now)}
    )
    ORDER BY part`);
  return rows.map((row) => row.part);
}

/** The published tracks of a part, by id; none for a part past the last. */
export async function listSitemapTracks(db: Db, part: number, now = Date.now()): Promise<SitemapTrack[]> {
  const after = (part - 1) * SITEMAP_PART_SIZE;
  return db
    .select({
      id: songs.id,
      lastModified: sql<number>`max(${songs.publishAt}, coalesce(${songs.updatedAt}, 0), coalesce(${songs.exclusiveSoldAt}, 0))`,
    })
    .from(songs)
    .where(and(gt(songs.id, after), lte(songs.id, after + SITEMAP_PART_SIZE), isPublished(now)))
    .orderBy(asc(songs.id));
}
