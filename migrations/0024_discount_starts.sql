-- A discount's optional start (ms; null: as soon as it is switched on), for a sale set up ahead of its
-- time. The catalogue state seeks the next start of a bulk deal switched on in discounts_bulk_starts,
-- as it seeks the next end in discounts_bulk_live, however many codes exist.
ALTER TABLE `discounts` ADD `starts_at` integer;--> statement-breakpoint
CREATE INDEX `discounts_bulk_starts` ON `discounts` (`starts_at`) WHERE kind = 'bulk' AND active = 1;