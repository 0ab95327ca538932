/** A song's status as the list shows it: published, scheduled for a date, sold exclusive, deleted. */
import { Tag } from 'antd';
import type { SongRecord } from '../api/records.ts';
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
