/**
 * 'Upload Song': the form, then Discard, Schedule ('Schedule Publication') or Publish. The files
 * go first (multipart, resumable), then the song; the store shows it at once or at its time.
 */
import { DEFAULT_DURATION, DEFAULT_MUSIC_TAG, SONG_MESSAGES } from '@beats/contract';
import { useInvalidate } from '@refinedev/core';
import { App, Button, Card, Form, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { requestFailure } from '../api/client.ts';
import { useReloadRecentUploads } from '../layout/recent-uploads.ts';
import { SongFields } from './form/SongFields.tsx';
import { type Progress, sendSong } from './form/send-song.ts';
import { showServerErrors } from './form/server-errors.ts';
import { chosenFile, type SongFormValues, UPLOADED_FILES } from './form/song-form-values.ts';
import { UploadProgress } from './form/UploadProgress.tsx';
import { discardUpload } from './media/multipart-upload.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';

const INITIAL: SongFormValues = { musicTag: [DEFAULT_MUSIC_TAG], duration: DEFAULT_DURATION };

export function SongUpload() {
  const [form] = Form.useForm<SongFormValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const reloadRecent = useReloadRecentUploads();
  const [waveform, setWaveform] = useState<number[] | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const sending = useRef<AbortController | null>(null);

  // Leaving the page stops what it was sending (the server's sweep removes the unfinished parts).
  useEffect(() => () => sending.current?.abort(), []);

  const publish = async (publishAt: Dayjs | null) => {
    const values = form.getFieldsValue();
    if (!values.title?.trim() || !chosenFile(values.cover) || !chosenFile(values.preview)) {
      message.error(SONG_MESSAGES.required);
      return;
    }
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const controller = new AbortController();
    sending.current = controller;
    setProgress({ sent: 0, total: 0 });
    try {
      await sendSong({
        method: 'post',
        url: '/songs',
        values: { ...values, publishAt },
        waveform,
        signal: controller.signal,
        onProgress: setProgress,
      });
      message.success(SONG_MESSAGES.published);
      await Promise.all([invalidate({ resource: 'songs', invalidates: ['list'] }), reloadRecent()]);
      navigate('/songs');
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = requestFailure(error);
      console.error('Upload failed', failure);
      showServerErrors(form, failure);
      message.error(`Upload failed. ${failure.message || 'Please check the console for details.'}`);
    } finally {
      sending.current = null;
      setProgress(null);
    }
  };

  const discard = () => {
    sending.current?.abort();
    const values = form.getFieldsValue();
    for (const { slot } of UPLOADED_FILES) {
      const file = chosenFile(values[slot]);
      if (file) void discardUpload(slot, file);
    }
    form.resetFields();
    setWaveform(null);
  };

  const busy = progress !== null;
  return (
    <Card>
      <Typography.Title level={1} className="admin-page-title">
        Upload Song
      </Typography.Title>
      <Form form={form} layout="vertical" initialValues={INITIAL} disabled={busy} requiredMark={false}>
        <SongFields form={form} onWaveform={setWaveform} />
      </Form>
      <UploadProgress progress={progress} />
      <Space wrap>
        <Button onClick={discard}>Discard</Button>
        <Button disabled={busy} onClick={() => setScheduling(true)}>
          Schedule
        </Button>
        <Button type="primary" loading={busy} onClick={() => void publish(null)}>
          Publish
        </Button>
      </Space>
      <ScheduleDialog
        open={scheduling}
        onCancel={() => setScheduling(false)}
        onConfirm={(at) => {
          setScheduling(false);
          void publish(at);
        }}
      />
    </Card>
  );
}
