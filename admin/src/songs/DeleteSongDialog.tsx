/**
 * 'Delete Song': the spec's confirmation. Deleting takes the song out of the store; its buyers
 * keep it and its files.
 */
import { SONG_MESSAGES } from '@beats/contract';
import { useDelete } from '@refinedev/core';
import { Modal, Typography } from 'antd';
import type { SongRecord } from '../api/records.ts';
import { useReloadRecentUploads } from '../layout/recent-uploads.ts';

export function DeleteSongDialog({ song, onClose }: { song: SongRecord | null; onClose: () => void }) {
  const { mutate, mutation } = useDelete();
  const reloadRecent = useReloadRecentUploads();
  const confirm = () => {
    if (!song) return;
    mutate(
      {
        resource: 'songs',
        id: song.id,
        successNotification: () => ({ type: 'success', message: SONG_MESSAGES.deleted(song.title) }),
        errorNotification: () => ({ type: 'error', message: SONG_MESSAGES.deleteFailed }),
      },
      // A deleted song leaves Recent Uploads as it leaves the store.
      { onSuccess: () => void reloadRecent(), onSettled: onClose },
    );
  };
  return (
    <Modal
      open={song !== null}
      title="Delete Song"
      okText="Delete"
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText="Cancel"
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>Are you sure you want to delete "{song?.title}"?</Typography.Paragraph>
      <Typography.Paragraph type="secondary">This action cannot be undone.</Typography.Paragraph>
    </Modal>
  );
}
