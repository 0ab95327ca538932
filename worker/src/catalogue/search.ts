import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { catalogueCounts, songs } from '../db/schema.ts';

/** The words of what a visitor typed, as the search matches them (at most 8). */
export function searchWords(input: string): string[] {
  return (input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * Turns what a visitor typed into an FTS5 query: each word becomes a quoted prefix term, all
 * required. Quoting makes FTS5 syntax characters ("-", ":", "*", "NEAR") plain text, so no input
 * can produce a query error. Returns null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const words = searchWords(input);
  return words.length === 0 ? null : words.map((w) => `"${w}"*`).join(' ');
}

/**
 * How a search finds its page:
 * - `read`: every match is read from the full-text index and sorted;
 * - `walk`: the ordering's index is walked, each song tested against the matches, gathered
 *   once into a set; the walk stops after the page;
 * - `probe`: the same walk, each song tested by asking the full-text index about it, which
 *   spares gathering the set when the page is a few steps away.
 */
export type SearchStrategy = 'read' | 'walk' | 'probe';

/**
 * Rough costs in microseconds, measured at 100,000 songs: a song row looked up per match read,
 * a match gathered into the set, a step of an index walk, and a question to the full-text index
 * (its worst, before FTS5 merges the index's segments).
 */
const COST = { lookup: 2, gather: 0.12, step: 0.05, probe: 20 };

/** Prefixes FTS5 answers from an index of their own (migrations/0007): others merge per question. */
const PREFIX_INDEXED = { min: 2, max: 8 };

/**
 * The cheapest way to a page, given how many songs match, how many live songs the listing
 * walks (`listed`) and how far into it the page ends: a walk passes about
 * pageEnd × listed / matches songs before the page is full.
 */
export function searchStrategy(words: string[], matches: number, listed: number, pageEnd: number): SearchStrategy {
  const steps = (pageEnd * listed) / Math.max(1, matches);
  const costs: [SearchStrategy, number][] = [
    ['read', matches * COST.lookup],
    ['walk', matches * COST.gather + steps * COST.step],
  ];
  const indexed = words.every((w) => [...w].length >= PREFIX_INDEXED.min && [...w].length <= PREFIX_INDEXED.max);
  if (indexed) costs.push(['probe', steps * (COST.step + COST.probe)]);
  return costs.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
}

/** Songs whose `column` is a match, tested the strategy's way. */
export function matching(column: SQLiteColumn, fts: string, strategy: SearchStrategy): SQL {
  const matches = sql`(SELECT rowid FROM songs_fts WHERE songs_fts MATCH ${fts})`;
  switch (strategy) {
    case 'read':
      return sql`${column} IN ${matches}`;
    case 'walk':
      // The unary `+` keeps SQLite from driving the query from the matches: only a test.
      return sql`+${column} IN ${matches}`;
    case 'probe':
      return sql`EXISTS (SELECT 1 FROM songs_fts WHERE songs_fts MATCH ${fts} AND rowid = ${column})`;
  }
}

/**
 * One pass over a search's matches: how many songs match, how many of those are not public
 * (deleted or not yet released, both few and indexed), and how many live songs the page's
 * listing walks (the tag's, else the whole catalogue's), which `searchStrategy` weighs.
 */
export function searchCounts(db: Db, fts: string, tagKey: string, now: number) {
  const notPublic = sql`SELECT ${songs.id} FROM ${songs} WHERE ${songs.deletedAt} IS NOT NULL
    UNION ALL SELECT ${songs.id} FROM ${songs} WHERE ${songs.deletedAt} IS NULL AND ${songs.publishAt} > ${now}`;
  return db
    .select({
      matches: sql<number>`count(*)`,
      hidden: sql<number>`count(*) FILTER (WHERE rowid IN (${notPublic}))`,
      listed: sql<number>`coalesce((SELECT ${catalogueCounts.liveSongs} FROM ${catalogueCounts} WHERE ${catalogueCounts.tagKey} = ${tagKey}), 0)`,
    })
    .from(sql`songs_fts`)
    .where(sql`songs_fts MATCH ${fts}`);
}
