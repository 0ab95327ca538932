-- The producer's voice tag: at most one row (id 1, held by the CHECK), its file in the private
-- FILES bucket, with how often it plays over a preview and how loud. Songs say whether their
-- preview was made with it, so the admin can make those again when the tag changes.
CREATE TABLE `voice_tag` (
	`id` integer PRIMARY KEY NOT NULL,
	`file_key` text NOT NULL,
	`format` text NOT NULL,
	`content_type` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`every_seconds` integer NOT NULL,
	`volume_percent` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "voice_tag_one_row" CHECK("voice_tag"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE `songs` ADD `preview_voice_tag` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `songs_live_voice_tagged` ON `songs` (`id`) WHERE deleted_at IS NULL AND preview_voice_tag = 1;