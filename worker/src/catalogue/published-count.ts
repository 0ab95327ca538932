import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogueCounts, songs, songTags } from '../db/schema.ts';

/**
 * How many live songs are not yet released, in all or with a tag: few, read from the range
 * `publish_at > now` of a publish index.
 */
export function scheduledCount(tagKey: string | null, now: number): SQL<number> {
  return tagKey === null
    ? sql`(SELECT count(*) FROM ${songs} WHERE ${songs.deletedAt} IS NULL AND ${songs.publishAt} > ${now})`
    : sql`(SELECT count(*) FROM ${songTags} WHERE ${songTags.tagKey} = ${tagKey} AND ${songTags.deletedAt} IS NULL AND ${songTags.publishAt} > ${now})`;
}

/**
 * How many songs are published, in all (`tagKey` null) or with a tag: the kept count of live
 * songs (catalogue_counts) less the scheduled ones, a few index reads at any catalogue size.
 * `shape` turns that number into the answer's (`total`); no row means none.
 */
export function publishedCountQuery(
  db: Db,
  tagKey: string | null,
  now: number,
  shape: (published: SQL<number>) => SQL<number> = (published) => published,
) {
  const published = sql<number>`${catalogueCounts.liveSongs} - ${scheduledCount(tagKey, now)}`;
  return db
    .select({ total: shape(published) })
    .from(catalogueCounts)
    .where(eq(catalogueCounts.tagKey, tagKey ?? ''));
}
