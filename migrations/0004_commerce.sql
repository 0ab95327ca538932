CREATE TABLE `exclusive_holds` (
	`song_id` integer PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`song_id`) REFERENCES `songs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `paypal_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`resource_id` text,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`bucket` text NOT NULL,
	`key` text NOT NULL,
	`r2_upload_id` text NOT NULL,
	`kind` text NOT NULL,
	`size` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `uploads_open` ON `uploads` (`created_at`) WHERE completed_at IS NULL;--> statement-breakpoint
ALTER TABLE `license_plans` ADD `terms` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `terms` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `exclusive` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `files` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `expired_at` integer;--> statement-breakpoint
CREATE INDEX `orders_refunded` ON `orders` (`refunded_at`) WHERE refunded_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_pending` ON `orders` (`created_at`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `songs` ADD `exclusive_sold_at` integer;--> statement-breakpoint
ALTER TABLE `songs` ADD `exclusive_order_id` text;