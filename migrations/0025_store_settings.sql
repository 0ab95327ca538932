-- The owner's settings (admin Settings page): one row, or none before the first save, when the
-- deployment's SALE_MAIL and STORE_TIME_ZONE variables stand in.
CREATE TABLE `store_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`sale_mail` integer NOT NULL,
	`time_zone` text NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK("store_settings"."id" = 1)
);
