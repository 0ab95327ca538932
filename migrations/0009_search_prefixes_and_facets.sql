-- The full-text index, built again (FTS5 options cannot be altered) with two changes:
-- * Search matches each word as a prefix. FTS5 answers a prefix of 2 to 8 characters from an
--   index of its own; any other prefix merges the lists of every word that starts with it, each
--   time it is asked (testing one song against "night"* re-merged "night", "nights", ... per song).
-- * A `facets` column holds each song's tags and BPM as tokens ('t' and the tag key's UTF-8 in
--   hex, 'b' and the BPM), so a search within a tag or BPM is counted by the index alone.
-- Its text comes from one view, which the triggers (as they were, and for the BPM) read.
DROP TRIGGER songs_fts_insert;
--> statement-breakpoint
DROP TRIGGER songs_fts_update;
--> statement-breakpoint
DROP TRIGGER songs_fts_delete;
--> statement-breakpoint
DROP TRIGGER song_tags_fts_insert;
--> statement-breakpoint
DROP TRIGGER song_tags_fts_delete;
--> statement-breakpoint
DROP TRIGGER users_fts_artist;
--> statement-breakpoint
DROP TABLE songs_fts;
--> statement-breakpoint
CREATE VIEW song_search_text AS
SELECT
  s.id AS song_id,
  (SELECT coalesce(group_concat(tag, ' '), '') FROM song_tags WHERE song_id = s.id) AS tags,
  trim(
    coalesce('b' || s.bpm, '') || ' ' ||
    (SELECT coalesce(group_concat('t' || lower(hex(tag_key)), ' '), '') FROM song_tags WHERE song_id = s.id)
  ) AS facets
FROM songs AS s;
--> statement-breakpoint
CREATE VIRTUAL TABLE songs_fts USING fts5(
  title,
  description,
  tags,
  artist,
  facets,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO songs_fts (rowid, title, description, tags, artist, facets)
SELECT s.id, s.title, s.description, t.tags, (SELECT name FROM users WHERE id = s.user_id), t.facets
FROM songs AS s JOIN song_search_text AS t ON t.song_id = s.id;
--> statement-breakpoint
INSERT INTO songs_fts (songs_fts) VALUES ('optimize');
--> statement-breakpoint
CREATE TRIGGER songs_fts_insert AFTER INSERT ON songs BEGIN
  INSERT INTO songs_fts (rowid, title, description, tags, artist, facets)
  SELECT new.id, new.title, new.description, t.tags, (SELECT name FROM users WHERE id = new.user_id), t.facets
  FROM song_search_text AS t WHERE t.song_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER songs_fts_update AFTER UPDATE OF title, description, user_id, bpm ON songs
WHEN old.title IS NOT new.title OR old.description IS NOT new.description OR old.user_id IS NOT new.user_id
  OR old.bpm IS NOT new.bpm
BEGIN
  UPDATE songs_fts
  SET title = new.title,
      description = new.description,
      artist = (SELECT name FROM users WHERE id = new.user_id),
      facets = (SELECT facets FROM song_search_text WHERE song_id = new.id)
  WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER songs_fts_delete AFTER DELETE ON songs BEGIN
  DELETE FROM songs_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER song_tags_fts_insert AFTER INSERT ON song_tags BEGIN
  UPDATE songs_fts
  SET (tags, facets) = (SELECT tags, facets FROM song_search_text WHERE song_id = new.song_id)
  WHERE rowid = new.song_id;
END;
--> statement-breakpoint
CREATE TRIGGER song_tags_fts_delete AFTER DELETE ON song_tags BEGIN
  UPDATE songs_fts
  SET (tags, facets) = (SELECT tags, facets FROM song_search_text WHERE song_id = old.song_id)
  WHERE rowid = old.song_id;
END;
--> statement-breakpoint
CREATE TRIGGER users_fts_artist AFTER UPDATE OF name ON users
WHEN old.name IS NOT new.name
BEGIN
  UPDATE songs_fts SET artist = new.name
  WHERE rowid IN (SELECT id FROM songs WHERE user_id = new.id);
END;
