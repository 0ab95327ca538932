import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { songs } from '../db/schema.ts';
import { at } from './placeholders.ts';

/** The words of what a visitor typed, as the search matches them (at most 8). */
export function searchWords(input: string): string[] {
  return (input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** A quoted prefix term per word, all required: quoting makes FTS5 syntax plain text. */
export const wordTerms = (words: string[]) => words.map((w) => `"${w}"*`).join(' ');

/**
 * Turns what a visitor typed into an FTS5 query: each word becomes a quoted prefix term, all
 * required. Quoting makes FTS5 syntax characters ("-", ":", "*", "NEAR") plain text, so no input
 * can produce a query error. Returns null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const words = searchWords(input);
  return words.length === 0 ? null : wordTerms(words);
}

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A catalogue search as one FTS5 query: the words, and the tag and BPM as the `facets` tokens
 * the index holds for each song ('t' and the tag key's UTF-8 in hex, 'b' and the BPM:
 * migrations/0008), so the index alone finds (and counts) what matches all three.
 */
export function catalogueSearchQuery(words: string[], tagKey: string | null, bpm: number | undefined): string {
  const facets = [tagKey === null ? null : `t${hex(tagKey)}`, bpm === undefined ? null : `b${bpm}`].flatMap((token) =>
    token === null ? [] : [`facets : "${token}"`],
  );
  return [wordTerms(words), ...facets].join(' ');
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
 * How a search's page is found: one way, forced (the tests hold every way to the same answer;
 * a listing whose own index is small walks it), or the one its statement chooses (`probe`: whether
 * probing is open to it, `hasPrefixIndex`).
 */
export type SearchWays = { forced: SearchStrategy } | { probe: boolean };

/**
 * A search's ways to its page, each a branch of one statement whose LIMIT is 0 unless the
 * statement chose it (`way`, a scalar subquery of its choice) and found matches: SQLite checks a
 * LIMIT before it starts a loop, so the others read nothing (a condition in their WHERE would
 * not spare them: the read way would still gather its matches). `branch` builds one way's page
 * with the LIMIT given; the caller joins the branches with UNION ALL.
 */
export function searchBranches<Branch>(
  ways: SearchWays,
  matches: SQL<number>,
  way: SQL<SearchStrategy>,
  branch: (way: SearchStrategy, limit: SQL) => Branch,
): [Branch, ...Branch[]] {
  const limitIf = (chosen: SQL) => sql`CASE WHEN ${matches} = 0 OR NOT (${chosen}) THEN 0 ELSE ${at.limit} END`;
  if ('forced' in ways) return [branch(ways.forced, limitIf(sql`1`))];
  const taken = (search: SearchStrategy) => branch(search, limitIf(sql`${way} = ${search}`));
  return ways.probe ? [taken('read'), taken('walk'), taken('probe')] : [taken('read'), taken('walk')];
}

/**
 * Rough costs in microseconds, measured at 100,000 songs over the index merged, as the hourly
 * maintenance keeps it (maintenance/search-merge.ts): a song row looked up per match read, a
 * match gathered into the set, a step of an index walk, and a question to the full-text index
 * (8–14 µs; some 110 µs over the 13 segments a catalogue written song by song had left).
 */
const COST = { lookup: 1.2, gather: 0.32, step: 0.08, probe: 14 };

/** Prefixes FTS5 answers from an index of its own (migrations/0008); others are merged per question. */
export const hasPrefixIndex = (word: string) => [...word].length >= 2 && [...word].length <= 8;

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
  if (words.every(hasPrefixIndex)) costs.push(['probe', steps * (COST.step + COST.probe)]);
  return costs.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
}

/**
 * `searchStrategy` as SQL, for a statement that chooses its own way to the page from figures it
 * reads itself (`matches`, `listed` and `pageEnd` are SQL numbers): the same costs, compared the
 * same way, so both choose alike (a property test holds them to it). Ties go read, walk, probe.
 */
export function strategySql(prefixed: boolean, matches: SQL, listed: SQL, pageEnd: SQL): SQL<SearchStrategy> {
  const steps = sql`(CAST(${pageEnd} * ${listed} AS REAL) / max(1, ${matches}))`;
  const read = sql`(${matches} * ${COST.lookup})`;
  const walk = sql`(${matches} * ${COST.gather} + ${steps} * ${COST.step})`;
  const probe = prefixed ? sql`WHEN ${steps} * ${COST.step + COST.probe} < min(${read}, ${walk}) THEN 'probe'` : sql``;
  return sql<SearchStrategy>`CASE ${probe} WHEN ${walk} < ${read} THEN 'walk' ELSE 'read' END`;
}

/**
 * Songs whose `column` is a match for the search `at.fts`, tested the strategy's way; a probe asks
 * about the words alone (`at.ftsWords`), as the walk it tests is within the tag and BPM already.
 */
export function matching(column: SQLiteColumn, strategy: SearchStrategy): SQL {
  const matches = sql`(SELECT rowid FROM songs_fts WHERE songs_fts MATCH ${at.fts})`;
  switch (strategy) {
    case 'read':
      return sql`${column} IN ${matches}`;
    case 'walk':
      // The unary `+` keeps SQLite from driving the query from the matches: only a test.
      return sql`+${column} IN ${matches}`;
    case 'probe':
      return sql`EXISTS (SELECT 1 FROM songs_fts WHERE songs_fts MATCH ${at.ftsWords} AND rowid = ${column})`;
  }
}

/**
 * One pass over the matches of the search `at.fts`, tag and BPM included: how many songs match,
 * and how many of those are not public at `at.now` (with `extra` columns of the same pass).
 * Those carry the facet token 'h', set when a song is written deleted or unreleased
 * (migrations/0012), so the index finds them among the matches by itself; the token can
 * outlive a release, so each is checked against the clock.
 */
export function searchCounts<Extra extends Record<string, SQL.Aliased>>(db: Db, extra: Extra) {
  const hidden = markedMatches(sql`${songs.deletedAt} IS NOT NULL OR ${songs.publishAt} > ${at.now}`);
  return db
    .select({ matches: sql<number>`count(*)`.as('matches'), hidden: hidden.as('hidden'), ...extra })
    .from(sql`songs_fts`)
    .where(sql`songs_fts MATCH ${at.fts}`);
}

/**
 * A search's figures as a CTE its statement reads once: how many songs match and how many of
 * those are not public (`searchCounts`), and how many live songs its walk would pass (`listed`),
 * which with the matches chooses its way (`chosenWay`).
 */
export const searchFigures = (db: Db, listed: SQL<number>) =>
  db.$with('figures').as(searchCounts(db, { listed: sql<number>`${listed}`.as('listed') }));
export type SearchFigures = ReturnType<typeof searchFigures>;

/** The search's matches (tag and BPM included), read from its figures. */
export const figuresMatches = (figures: SearchFigures) => sql<number>`(SELECT ${figures.matches} FROM ${figures})`;

/** The way to a search's page `strategySql` chooses from its figures, as a CTE (`way`). */
export function chosenWay(db: Db, figures: SearchFigures, probe: boolean) {
  const pageEnd = sql`(${at.offset} + ${at.limit})`;
  const way = strategySql(probe, sql`${figures.matches}`, sql`${figures.listed}`, pageEnd).as('way');
  return db.$with('strategy').as(db.select({ way }).from(figures));
}

/**
 * How many of the matches of the search `at.fts` are marked not public (the facet token 'h') and
 * pass `condition`, a test on their songs: the index finds the marked few by itself. (The AND
 * is written out: FTS5 takes no implicit one after a parenthesised group, as in a title search.)
 */
export const markedMatches = (condition: SQL): SQL<number> =>
  sql`(SELECT count(*) FROM songs_fts AS h JOIN ${songs} ON ${songs.id} = h.rowid
    WHERE h.songs_fts MATCH ${at.fts} || ' AND facets : "h"' AND (${condition}))`;
