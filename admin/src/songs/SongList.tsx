/**
 * 'Total Songs': every song with its status, paged, sorted and searched by title on the server
 * (the top bar's search), with the admin player at the bottom of the page.
 */
import { CaretRightFilled, MoreOutlined, PauseOutlined } from '@ant-design/icons';
import { SONG_MESSAGES, SONG_STATUSES } from '@beats/contract';
import { getDefaultSortOrder } from '@refinedev/antd';
import { Button, Dropdown, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SongRecord } from '../api/records.ts';
import { useSongSearch } from '../layout/search.tsx';
import { PlayerBar, PlayerProvider, usePlayer } from '../player/AdminPlayer.tsx';
import { CoverImage } from '../ui/CoverImage.tsx';
import { BEYOND_PHONES, useTableScroll } from '../ui/phone.ts';
import { useDebounced } from '../ui/use-debounced.ts';
import { useListTable } from '../ui/use-list-table.ts';
import { DeleteSongDialog } from './DeleteSongDialog.tsx';
import { FreeDownloadTag, PreviewOnlyMark, SongStatus, VoiceTagMark } from './song-status.tsx';

function PlayCell({ song, row }: { song: SongRecord; row: number }) {
  const { state, dispatch } = usePlayer();
  const current = state.currentId === song.id;
  const playing = current && state.isPlaying;
  return (
    <Button
      type="text"
      className={current ? 'admin-row-play admin-row-play--current' : 'admin-row-play'}
      aria-label={`${playing ? 'Pause' : 'Play'} ${song.title}`}
      disabled={!song.audioFile}
      onClick={() => dispatch({ type: 'choose', id: song.id })}
    >
      {/* The row's number is drawn by the stylesheet: as text it would be missing from the name. */}
      <span className="admin-row-play__number" data-row={row} aria-hidden />
      <span className="admin-row-play__icon" aria-hidden>
        {playing ? <PauseOutlined /> : <CaretRightFilled />}
      </span>
    </Button>
  );
}

function SongTable() {
  const navigate = useNavigate();
  const { query } = useSongSearch();
  const search = useDebounced(query.trim(), 300);
  const [status, setStatus] = useState<SongRecord['status'] | undefined>();
  const [deleting, setDeleting] = useState<SongRecord | null>(null);
  const { dispatch } = usePlayer();
  const { tableProps, sorters, tableQuery } = useListTable<SongRecord>('songs', { q: search || undefined, status });

  const songs = tableQuery.data?.data;
  useEffect(() => {
    if (songs) dispatch({ type: 'songs', songs });
  }, [songs, dispatch]);

  const scroll = useTableScroll(760);
  const pagination = tableProps.pagination || {};
  const first = (pagination.current ?? 1) - 1;
  const pageSize = pagination.pageSize ?? 20;

  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Total Songs
        </Typography.Title>
        <Select
          allowClear
          placeholder="Any status"
          aria-label="Status"
          value={status}
          onChange={setStatus}
          options={SONG_STATUSES.map((value) => ({ value, label: value }))}
          style={{ minWidth: 160 }}
        />
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        locale={{ emptyText: SONG_MESSAGES.noSongs }}
        scroll={scroll}
        // Widths from the content, as without the column kept in view (which would make them even).
        tableLayout="auto"
        columns={[
          {
            key: 'play',
            title: '#',
            width: 56,
            render: (_, song, index) => <PlayCell song={song} row={first * pageSize + index + 1} />,
          },
          {
            key: 'cover',
            title: 'Cover',
            width: 64,
            // A phone keeps what a row is (its title), its state and its play and actions.
            responsive: BEYOND_PHONES,
            render: (_, song) => <CoverImage song={song} size={40} />,
          },
          {
            dataIndex: 'title',
            title: 'Title',
            sorter: true,
            defaultSortOrder: getDefaultSortOrder('title', sorters),
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, song) => (
              <Space size={[0, 4]} wrap className="admin-song-status">
                <SongStatus song={song} />
                <PreviewOnlyMark song={song} />
                <FreeDownloadTag song={song} />
                <VoiceTagMark song={song} />
              </Space>
            ),
          },
          {
            dataIndex: 'playCount',
            title: 'Plays',
            sorter: true,
            responsive: BEYOND_PHONES,
            align: 'right',
            defaultSortOrder: getDefaultSortOrder('playCount', sorters),
          },
          {
            dataIndex: 'duration',
            title: 'Duration',
            sorter: true,
            responsive: BEYOND_PHONES,
            align: 'right',
            defaultSortOrder: getDefaultSortOrder('duration', sorters),
          },
          {
            dataIndex: 'likeCount',
            title: 'Likes',
            sorter: true,
            responsive: BEYOND_PHONES,
            align: 'right',
            defaultSortOrder: getDefaultSortOrder('likeCount', sorters),
          },
          {
            key: 'menu',
            title: <span className="visually-hidden">Actions</span>,
            // Kept in view while a table wider than the screen scrolls sideways.
            fixed: 'right',
            width: 56,
            render: (_, song) => (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    // A deleted song has no form: it answers 'Song not found'.
                    { key: 'edit', label: 'Edit Song', disabled: song.status === 'deleted' },
                    { key: 'delete', label: 'Delete Song', danger: true, disabled: song.status === 'deleted' },
                  ],
                  onClick: ({ key }) => {
                    if (key === 'edit') navigate(`/songs/${song.id}/edit`);
                    else setDeleting(song);
                  },
                }}
              >
                <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${song.title}`} />
              </Dropdown>
            ),
          },
        ]}
      />
      <DeleteSongDialog song={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

export function SongList() {
  return (
    <PlayerProvider>
      <SongTable />
      <PlayerBar />
    </PlayerProvider>
  );
}
