-- The admin's customers sorted by what they spent, or by their last purchase, at any number of
-- orders: each buyer's paid orders (completed, or refunded since) summed in customer_totals, kept
-- by the triggers below in the same statement as the order's change, and filled here from the
-- orders there are. Adding a paid order is O(1); a paid order that changes (a refund) or leaves
-- takes its old share off and reads the buyer's newest paid order again from orders_buyer_paid.
-- orders_paid_latest, which only the customers' walk by last purchase used, goes.
CREATE TABLE `customer_totals` (
	`user_id` text PRIMARY KEY NOT NULL,
	`paid_orders` integer NOT NULL,
	`spent` integer NOT NULL,
	`last_purchase_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_totals_spent` ON `customer_totals` (`spent`,`user_id`);--> statement-breakpoint
CREATE INDEX `customer_totals_latest` ON `customer_totals` (`last_purchase_at`,`user_id`);--> statement-breakpoint
DROP INDEX `orders_paid_latest`;--> statement-breakpoint
INSERT INTO customer_totals (user_id, paid_orders, spent, last_purchase_at)
  SELECT user_id, count(*), sum(total - refund_total), max(completed_at) FROM orders
  WHERE orders.completed_at IS NOT NULL AND orders.status IN ('completed', 'refunded')
  GROUP BY user_id;--> statement-breakpoint
CREATE TRIGGER customer_totals_order_added AFTER INSERT ON orders
  WHEN NEW.completed_at IS NOT NULL AND NEW.status IN ('completed', 'refunded')
  BEGIN
    INSERT INTO customer_totals (user_id, paid_orders, spent, last_purchase_at)
    VALUES (NEW.user_id, 1, NEW.total - NEW.refund_total, NEW.completed_at)
    ON CONFLICT (user_id) DO UPDATE SET
      paid_orders = paid_orders + 1,
      spent = spent + excluded.spent,
      last_purchase_at = max(last_purchase_at, excluded.last_purchase_at);
  END;--> statement-breakpoint
CREATE TRIGGER customer_totals_order_left AFTER UPDATE OF status, completed_at, total, refund_total, user_id ON orders
  WHEN OLD.completed_at IS NOT NULL AND OLD.status IN ('completed', 'refunded')
  BEGIN
    UPDATE customer_totals SET
      paid_orders = paid_orders - 1,
      spent = spent - (OLD.total - OLD.refund_total),
      last_purchase_at = coalesce(
        (SELECT max(o.completed_at) FROM orders AS o
          WHERE o.user_id = OLD.user_id AND o.completed_at IS NOT NULL AND o.status IN ('completed', 'refunded')),
        0)
    WHERE user_id = OLD.user_id;
  END;--> statement-breakpoint
CREATE TRIGGER customer_totals_order_entered AFTER UPDATE OF status, completed_at, total, refund_total, user_id ON orders
  WHEN NEW.completed_at IS NOT NULL AND NEW.status IN ('completed', 'refunded')
  BEGIN
    INSERT INTO customer_totals (user_id, paid_orders, spent, last_purchase_at)
    VALUES (NEW.user_id, 1, NEW.total - NEW.refund_total, NEW.completed_at)
    ON CONFLICT (user_id) DO UPDATE SET
      paid_orders = paid_orders + 1,
      spent = spent + excluded.spent,
      last_purchase_at = max(last_purchase_at, excluded.last_purchase_at);
  END;--> statement-breakpoint
CREATE TRIGGER customer_totals_order_deleted AFTER DELETE ON orders
  WHEN OLD.completed_at IS NOT NULL AND OLD.status IN ('completed', 'refunded')
  BEGIN
    UPDATE customer_totals SET
      paid_orders = paid_orders - 1,
      spent = spent - (OLD.total - OLD.refund_total),
      last_purchase_at = coalesce(
        (SELECT max(o.completed_at) FROM orders AS o
          WHERE o.user_id = OLD.user_id AND o.completed_at IS NOT NULL AND o.status IN ('completed', 'refunded')),
        0)
    WHERE user_id = OLD.user_id;
  END;
