import type { Page, Song, SongFilters } from '@beats/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plays, songs, songTags } from '../db/schema.ts';
import { isPublished, selectSongs, toSong } from './song-row.ts';

export async function getPublishedSong(db: Db, id: number, now = Date.now()): Promise<Song | null> {
  const [row] = await selectSongs(db)
    .where(and(eq(songs.id, id), isPublished(now)))
    .limit(1);
  return row ? toSong(row) : null;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const AGO_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago a time was, as people say it: 'yesterday', '3 hours ago', 'just now'. */
export function timeAgo(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  for (const [unit, ms] of AGO_UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}

/** The newest published songs, each with how long ago it was published. */
export async function listNewReleases(db: Db, limit: number, now = Date.now()): Promise<Song[]> {
  const rows = await selectSongs(db)
    .where(isPublished(now))
    .orderBy(desc(songs.publishAt), desc(songs.id))
    .limit(limit);
  return rows.map((row) => ({ ...toSong(row), publishedAgo: timeAgo(row.publishAt, now) }));
}

/**
 * Dropdown options over every published song: distinct tags (one spelling per tag) and BPMs.
 * Tags are read per distinct key with one "is any song with it published" probe each, which
 * stays a few milliseconds at 100,000 songs (a join over every tag row does not).
 */
export async function listFilters(db: Db, now = Date.now()): Promise<SongFilters> {
  const keys = db.selectDistinct({ tagKey: songTags.tagKey }).from(songTags).as('k');
  const [tags, bpms] = await db.batch([
    db
      .select({
        // `k.tag_key` spelled out: correlated subqueries must name the outer alias.
        tag: sql<string>`(SELECT tag FROM song_tags WHERE tag_key = k.tag_key ORDER BY song_id LIMIT 1)`,
      })
      .from(keys)
      .where(
        sql`EXISTS (SELECT 1 FROM song_tags AS st JOIN songs AS s ON s.id = st.song_id
          WHERE st.tag_key = k.tag_key AND s.deleted_at IS NULL AND s.publish_at <= ${now})`,
      )
      .orderBy(asc(keys.tagKey)),
    db
      .selectDistinct({ bpm: songs.bpm })
      .from(songs)
      .where(and(isPublished(now), sql`${songs.bpm} IS NOT NULL`))
      .orderBy(asc(songs.bpm)),
  ]);
  return {
    musicTags: tags.map((t) => t.tag),
    bpms: bpms.map((b) => b.bpm).filter((b): b is number => b !== null),
  };
}

/** How far "More tracks" goes: enough to browse, bounded so a page costs the same at any size. */
export const RELATED_MAX = 48;
/** Songs on each side of the track's BPM that compete for "More tracks". */
const RELATED_POOL_SIDE = 200;

/**
 * "More tracks" for a track page: songs sharing a tag first, then the nearest BPM, then newest;
 * at most RELATED_MAX, paginated so the page can load more. The candidates are the songs
 * nearest in BPM on each side (two short walks of the BPM index) plus the newest songs, so the
 * query reads a few hundred rows however large the catalogue is.
 */
export async function listRelatedSongs(
  db: Db,
  song: Pick<Song, 'id' | 'bpm'>,
  page: number,
  limit: number,
  now = Date.now(),
): Promise<Page<Song>> {
  const live = sql`deleted_at IS NULL AND publish_at <= ${now} AND id <> ${song.id}`;
  const side = RELATED_POOL_SIDE;
  const byBpm =
    song.bpm === null
      ? sql``
      : sql`SELECT id FROM (SELECT id FROM songs WHERE ${live} AND bpm >= ${song.bpm} ORDER BY bpm ASC LIMIT ${side})
        UNION SELECT id FROM (SELECT id FROM songs WHERE ${live} AND bpm < ${song.bpm} ORDER BY bpm DESC LIMIT ${side})
        UNION `;
  const pool = sql`${songs.id} IN (${byBpm}SELECT id FROM (SELECT id FROM songs WHERE ${live} ORDER BY publish_at DESC LIMIT ${side}))`;
  const sharesTag = sql`EXISTS (SELECT 1 FROM song_tags a JOIN song_tags b ON b.tag_key = a.tag_key
    WHERE a.song_id = ${song.id} AND b.song_id = ${songs.id})`;
  // Without a BPM there is no distance to order by (and a bare `0` would name a column).
  const nearest = song.bpm === null ? [] : [sql`coalesce(abs(${songs.bpm} - ${song.bpm}), 1000)`];
  const offset = (page - 1) * limit;
  const [rows, totals] = await db.batch([
    selectSongs(db)
      .where(pool)
      .orderBy(sql`${sharesTag} DESC`, ...nearest, desc(songs.publishAt), desc(songs.id))
      .limit(Math.max(0, Math.min(limit, RELATED_MAX - offset)))
      .offset(offset),
    db.select({ total: count() }).from(songs).where(pool),
  ]);
  return { data: rows.map(toSong), page, limit, total: Math.min(totals[0]?.total ?? 0, RELATED_MAX) };
}

/** Replays of one track by one listener within this time count once. */
export const PLAY_WINDOW_MS = 30 * 60_000;

export interface Listener {
  /** The signed-in account, if any. */
  userId: string | null;
  /** `listenerKey()`: the account, or the hashed address. */
  key: string;
}

/**
 * Counts a play start of a published song, once per listener and track per half hour: the first
 * play counts at once, replays within the half hour (or a script calling in a loop) do not.
 * Returns false when there is no such song. The listener is worked out only for a song that
 * exists, so a refused play stores nothing (not even the day's salt).
 */
export async function recordPlay(
  db: Db,
  id: number,
  listenerOf: () => Promise<Listener>,
  now = Date.now(),
): Promise<boolean> {
  const [song] = await db
    .select({ id: songs.id })
    .from(songs)
    .where(and(eq(songs.id, id), isPublished(now)));
  if (!song) return false;
  const listener = await listenerOf();
  // The check and the insert are one statement, so parallel plays of one listener store one.
  const inserted = await db.run(sql`
    INSERT INTO ${plays} (song_id, user_id, listener, created_at)
    SELECT ${id}, ${listener.userId}, ${listener.key}, ${now}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${plays}
      WHERE ${plays.listener} = ${listener.key} AND ${plays.songId} = ${id} AND ${plays.createdAt} > ${now - PLAY_WINDOW_MS}
    )`);
  if (inserted.meta.changes > 0) {
    await db
      .update(songs)
      .set({ playCount: sql`${songs.playCount} + 1` })
      .where(eq(songs.id, id));
  }
  return true;
}
