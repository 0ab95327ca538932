import type { Page, Song, SongListQuery, SongSort } from '@beats/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { songs } from '../db/schema.ts';
import { toFtsQuery } from './search.ts';
import { isPublished, selectSongs, toSong } from './song-row.ts';

const orderings: Record<SongSort, SQL[]> = {
  'pricing:asc': [asc(songs.pricing), desc(songs.publishAt), desc(songs.id)],
  'pricing:desc': [desc(songs.pricing), desc(songs.publishAt), desc(songs.id)],
  'publishedAt:asc': [asc(songs.publishAt), asc(songs.id)],
  'publishedAt:desc': [desc(songs.publishAt), desc(songs.id)],
  'title:asc': [sql`${songs.title} COLLATE NOCASE ASC`, desc(songs.publishAt), desc(songs.id)],
  'title:desc': [sql`${songs.title} COLLATE NOCASE DESC`, desc(songs.publishAt), desc(songs.id)],
};

/** The filters of the catalogue as one WHERE clause over published songs. */
export function catalogueWhere(query: Pick<SongListQuery, 'search' | 'musicTag' | 'bpm'>, now: number): SQL {
  const conditions: SQL[] = [isPublished(now)];
  if (query.bpm !== undefined) conditions.push(eq(songs.bpm, query.bpm));
  if (query.musicTag && query.musicTag.toLowerCase() !== 'all') {
    conditions.push(
      sql`${songs.id} IN (SELECT song_id FROM song_tags WHERE tag_key = ${query.musicTag.toLowerCase()})`,
    );
  }
  const fts = query.search ? toFtsQuery(query.search) : null;
  if (fts) {
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
