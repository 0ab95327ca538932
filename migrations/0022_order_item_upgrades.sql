-- Which paid orders a later license upgrade counted (the admin's orders warn before refunding one):
-- the upgrade lines of a track, found by the track without reading every sale of it.
CREATE INDEX `order_items_upgrades` ON `order_items` (`song_id`,`order_id`) WHERE credit > 0;