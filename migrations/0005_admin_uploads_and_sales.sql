-- The admin back office: resumable multipart uploads (their parts; the length of the audio),
-- covers in the sizes the pages draw, and order indexes for sales analytics (covering the
-- amounts) and the order list.
CREATE TABLE `upload_parts` (
	`upload_id` text NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`size` integer NOT NULL,
	PRIMARY KEY(`upload_id`, `part_number`),
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `songs` ADD `cover_sizes` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `uploads` ADD `duration_seconds` integer;--> statement-breakpoint
CREATE INDEX `uploads_finished` ON `uploads` (`completed_at`) WHERE completed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_sales` ON `orders` (`completed_at`,`total`) WHERE completed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_refunds` ON `orders` (`refunded_at`,`refund_total`,`total`) WHERE refunded_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_created` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `order_items_sales` ON `order_items` (`order_id`,`song_id`,`plan_id`,`price`);
