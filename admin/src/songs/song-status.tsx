/** A song's status as the list shows it: published, scheduled for a date, sold exclusive, deleted. */
import { Tag } from 'antd';
import type { SongRecord } from '../api/records.ts';
import { STORE_COLOURS } from '../theme/theme.ts';
import { formatDateTime } from '../ui/dates.ts';

export function SongStatus({ song }: { song: Pick<SongRecord, 'status' | 'publishedAt'> }) {
  switch (song.status) {
    case 'published':
      return <Tag color="green">published</Tag>;
    case 'scheduled':
      return <Tag color="blue">scheduled for {formatDateTime(song.publishedAt)}</Tag>;
    case 'sold':
      return <Tag color="gold">sold exclusive</Tag>;
    case 'deleted':
      return <Tag>deleted</Tag>;
  }
}

/**
 * Whether visitors can (or, scheduled, will) get the song free for their address: the switch is
 * on and the song is on sale. A sold exclusive or a deleted song offers nothing, whatever the switch.
 */
export const offeredFree = (song: Pick<SongRecord, 'status' | 'freeDownload'>): boolean =>
  song.freeDownload && (song.status === 'published' || song.status === 'scheduled');

/** The list's mark of a song offered free. */
export function FreeDownloadTag({ song }: { song: Pick<SongRecord, 'status' | 'freeDownload'> }) {
  // The store's violet, as the inbox marks an unread message: antd's purple tag is too faint on the dark surface.
  return offeredFree(song) ? <Tag color={STORE_COLOURS.accentStrong}>free download</Tag> : null;
}

/** The list's mark of a preview made with the voice tag (made again when the tag changes). */
export function VoiceTagMark({ song }: { song: Pick<SongRecord, 'previewVoiceTag'> }) {
  return song.previewVoiceTag ? <Tag>voice tag</Tag> : null;
}
