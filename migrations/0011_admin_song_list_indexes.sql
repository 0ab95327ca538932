-- The admin's song list at any catalogue size: each of its orderings walks an index of live songs
-- (ties by publication time, then id) and stops after the page, and the sold exclusives are
-- counted from an index of their own (worker/src/songs-admin/admin-song-queries.ts).
CREATE INDEX `songs_live_created` ON `songs` (`created_at`,`publish_at`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `songs_live_plays` ON `songs` (`play_count`,`publish_at`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `songs_live_likes` ON `songs` (`like_count`,`publish_at`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `songs_live_duration` ON `songs` (`duration_seconds`,`publish_at`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `songs_live_sold` ON `songs` (`exclusive_sold_at`) WHERE deleted_at IS NULL AND exclusive_sold_at IS NOT NULL;