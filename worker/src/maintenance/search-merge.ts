/**
 * Keeps the search index (songs_fts) merged into one b-tree. FTS5 adds each batch of writes as
 * a segment of its own and merges them only in part as it goes, so a catalogue filled over time
 * is spread over many segments, and every question to the index asks each of them: at 100,000
 * songs a search's test of one song (its `probe` way) took about 110 µs spread out and 10 µs
 * merged, and gathering a common word's matches half the time. The hourly maintenance merges
 * what changed since, a bounded amount of work per run, with FTS5's incremental 'merge'
 * command; the index is written rarely (a song's text, tags or BPM, or its hidden mark), so
 * most runs find it merged already and do nothing.
 */
import type { Db } from '../db/client.ts';

/**
 * Pages of the index written per step (4 KB each) and steps per run: at 100,000 songs the whole
 * index is about 10,000 pages, merged in one run in about a second of D1's time.
 */
const MERGE_PAGES = 1000;
const MERGE_STEPS = 20;

export interface MergeResult {
  /** Steps that merged something. */
  steps: number;
  /** Whether the index is one b-tree now (a step found nothing left to merge). */
  merged: boolean;
}

/**
 * Merges the index's segments, at most `maxSteps` steps of `MERGE_PAGES` pages. A negative page
 * count makes every segment eligible, so the steps end with a single b-tree; a step that
 * changed fewer than 2 rows found nothing to merge (FTS5's documented test).
 */
export async function mergeSearchIndex(db: Db, maxSteps = MERGE_STEPS): Promise<MergeResult> {
  const merge = db.$client.prepare(`INSERT INTO songs_fts(songs_fts, rank) VALUES('merge', ?1)`).bind(-MERGE_PAGES);
  for (let steps = 0; steps < maxSteps; steps++) {
    const { meta } = await merge.run();
    if (meta.changes < 2) return { steps, merged: true };
  }
  return { steps: maxSteps, merged: false };
}
