-- The voice tag's preview length: how many seconds of a track's start a preview made with the tag
-- keeps; null (every row so far) is the whole track.
ALTER TABLE `voice_tag` ADD `preview_seconds` integer;