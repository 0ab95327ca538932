CREATE TABLE `store_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`order_id` text,
	`message` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`resolved_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_alerts_key` ON `store_alerts` (`key`);--> statement-breakpoint
CREATE INDEX `store_alerts_recent` ON `store_alerts` (`last_seen_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `capture_requested_at` integer;