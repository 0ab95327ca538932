-- The catalogue at any size: song_tags carries copies of the song columns a tag's page filters
-- and orders by, and catalogue_counts how many live songs there are per tag and in all ('').
-- Triggers keep both, so every write path (API, admin, seed, console) does.
UPDATE song_tags
SET publish_at = s.publish_at, pricing = s.pricing, title = s.title, bpm = s.bpm, deleted_at = s.deleted_at
FROM songs AS s
WHERE s.id = song_tags.song_id;
--> statement-breakpoint
INSERT INTO catalogue_counts (tag_key, live_songs)
SELECT '', count(*) FROM songs WHERE deleted_at IS NULL;
--> statement-breakpoint
INSERT INTO catalogue_counts (tag_key, live_songs)
SELECT tag_key, count(*) FROM song_tags WHERE deleted_at IS NULL GROUP BY tag_key;
--> statement-breakpoint
-- A song's copies follow it.
CREATE TRIGGER song_tags_follow_song AFTER UPDATE OF publish_at, pricing, title, bpm, deleted_at ON songs
WHEN old.publish_at IS NOT new.publish_at OR old.pricing IS NOT new.pricing OR old.title IS NOT new.title
  OR old.bpm IS NOT new.bpm OR old.deleted_at IS NOT new.deleted_at
BEGIN
  UPDATE song_tags
  SET publish_at = new.publish_at, pricing = new.pricing, title = new.title, bpm = new.bpm,
    deleted_at = new.deleted_at
  WHERE song_id = new.id;
END;
--> statement-breakpoint
-- A new tag row counts as inserted (live unless told otherwise), then takes its song's copies;
-- for a deleted song, that update takes the count back (song_tags_count_change).
CREATE TRIGGER song_tags_insert AFTER INSERT ON song_tags BEGIN
  INSERT INTO catalogue_counts (tag_key, live_songs)
  SELECT new.tag_key, 1 WHERE new.deleted_at IS NULL
  ON CONFLICT (tag_key) DO UPDATE SET live_songs = live_songs + 1;
  UPDATE song_tags
  SET (publish_at, pricing, title, bpm, deleted_at) = (
    SELECT publish_at, pricing, title, bpm, deleted_at FROM songs WHERE id = new.song_id
  )
  WHERE song_id = new.song_id AND tag_key = new.tag_key;
END;
--> statement-breakpoint
CREATE TRIGGER song_tags_count_change AFTER UPDATE OF tag_key, deleted_at ON song_tags
WHEN old.tag_key IS NOT new.tag_key OR (old.deleted_at IS NULL) <> (new.deleted_at IS NULL)
BEGIN
  UPDATE catalogue_counts SET live_songs = live_songs - 1 WHERE tag_key = old.tag_key AND old.deleted_at IS NULL;
  INSERT INTO catalogue_counts (tag_key, live_songs)
  SELECT new.tag_key, 1 WHERE new.deleted_at IS NULL
  ON CONFLICT (tag_key) DO UPDATE SET live_songs = live_songs + 1;
END;
--> statement-breakpoint
CREATE TRIGGER song_tags_count_delete AFTER DELETE ON song_tags WHEN old.deleted_at IS NULL BEGIN
  UPDATE catalogue_counts SET live_songs = live_songs - 1 WHERE tag_key = old.tag_key;
END;
--> statement-breakpoint
CREATE TRIGGER songs_count_insert AFTER INSERT ON songs WHEN new.deleted_at IS NULL BEGIN
  INSERT INTO catalogue_counts (tag_key, live_songs) VALUES ('', 1)
  ON CONFLICT (tag_key) DO UPDATE SET live_songs = live_songs + 1;
END;
--> statement-breakpoint
CREATE TRIGGER songs_count_change AFTER UPDATE OF deleted_at ON songs
WHEN (old.deleted_at IS NULL) <> (new.deleted_at IS NULL)
BEGIN
  INSERT INTO catalogue_counts (tag_key, live_songs) VALUES ('', CASE WHEN new.deleted_at IS NULL THEN 1 ELSE -1 END)
  ON CONFLICT (tag_key) DO UPDATE SET live_songs = live_songs + excluded.live_songs;
END;
--> statement-breakpoint
CREATE TRIGGER songs_count_delete AFTER DELETE ON songs WHEN old.deleted_at IS NULL BEGIN
  UPDATE catalogue_counts SET live_songs = live_songs - 1 WHERE tag_key = '';
END;
