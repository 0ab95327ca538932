import type { Page, Song, SongListQuery, SongSort } from '@beats/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { songs } from '../db/schema.ts';
import { toFtsQuery } from './search.ts';
import { isPublished, selectSongs, toSong } from './song-row.ts';

/**
 * Each ordering walks one of the partial indexes (pricing, publish_at), (title NOCASE, publish_at)
 * or (publish_at), forwards or backwards, and stops after a page: no sort of the whole catalogue.
 * That needs every column in one direction, so ties on price or title go oldest first when
 * ascending and newest first when descending.
 */
const orderings: Record<SongSort, SQL[]> = {
  'pricing:asc': [asc(songs.pricing), asc(songs.publishAt), asc(songs.id)],
  'pricing:desc': [desc(songs.pricing), desc(songs.publishAt), desc(songs.id)],
  'publishedAt:asc': [asc(songs.publishAt), asc(songs.id)],
  'publishedAt:desc': [desc(songs.publishAt), desc(songs.id)],
  'title:asc': [sql`${songs.title} COLLATE NOCASE ASC`, asc(songs.publishAt), asc(songs.id)],
  'title:desc': [sql`${songs.title} COLLATE NOCASE DESC`, desc(songs.publishAt), desc(songs.id)],
};

/** The filters of the catalogue as one WHERE clause over published songs. */
export function catalogueWhere(query: Pick<SongListQuery, 'search' | 'musicTag' | 'bpm'>, now: number): SQL {
  const conditions: SQL[] = [isPublished(now)];
  if (query.bpm !== undefined) conditions.push(eq(songs.bpm, query.bpm));
  if (query.musicTag && query.musicTag.toLowerCase() !== 'all') {
    // A probe per song in index order (primary key song_id, tag_key): a page of a common tag is
    // found after a few rows, instead of sorting every song that has the tag.
    conditions.push(
      sql`EXISTS (SELECT 1 FROM song_tags WHERE song_tags.song_id = ${songs.id} AND song_tags.tag_key = ${query.musicTag.toLowerCase()})`,
    );
  }
  const fts = query.search ? toFtsQuery(query.search) : null;
  if (fts) {
    // Search drives from the full-text index: its matches are few next to the catalogue.
    conditions.push(sql`${songs.id} IN (SELECT rowid FROM songs_fts WHERE songs_fts MATCH ${fts})`);
  }
  return and(...conditions) as SQL;
}

/** The page query and the count query of the catalogue (exposed for query-plan checks). */
export function catalogueQueries(db: Db, query: SongListQuery, now = Date.now()) {
  const where = catalogueWhere(query, now);
  return {
    rows: selectSongs(db)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    total: db.select({ total: count() }).from(songs).where(where),
  };
}

export async function listPublishedSongs(db: Db, query: SongListQuery, now = Date.now()): Promise<Page<Song>> {
  const { rows, total } = catalogueQueries(db, query, now);
  const [songRows, totals] = await db.batch([rows, total]);
  return { data: songRows.map(toSong), page: query.page, limit: query.limit, total: totals[0]?.total ?? 0 };
}
