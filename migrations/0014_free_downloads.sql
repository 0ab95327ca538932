CREATE TABLE `free_downloads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`song_id` integer NOT NULL,
	`user_id` text,
	`news` integer DEFAULT false NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`downloaded_at` integer,
	`downloads` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`song_id`) REFERENCES `songs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `free_downloads_token` ON `free_downloads` (`token_hash`);--> statement-breakpoint
CREATE INDEX `free_downloads_created` ON `free_downloads` (`created_at`);--> statement-breakpoint
CREATE INDEX `free_downloads_email` ON `free_downloads` (`email`,`created_at`);--> statement-breakpoint
ALTER TABLE `songs` ADD `free_download` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a track is a free download shows on its public pages (the track page's button), so
-- switching it moves the catalogue's version on like the song's other shown fields (0010).
CREATE TRIGGER catalogue_version_song_free_download AFTER UPDATE OF free_download ON songs BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
