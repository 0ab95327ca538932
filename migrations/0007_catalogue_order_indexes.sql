CREATE TABLE `catalogue_counts` (
	`tag_key` text PRIMARY KEY NOT NULL,
	`live_songs` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `song_tags` ADD `publish_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `song_tags` ADD `pricing` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `song_tags` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `song_tags` ADD `bpm` integer;--> statement-breakpoint
ALTER TABLE `song_tags` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `song_tags_song_position` ON `song_tags` (`song_id`,`position`,`tag`);--> statement-breakpoint
CREATE INDEX `song_tags_live_publish` ON `song_tags` (`tag_key`,`publish_at`,`song_id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `song_tags_live_pricing` ON `song_tags` (`tag_key`,`pricing`,`publish_at`,`song_id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `song_tags_live_title` ON `song_tags` (`tag_key`,"title" COLLATE NOCASE,`publish_at`,`song_id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `song_tags_live_bpm` ON `song_tags` (`tag_key`,`bpm`,`publish_at`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `songs_live_bpm_pricing` ON `songs` (`bpm`,`pricing`,`publish_at`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `songs_live_bpm_title` ON `songs` (`bpm`,"title" COLLATE NOCASE,`publish_at`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `songs_deleted` ON `songs` (`deleted_at`) WHERE deleted_at IS NOT NULL;