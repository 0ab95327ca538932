-- Search index triggers fire only when a searched value really changes: renaming the store's
-- producer to the same name, or saving a song without touching its text, rewrites nothing.
DROP TRIGGER songs_fts_update;
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
DROP TRIGGER users_fts_artist;
--> statement-breakpoint
CREATE TRIGGER users_fts_artist AFTER UPDATE OF name ON users
WHEN old.name IS NOT new.name
BEGIN
  UPDATE songs_fts SET artist = new.name
  WHERE rowid IN (SELECT id FROM songs WHERE user_id = new.id);
END;
