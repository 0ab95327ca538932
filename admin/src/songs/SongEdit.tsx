/**
 * 'Edit Song': the song's fields (files are optional replacements), Cancel and 'Update Song'.
 * A failed update says why in the spec's words, by status (section 8); a song that cannot be
 * loaded sends the admin back to the list ('Failed to load song data'), an unknown one shows
 * 'Song not found'. Replaced licensed files stay for the buyers who have them.
 */
import { SONG_MESSAGES, SONG_UPDATE_TIMEOUT_MS, songUpdateError } from '@beats/contract';
import { useInvalidate, useOne } from '@refinedev/core';
import { App, Button, Card, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { requestFailure } from '../api/client.ts';
import type { SongRecord } from '../api/records.ts';
import { useReloadRecentUploads } from '../layout/recent-uploads.ts';
import { localMinuteField, localMinuteNote } from '../ui/dates.ts';
import { taggedPreviewSource } from '../voice-tag/preview-source.ts';
import { SongFields } from './form/SongFields.tsx';
import { showServerErrors } from './form/server-errors.ts';
import { changedPublishAt, type SongFormValues } from './form/song-form-values.ts';
import { UploadProgress } from './form/UploadProgress.tsx';
import { useSongSender } from './form/use-song-sender.ts';
import { SongStatus } from './song-status.tsx';

const valuesOf = (song: SongRecord): SongFormValues => ({
  title: song.title,
  description: song.description,
  musicTag: song.musicTag,
  pricing: song.pricing,
  duration: song.duration,
  bpm: song.bpm,
  musicalKey: song.musicalKey ?? '',
  label: song.label ?? '',
  publishAt: song.publishedAt,
  freeDownload: song.freeDownload,
  previewFrom: 'file',
});

function EditForm({ song }: { song: SongRecord }) {
  const [form] = Form.useForm<SongFormValues>();
  const publishAt = Form.useWatch('publishAt', form);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const reloadRecent = useReloadRecentUploads();
  const [waveform, setWaveform] = useState<number[] | null>(null);
  const { progress, busy, send } = useSongSender();

  const update = async () => {
    let values: SongFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // The publication time is sent only when it was changed.
    const publishAt = changedPublishAt(values.publishAt, song.publishedAt);
    const outcome = await send({
      method: 'put',
      url: `/songs/${song.id}`,
      values: { ...values, publishAt },
      waveform,
      taggedFrom: values.previewFrom === 'voiceTag' ? taggedPreviewSource(values, song) : null,
      timeouts: SONG_UPDATE_TIMEOUT_MS,
    });
    if (!outcome) return;
    if ('failure' in outcome) {
      const { failure } = outcome;
      showServerErrors(form, failure);
      message.error(
        songUpdateError({
          ...(failure.statusCode > 0 && { status: failure.statusCode }),
          // The store's own words for a 400 or 422; without them, the spec's.
          message: failure.reason,
          timeout: failure.timeout === true,
        }),
      );
      return;
    }
    message.success(SONG_MESSAGES.updated);
    // Recent Uploads shows the song's title and tag too.
    await Promise.all([
      invalidate({ resource: 'songs', id: song.id, invalidates: ['list', 'detail'] }),
      reloadRecent(),
    ]);
    navigate('/songs');
  };

  return (
    <Card>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          Edit Song
        </Typography.Title>
        <SongStatus song={song} />
      </Space>
      <Form form={form} layout="vertical" initialValues={valuesOf(song)} disabled={busy} requiredMark={false}>
        <SongFields form={form} onWaveform={setWaveform} current={song} />
        {/*
          The browser's own date and time field: a time typed in is in the form at once, so
          'Update Song' sends it without an OK first. Shown in the admin's time zone, to the minute,
          and written under it as the lists write it.
        */}
        <Form.Item
          name="publishAt"
          label="Published at"
          {...localMinuteField}
          rules={[{ required: true, message: SONG_MESSAGES.scheduleInvalid }]}
          extra={localMinuteNote(publishAt, 'a time in the future schedules the song again.')}
        >
          <Input type="datetime-local" style={{ width: 'auto' }} />
        </Form.Item>
      </Form>
      <UploadProgress progress={progress} />
      <Space wrap>
        <Button onClick={() => navigate('/songs')}>Cancel</Button>
        <Button type="primary" loading={busy} onClick={() => void update()}>
          Update Song
        </Button>
      </Space>
    </Card>
  );
}

export function SongEdit() {
  const { id } = useParams();
  const { message } = App.useApp();
  const { result, query } = useOne<SongRecord>({
    resource: 'songs',
    id: id ?? '',
    queryOptions: { enabled: id !== undefined, retry: false },
    errorNotification: false,
  });
  const navigate = useNavigate();
  const failure = query.error ? requestFailure(query.error) : null;
  const notFound = failure?.statusCode === 404;
  const failed = failure !== null && !notFound;
  useEffect(() => {
    if (failed) message.error(SONG_MESSAGES.loadFailed);
  }, [failed, message]);

  if (notFound) {
    return (
      <Result
        status="404"
        title={SONG_MESSAGES.notFound}
        extra={
          <Button type="primary" onClick={() => navigate('/songs')}>
            Back to the songs
          </Button>
        }
      />
    );
  }
  if (failed) return <Navigate to="/songs" replace />;
  if (query.isLoading || !result) return <Spin tip="Loading..." fullscreen={false} />;
  return <EditForm key={result.id} song={result} />;
}
