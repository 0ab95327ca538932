import { sql } from 'drizzle-orm';

/**
 * What a catalogue query's shape leaves open, bound on each request (`db/prepared.ts`): the
 * time that decides what is published, the filters, the song, and the page's window.
 */
export const at = {
  now: sql.placeholder('now'),
  tagKey: sql.placeholder('tagKey'),
  bpm: sql.placeholder('bpm'),
  fts: sql.placeholder('fts'),
  ftsWords: sql.placeholder('ftsWords'),
  id: sql.placeholder('id'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
