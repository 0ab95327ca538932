-- Each refund of an order in its own row, so the sales figures subtract a refund in its own
-- period (worker/src/analytics/sales-queries.ts); until now an order's later partial refunds were
-- counted at its first refund's time. The orders refunded before keep their one row: what was
-- given back in all, at the first refund's time, as the figures showed them.
CREATE TABLE `order_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`amount` integer NOT NULL,
	`whole` integer NOT NULL,
	`refunded_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_refunds_order` ON `order_refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_refunds_sales` ON `order_refunds` (`refunded_at`,`amount`,`whole`);--> statement-breakpoint
DROP INDEX `orders_refunds`;--> statement-breakpoint
INSERT INTO `order_refunds` (`order_id`, `amount`, `whole`, `refunded_at`)
  SELECT `id`, `refund_total`, `refund_total` >= `total`, `refunded_at` FROM `orders`
  WHERE `refunded_at` IS NOT NULL AND `refund_total` > 0;
