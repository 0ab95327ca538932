-- The admin's customers (GET /api/customers) at 100,000 orders without reading them all: each
-- buyer's paid orders counted and summed from one index range (orders_buyer_paid), the buyers
-- listed newest purchase first by walking the paid orders by time (orders_paid_latest, a page
-- stops the walk), and by when they joined from users_created.
CREATE INDEX `orders_buyer_paid` ON `orders` (`user_id`,`completed_at`,`status`,`total`,`refund_total`) WHERE completed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_paid_latest` ON `orders` (`completed_at`,`user_id`,`status`) WHERE completed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `users_created` ON `users` (`created_at`,`id`);