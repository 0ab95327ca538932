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
CREATE INDEX `orders_discount_code` ON `orders` (`discount_code`,`status`) WHERE discount_code IS NOT NULL;--> statement-breakpoint
-- The bulk deals in force are shown on public pages and lists (the cart's banner reads them from
-- GET /api/discounts/deals), so changing one moves the catalogue's version on like any other
-- catalogue write (0010). Codes are never shown: changing them leaves the caches alone.
CREATE TRIGGER catalogue_version_deal_insert AFTER INSERT ON discounts WHEN new.kind = 'bulk' BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_deal_update AFTER UPDATE ON discounts WHEN new.kind = 'bulk' OR old.kind = 'bulk' BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_deal_delete AFTER DELETE ON discounts WHEN old.kind = 'bulk' BEGIN
  UPDATE catalogue_version SET version = random() WHERE id = 1;
END;
