-- A code each buyer may use for one order (a welcome code): checkout counts the buyer's own orders
-- with it (worker/src/discounts/checkout-discounts.ts). Codes made before stay usable as before.
ALTER TABLE `discounts` ADD `once_per_buyer` integer DEFAULT false NOT NULL;
