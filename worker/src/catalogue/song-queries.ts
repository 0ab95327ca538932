import type { Page, Song, SongFilters } from '@beats/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { type Db, getDb } from '../db/client.ts';
import { runBatch, runBound, shape } from '../db/prepared.ts';
import { catalogueCounts, plays, songs } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { at } from './placeholders.ts';
import { publishedCountQuery } from './published-count.ts';
import { sharedRead } from './shared-reads.ts';
import { isPublished, selectSongs, songsOfPage, toSong } from './song-row.ts';

/** The published song `at.id`. */
const publishedSong = shape((db) =>
  selectSongs(db)
    .where(and(eq(songs.id, at.id), isPublished(at.now)))
    .limit(1),
);

export async function getPublishedSong(db: Db, id: number, now = Date.now()): Promise<Song | null> {
  const [row] = await runBound(db, publishedSong({ id, now }));
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

/** The `at.limit` newest published songs. */
const newReleases = shape((db) =>
  selectSongs(db).where(isPublished(at.now)).orderBy(desc(songs.publishAt), desc(songs.id)).limit(at.limit),
);

/** The newest published songs, each with how long ago it was published. */
export async function listNewReleases(db: Db, limit: number, now = Date.now()): Promise<Song[]> {
  const rows = await runBound(db, newReleases({ limit, now }));
  return rows.map((row) => ({ ...toSong(row), publishedAgo: timeAgo(row.publishAt, now) }));
}

/**
 * Dropdown options over every published song: its tags (one spelling each) and BPMs. Tags are
 * read from the kept counts, each kept if it has more live songs than scheduled ones; BPMs by
 * hopping from one distinct value to the next along the BPM index, with one "is any song with
 * it published" probe each. Both cost a few reads per option, not per song.
 */
const filterTags = shape((db) => {
  const counts = alias(catalogueCounts, 'c');
  // `c.tag_key` spelled out: drizzle leaves a single table's columns unqualified, and
  // correlated subqueries must name the outer alias.
  return db
    .select({
      tag: sql<string>`(SELECT tag FROM song_tags WHERE tag_key = c.tag_key ORDER BY song_id LIMIT 1)`,
    })
    .from(counts)
    .where(
      sql`c.tag_key <> '' AND c.live_songs > (SELECT count(*) FROM song_tags
        WHERE tag_key = c.tag_key AND deleted_at IS NULL AND publish_at > ${at.now})`,
    )
    .orderBy(asc(counts.tagKey));
});

const filterBpms = shape((db) => {
  const nextBpm = (above: SQL) => sql`(SELECT min(bpm) FROM songs WHERE deleted_at IS NULL AND ${above})`;
  const distinctBpms = sql`(WITH RECURSIVE hop(bpm) AS (
      SELECT ${nextBpm(sql`bpm IS NOT NULL`)} UNION ALL SELECT ${nextBpm(sql`bpm > hop.bpm`)} FROM hop WHERE hop.bpm IS NOT NULL
    ) SELECT bpm FROM hop) AS b`;
  return db
    .select({ bpm: sql<number>`b.bpm` })
    .from(distinctBpms)
    .where(
      sql`b.bpm IS NOT NULL AND EXISTS (SELECT 1 FROM songs AS s
        WHERE s.deleted_at IS NULL AND s.bpm = b.bpm AND s.publish_at <= ${at.now})`,
    );
});

/** The reads of the dropdown options (exposed for the benchmark's query plans). */
export const filtersQueries = (now = Date.now()) => ({ tags: filterTags({ now }), bpms: filterBpms({ now }) });

export async function listFilters(db: Db, now = Date.now()): Promise<SongFilters> {
  const queries = filtersQueries(now);
  const [tags, bpms] = await runBatch(db, [queries.tags, queries.bpms]);
  return { musicTags: tags.map((t) => t.tag), bpms: bpms.map((b) => b.bpm) };
}

/**
 * The filter options as every visitor shares them (`sharedRead`): one copy per isolate, which
 * `GET /api/songs/filters` and the catalogue page both answer from.
 */
export const sharedFilters = (env: Pick<Env, 'DB' | 'CATALOGUE_RECHECK_MS'>): Promise<SongFilters> =>
  sharedRead(env, 'filters', () => listFilters(getDb(env.DB)));

/** How far "More tracks" goes: enough to browse, bounded so a page costs the same at any size. */
export const RELATED_MAX = 48;
/** Songs on each side of the track's BPM that compete for "More tracks". */
const RELATED_POOL_SIDE = 200;

/**
 * "More tracks" for the song `at.id`: songs sharing a tag first, then the nearest BPM, then
 * newest; at most RELATED_MAX, paginated so the page can load more. The candidates are the songs
 * nearest in BPM on each side (two short walks of the BPM index) plus the newest songs (a walk
 * of the publish index), each walk carrying the BPM and publication time its index holds: a
 * few hundred candidates are ranked without reading a song row, and only the page's rows are
 * read whole, however large the catalogue is. The song's BPM is read by the query itself (once:
 * the subquery does not depend on the row), so the song and its related songs are one round trip.
 */
const relatedRows = shape((db) => {
  const live = sql`deleted_at IS NULL AND publish_at <= ${at.now} AND id <> ${at.id}`;
  const bpm = sql`(SELECT bpm FROM songs WHERE id = ${at.id})`;
  const walk = (where: SQL, order: SQL) =>
    sql`SELECT id, bpm, publish_at FROM (SELECT id, bpm, publish_at FROM songs WHERE ${live}${where} ORDER BY ${order} LIMIT ${RELATED_POOL_SIDE})`;
  // A song without a BPM compares as NULL: its BPM walks find nothing and every distance is the
  // same, so the newest candidates rank by shared tag and date alone.
  const byBpm = sql`${walk(sql` AND bpm >= ${bpm}`, sql`bpm ASC`)} UNION ${walk(sql` AND bpm < ${bpm}`, sql`bpm DESC`)} UNION `;
  const candidates = sql`(${byBpm}${walk(sql``, sql`publish_at DESC`)}) AS candidate`;
  const distance = sql<number>`coalesce(abs(candidate.bpm - ${bpm}), 1000)`;
  // Drizzle names these fields bare in the outer query: their names must not be songs' columns.
  const ranked = db
    .select({
      id: sql<number>`candidate.id`.as('ranked_id'),
      sharesTag: sql<number>`EXISTS (SELECT 1 FROM song_tags AS theirs WHERE theirs.song_id = candidate.id
        AND theirs.tag_key IN (SELECT tag_key FROM song_tags WHERE song_id = ${at.id}))`.as('ranked_shares_tag'),
      distance: distance.as('ranked_distance'),
      publishAt: sql<number>`candidate.publish_at`.as('ranked_publish_at'),
    })
    .from(candidates)
    .orderBy(sql`ranked_shares_tag DESC`, sql`ranked_distance`, sql`ranked_publish_at DESC`, sql`ranked_id DESC`)
    .limit(at.limit)
    .offset(at.offset)
    .as('ranked');
  return songsOfPage(db, ranked, ranked.id, {}).orderBy(
    desc(ranked.sharesTag),
    asc(ranked.distance),
    desc(ranked.publishAt),
    desc(ranked.id),
  );
});

// The candidates hold the newest songs, so there are at least RELATED_MAX of them whenever
// the catalogue has that many other published songs: the total needs only the kept count.
const relatedTotal = shape((db) =>
  publishedCountQuery(db, false, (published) => sql`min(${RELATED_MAX}, ${published} - 1)`),
);

/** The reads of a page of "More tracks" for the song `id` (exposed for the benchmark's query plans). */
export function relatedQueries(id: number, page: number, limit: number, now = Date.now()) {
  const offset = (page - 1) * limit;
  return {
    rows: relatedRows({ id, now, offset, limit: Math.max(0, Math.min(limit, RELATED_MAX - offset)) }),
    total: relatedTotal({ now }),
  };
}

/**
 * A published song and a page of its "More tracks", read in one batch (one round trip to D1);
 * null when `id` names no published song.
 */
export async function getSongWithRelated(
  db: Db,
  id: number,
  page: number,
  limit: number,
  now = Date.now(),
): Promise<{ song: Song; related: Page<Song> } | null> {
  const related = relatedQueries(id, page, limit, now);
  const [found, rows, totals] = await runBatch(db, [publishedSong({ id, now }), related.rows, related.total]);
  const row = found[0];
  if (!row) return null;
  return {
    song: toSong(row),
    related: { data: rows.map(toSong), page, limit, total: Math.min(totals[0]?.total ?? 0, RELATED_MAX) },
  };
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
