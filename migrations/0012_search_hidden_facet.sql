-- A search's total is its matches less those not public (deleted, or not released yet). Counting
-- those asked the index about every match, or about every song not public: a third of a common
-- word's search. Now the songs that were not public when their row was last written carry a
-- facet token 'h' (hidden), so the index finds the few candidates by itself and only those are
-- checked against the clock (worker/src/catalogue/search.ts, `searchCounts`). The token may
-- outlive a release (a superset is harmless, as the check is exact); the hourly maintenance
-- takes it off released songs (worker/src/maintenance/search-facets.ts). A minute's margin
-- covers the Worker's and D1's clocks disagreeing about a song published "now".
DROP VIEW song_search_text;
--> statement-breakpoint
CREATE VIEW song_search_text AS
SELECT
  s.id AS song_id,
  (SELECT coalesce(group_concat(tag, ' '), '') FROM song_tags WHERE song_id = s.id) AS tags,
  trim(
    coalesce('b' || s.bpm, '') || ' ' ||
    (SELECT coalesce(group_concat('t' || lower(hex(tag_key)), ' '), '') FROM song_tags WHERE song_id = s.id) ||
    CASE WHEN s.deleted_at IS NOT NULL OR s.publish_at > unixepoch('subsec') * 1000 - 60000 THEN ' h' ELSE '' END
  ) AS facets
FROM songs AS s;
--> statement-breakpoint
DROP TRIGGER songs_fts_update;
--> statement-breakpoint
CREATE TRIGGER songs_fts_update AFTER UPDATE OF title, description, user_id, bpm, publish_at, deleted_at ON songs
WHEN old.title IS NOT new.title OR old.description IS NOT new.description OR old.user_id IS NOT new.user_id
  OR old.bpm IS NOT new.bpm OR old.publish_at IS NOT new.publish_at OR old.deleted_at IS NOT new.deleted_at
BEGIN
  UPDATE songs_fts
  SET title = new.title,
      description = new.description,
      artist = (SELECT name FROM users WHERE id = new.user_id),
      facets = (SELECT facets FROM song_search_text WHERE song_id = new.id)
  WHERE rowid = new.id;
END;
--> statement-breakpoint
UPDATE songs_fts SET facets = (SELECT facets FROM song_search_text WHERE song_id = songs_fts.rowid)
WHERE rowid IN (SELECT id FROM songs WHERE deleted_at IS NOT NULL OR publish_at > unixepoch('subsec') * 1000 - 60000);
