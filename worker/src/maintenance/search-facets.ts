/**
 * The search index's 'h' token (migrations/0012) marks songs that were deleted or not released
 * when last written, so a search counts the matches it must leave out of its total among those
 * few. A release writes nothing, so the token outlives it: harmless, as each candidate is checked
 * against the clock, but every released song left marked is one more to check. The hourly
 * maintenance takes it off the songs released since.
 */
import type { Db } from '../db/client.ts';

/** The view's margin (migrations/0012): a song released less than this long ago keeps the token. */
const RELEASE_MARGIN_MS = 60_000;

/** The songs marked hidden but released by the time bound to it. */
const RELEASED = `SELECT marked.rowid FROM songs_fts AS marked JOIN songs ON songs.id = marked.rowid
  WHERE marked.songs_fts MATCH 'facets : "h"' AND songs.deleted_at IS NULL AND songs.publish_at <= ?1`;

/** Rewrites the facets of the songs marked hidden but public at `now`; returns how many. */
export async function unmarkReleasedSongs(db: Db, now: number): Promise<number> {
  const d1 = db.$client;
  const cutoff = now - RELEASE_MARGIN_MS;
  // Counted in the same batch (one transaction) as the rewrite: D1's count of changes to an FTS5
  // table includes the index's own tables.
  const [counted] = await d1.batch<{ songs: number }>([
    d1.prepare(`SELECT count(*) AS songs FROM (${RELEASED})`).bind(cutoff),
    d1
      .prepare(`UPDATE songs_fts SET facets = trim(replace(' ' || facets || ' ', ' h ', ' '))
        WHERE rowid IN (${RELEASED})`)
      .bind(cutoff),
  ]);
  return counted?.results[0]?.songs ?? 0;
}
