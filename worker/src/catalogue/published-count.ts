import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogueCounts, songs, songTags } from '../db/schema.ts';
import { at } from './placeholders.ts';

/**
 * How many live songs are not yet released, in all or with the tag `at.tagKey`: few, read from
 * the range `publish_at > now` of a publish index.
 */
function scheduledCount(tagged: boolean): SQL<number> {
  return tagged
    ? sql`(SELECT count(*) FROM ${songTags} WHERE ${songTags.tagKey} = ${at.tagKey} AND ${songTags.deletedAt} IS NULL AND ${songTags.publishAt} > ${at.now})`
    : sql`(SELECT count(*) FROM ${songs} WHERE ${songs.deletedAt} IS NULL AND ${songs.publishAt} > ${at.now})`;
}

/**
 * How many songs are published, in all or with the tag `at.tagKey` (`tagged`): the kept count
 * of live songs (catalogue_counts) less the scheduled ones, a few index reads at any catalogue
 * size. `shape` turns that number into the answer's (`total`); no row means none.
 */
export function publishedCountQuery(
  db: Db,
  tagged: boolean,
  shape: (published: SQL<number>) => SQL<number> = (published) => published,
) {
  const published = sql<number>`${catalogueCounts.liveSongs} - ${scheduledCount(tagged)}`;
  return db
    .select({ total: shape(published) })
    .from(catalogueCounts)
    .where(eq(catalogueCounts.tagKey, tagged ? at.tagKey : ''));
}
