-- A license upgrade: a buyer who owns a track pays a higher plan's price less what they paid
-- for the track's licenses before (the credit, cents). Lines bought before are first purchases: 0.
ALTER TABLE `order_items` ADD `credit` integer DEFAULT 0 NOT NULL;