-- Full-text search over a song's title, description, tags and artist name.
-- Kept in sync by triggers, so every write path (API, seed, console) updates it.
CREATE VIRTUAL TABLE songs_fts USING fts5(
  title,
  description,
  tags,
  artist,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
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
CREATE TRIGGER songs_fts_update AFTER UPDATE OF title, description, user_id ON songs BEGIN
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
CREATE TRIGGER users_fts_artist AFTER UPDATE OF name ON users BEGIN
  UPDATE songs_fts SET artist = new.name
  WHERE rowid IN (SELECT id FROM songs WHERE user_id = new.id);
END;
