/**
 * 'Upload Song': the form, then Discard, Schedule ('Schedule Publication') or Publish. The files
 * go first (multipart, resumable), then the song; the store shows it at once or at its time.
 */
import { DEFAULT_DURATION, DEFAULT_MUSIC_TAG, SONG_MESSAGES } from '@beats/contract';
import { useInvalidate } from '@refinedev/core';
import { App, Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useReloadRecentUploads } from '../layout/recent-uploads.ts';
import { taggedPreviewSource } from '../voice-tag/preview-source.ts';
import { SongFields } from './form/SongFields.tsx';
import { showServerErrors } from './form/server-errors.ts';
import { chosenFile, hasPreview, type SongFormValues, UPLOADED_FILES } from './form/song-form-values.ts';
import { UploadProgress } from './form/UploadProgress.tsx';
import { useSongSender } from './form/use-song-sender.ts';
import { discardUpload } from './media/multipart-upload.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';

const INITIAL: SongFormValues = { musicTag: [DEFAULT_MUSIC_TAG], duration: DEFAULT_DURATION, freeDownload: false };

export function SongUpload() {
  const [form] = Form.useForm<SongFormValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const reloadRecent = useReloadRecentUploads();
  const [waveform, setWaveform] = useState<number[] | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const { progress, busy, send, stop } = useSongSender();

  const publish = async (publishAt: string | null) => {
    const values = form.getFieldsValue();
    if (!values.title?.trim() || !chosenFile(values.cover) || !hasPreview(values)) {
      message.error(SONG_MESSAGES.required);
      return;
    }
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const outcome = await send({
      method: 'post',
      url: '/songs',
      values: { ...values, publishAt },
      waveform,
      taggedFrom: values.previewFrom === 'voiceTag' ? taggedPreviewSource(values) : null,
    });
    if (!outcome) return;
    if ('failure' in outcome) {
      console.error('Upload failed', outcome.failure);
      showServerErrors(form, outcome.failure);
      message.error(`Upload failed. ${outcome.failure.message || 'Please check the console for details.'}`);
      return;
    }
    message.success(SONG_MESSAGES.published);
    await Promise.all([invalidate({ resource: 'songs', invalidates: ['list'] }), reloadRecent()]);
    navigate('/songs');
  };

  const discard = () => {
    stop();
    const values = form.getFieldsValue();
    for (const { slot } of UPLOADED_FILES) {
      const file = chosenFile(values[slot]);
      if (file) void discardUpload(slot, file);
    }
    form.resetFields();
    setWaveform(null);
  };

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
