/** A song's status as the list shows it: published, scheduled for a date, sold exclusive, deleted. */
import { songOffer } from '@beats/contract';
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

/** On the store, or to be at its scheduled time: neither sold outright nor deleted. */
const onTheStore = (status: SongRecord['status']): boolean => status === 'published' || status === 'scheduled';

/**
 * Whether visitors can (or, scheduled, will) get the song free for their address: the switch is
 * on and the song is on sale. A sold exclusive or a deleted song offers nothing, whatever the switch.
 */
export const offeredFree = (song: Pick<SongRecord, 'status' | 'freeDownload'>): boolean =>
  song.freeDownload && onTheStore(song.status);

/** The list's mark of a song offered free. */
export function FreeDownloadTag({ song }: { song: Pick<SongRecord, 'status' | 'freeDownload'> }) {
  // The store's violet, as the inbox marks an unread message: antd's purple tag is too faint on the dark surface.
  return offeredFree(song) ? <Tag color={STORE_COLOURS.accentStrong}>free download</Tag> : null;
}

/** The list's mark of a preview made with the voice tag (made again when the tag changes). */
export function VoiceTagMark({ song }: { song: Pick<SongRecord, 'previewVoiceTag'> }) {
  return song.previewVoiceTag ? <Tag>voice tag</Tag> : null;
}

/**
 * Whether the song is (or, scheduled, will be) on the store with nothing to sell: the contract's
 * rule (`songOffer`: no licensed file, and every pack delivers at least one). The storefront shows
 * it as 'Preview Only'.
 */
export const previewOnly = (song: Pick<SongRecord, 'status' | 'deliverables'>): boolean =>
  onTheStore(song.status) && songOffer(song) === 'preview-only';

/** The list's mark of a song on the store that no license can be bought for yet. */
export function PreviewOnlyMark({ song }: { song: Pick<SongRecord, 'status' | 'deliverables'> }) {
  return previewOnly(song) ? <Tag color="orange">preview only</Tag> : null;
}
