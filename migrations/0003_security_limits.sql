-- Login throttling with known browsers, rate-limit rows keyed by hashes and pruned when they
-- expire, one counted play per listener and half hour, and indexes for the hourly pruning.
CREATE TABLE `daily_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `known_devices` (
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer NOT NULL,
	PRIMARY KEY(`token_hash`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `known_devices_user` ON `known_devices` (`user_id`);--> statement-breakpoint
CREATE INDEX `known_devices_last_used` ON `known_devices` (`last_used_at`);--> statement-breakpoint
ALTER TABLE `plays` ADD `listener` text;--> statement-breakpoint
CREATE INDEX `plays_listener` ON `plays` (`listener`,`song_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `plays_created` ON `plays` (`created_at`);--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `rate_limits_expires` ON `rate_limits` (`expires_at`);--> statement-breakpoint
CREATE INDEX `auth_sessions_expires` ON `auth_sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_expires` ON `password_reset_tokens` (`expires_at`);--> statement-breakpoint
-- Written by hand: counters kept under the old keys (plain e-mails and addresses) can never match
-- a hashed key again, and are personal data; they only held the current windows.
DELETE FROM `rate_limits`;
