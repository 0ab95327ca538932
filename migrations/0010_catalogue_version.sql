CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
-- The catalogue's version: one row, moved on by every write that changes what a public page or
-- list shows (songs and their tags, license plans, an artist's name), so the Worker's page cache
-- (worker/src/http/edge-cache.ts) never serves a copy from before it. Triggers, so every write
-- path (API, admin, seed, console) does. Play and like counts are left out: they change with
-- every listener and may be a cache lifetime old.
INSERT INTO catalogue_version (id, version) VALUES (1, random());
--> statement-breakpoint
CREATE TRIGGER catalogue_version_song_insert AFTER INSERT ON songs BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_song_update AFTER UPDATE OF user_id, title, description, duration_seconds, bpm,
  musical_key, label, pricing, preview_color, waveform, cover_key, cover_sizes, preview_key, mp3_key, wav_key,
  stems_key, publish_at, deleted_at, exclusive_sold_at ON songs
BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_song_delete AFTER DELETE ON songs BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_tag_insert AFTER INSERT ON song_tags BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_tag_update AFTER UPDATE OF tag, tag_key, position ON song_tags BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_tag_delete AFTER DELETE ON song_tags BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_plan_insert AFTER INSERT ON license_plans BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_plan_update AFTER UPDATE ON license_plans BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_plan_delete AFTER DELETE ON license_plans BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
-- The catalogue names each track's artist.
CREATE TRIGGER catalogue_version_artist_name AFTER UPDATE OF name ON users
WHEN old.name IS NOT new.name AND EXISTS (SELECT 1 FROM songs WHERE user_id = new.id)
BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
