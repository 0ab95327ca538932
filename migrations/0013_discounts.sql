CREATE TABLE `discounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`code` text,
	`percent_off` integer,
	`exclusive` integer DEFAULT false NOT NULL,
	`max_uses` integer,
	`buy` integer,
	`free` integer,
	`active` integer DEFAULT true NOT NULL,
	`ends_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discounts_code` ON `discounts` (`code`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `list_price` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `discounts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_code` text;--> statement-breakpoint
CREATE INDEX `orders_discount_code` ON `orders` (`discount_code`,`status`) WHERE discount_code IS NOT NULL;