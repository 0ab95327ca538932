-- The bulk deals switched on, by end: the catalogue state reads the next deal end and the public deals
-- read the deals in force about once a second per isolate, through this index however many codes exist.
CREATE INDEX `discounts_bulk_live` ON `discounts` (`ends_at`) WHERE kind = 'bulk' AND active = 1;