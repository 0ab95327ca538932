-- Search matches each word as a prefix. FTS5 answers a prefix of 2 to 8 characters from an index
-- of its own; any other prefix merges the lists of every word that starts with it, each time
-- it is asked (testing one song against "night"* re-merged "night", "nights", ... per song).
-- The option cannot be altered, so the index is built again, with its triggers as they were.
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
CREATE VIRTUAL TABLE songs_fts USING fts5(
  title,
  description,
  tags,
  artist,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO songs_fts (rowid, title, description, tags, artist)
SELECT
  s.id,
  s.title,
  s.description,
  (SELECT coalesce(group_concat(tag, ' '), '') FROM song_tags WHERE song_id = s.id),
  (SELECT name FROM users WHERE id = s.user_id)
FROM songs AS s;
--> statement-breakpoint
INSERT INTO songs_fts (songs_fts) VALUES ('optimize');
--> statement-breakpoint
CREATE TRIGGER songs_fts_insert AFTER INSERT ON songs BEGIN
  INSERT INTO songs_fts (rowid, title, description, tags, artist)
  VALUES (
    new.id,
    new.title,
    new.description,
    (SELECT coalesce(group_concat(tag, ' '), '') FROM song_tags WHERE song_id = new.id),
    (SELECT name FROM users WHERE id = new.user_id)
  );
END;
--> statement-breakpoint
CREATE TRIGGER songs_fts_update AFTER UPDATE OF title, description, user_id ON songs
WHEN old.title IS NOT new.title OR old.description IS NOT new.description OR old.user_id IS NOT new.user_id
BEGIN
  UPDATE songs_fts
  SET title = new.title,
      description = new.description,
      artist = (SELECT name FROM users WHERE id = new.user_id)
  WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER songs_fts_delete AFTER DELETE ON songs BEGIN
  DELETE FROM songs_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER song_tags_fts_insert AFTER INSERT ON song_tags BEGIN
  UPDATE songs_fts
  SET tags = (SELECT coalesce(group_concat(tag, ' '), '') FROM song_tags WHERE song_id = new.song_id)
  WHERE rowid = new.song_id;
END;
--> statement-breakpoint
CREATE TRIGGER song_tags_fts_delete AFTER DELETE ON song_tags BEGIN
  UPDATE songs_fts
  SET tags = (SELECT coalesce(group_concat(tag, ' '), '') FROM song_tags WHERE song_id = old.song_id)
  WHERE rowid = old.song_id;
END;
--> statement-breakpoint
CREATE TRIGGER users_fts_artist AFTER UPDATE OF name ON users
WHEN old.name IS NOT new.name
BEGIN
  UPDATE songs_fts SET artist = new.name
  WHERE rowid IN (SELECT id FROM songs WHERE user_id = new.id);
END;
