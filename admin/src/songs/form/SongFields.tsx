/**
 * The fields of the upload and edit forms (spec, sections 2 and 5): cover, title, description,
 * tag, pricing, duration, BPM, key, label, the free download switch, the preview audio and the
 * licensed files the plans deliver. Choosing a preview reads its length into Duration and its
 * waveform for the server.
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  AUDIO_ACCEPT,
  DEFAULT_MUSIC_TAGS,
  DELIVERABLE_NAMES,
  type Deliverable,
  formatDuration,
  IMAGE_ACCEPT,
  SONG_MESSAGES,
  SongFiltersSchema,
  ZIP_ACCEPT,
} from '@beats/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, type FormInstance, Input, InputNumber, Row, Select, Switch, Upload } from 'antd';
import type { ReactNode } from 'react';
import { api } from '../../api/client.ts';
import type { SongRecord } from '../../api/records.ts';
import { CoverImage } from '../../ui/CoverImage.tsx';
import { PreviewChoice } from '../../voice-tag/PreviewChoice.tsx';
import { analyseAudio } from '../media/audio-analysis.ts';
import { coverThumbnail } from '../media/cover-sizes.ts';
import { type FileSlot, fileProblem } from './file-rules.ts';
import { PacksNotOffered } from './PacksNotOffered.tsx';
import { chosenFile, fileRule, pickedFiles, SONG_RULES, type SongFormValues } from './song-form-values.ts';

/** The spec's tags first, then the store's own. */
function useTagOptions() {
  const { data } = useQuery({
    queryKey: ['song-filters'],
    queryFn: async () => SongFiltersSchema.parse((await api.get('/songs/filters')).data),
  });
  const tags = [...DEFAULT_MUSIC_TAGS, ...(data?.musicTags ?? [])];
  const unique = [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()];
  return unique.map((tag) => ({ value: tag, label: tag }));
}

function FilePicker({
  name,
  label,
  slot,
  accept,
  hint,
  onChosen,
}: {
  name: keyof SongFormValues;
  label: string;
  slot: FileSlot;
  accept: string;
  hint?: ReactNode;
  onChosen?: (file: File | null) => void;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={pickedFiles}
      rules={[fileRule(slot)]}
      extra={hint}
    >
      <Upload
        accept={accept}
        maxCount={1}
        listType={slot === 'cover' ? 'picture-card' : 'text'}
        // Nothing leaves before the form is sent: the files go with it.
        beforeUpload={() => false}
        previewFile={coverThumbnail}
        onChange={({ fileList }) => onChosen?.(chosenFile(fileList.slice(-1)))}
      >
        {slot === 'cover' ? (
          // antd's picker is the button: its content only shows what it does.
          <div className="admin-cover-pick">
            <UploadOutlined aria-hidden /> {label}
          </div>
        ) : (
          <Button icon={<UploadOutlined />}>Choose {label}</Button>
        )}
      </Upload>
    </Form.Item>
  );
}

export interface SongFieldsProps {
  form: FormInstance<SongFormValues>;
  /** The chosen preview's waveform levels, or null when it has none (no file, or undecodable). */
  onWaveform: (peaks: number[] | null) => void;
  /** On the edit page, the song as it is: its files are there, and a chosen one replaces them. */
  current?: SongRecord;
}

/** What the free download switch does, under it. */
const FREE_DOWNLOAD_HINT = 'Visitors get the preview, as it plays in the store, for their e-mail address.';

/** What the song has now in a licensed file's field, and what lacking it means. */
const licensedNow = (song: SongRecord, kind: Deliverable) =>
  song.files[kind]
    ? 'Now: on file.'
    : `Now: none, so plans with ${DELIVERABLE_NAMES[kind]} are not offered for this track.`;

/**
 * What the song being edited has as its preview. One made with the voice tag may keep only the
 * track's start (the tag's preview length), so the duration is said as the track's, not the preview's.
 */
const previewNow = (song: SongRecord) => {
  if (!song.audioFile) return 'Now: none.';
  if (song.previewVoiceTag) return `Now: a preview made with your voice tag, of a track of ${song.duration}.`;
  return `Now: a preview of ${song.duration}.`;
};

/** A hint, and under it what the song being edited has now. */
const withNow = (hint: string, now: ReactNode) => (
  <>
    {hint}
    {now && <div className="admin-file-now">{now}</div>}
  </>
);

export function SongFields({ form, onWaveform, current }: SongFieldsProps) {
  const replacing = current !== undefined;
  const tagOptions = useTagOptions();
  // Made with the voice tag, the preview has no file to choose (setFieldValue updates this too).
  const previewFrom = Form.useWatch('previewFrom', form);
  const previewChosen = async (file: File | null) => {
    onWaveform(null);
    if (!file || fileProblem('preview', file)) return;
    try {
      const { durationSeconds, peaks } = await analyseAudio(file);
      form.setFieldValue('duration', formatDuration(durationSeconds));
      onWaveform(peaks);
    } catch (error) {
      console.warn('The preview could not be decoded', error);
      form.setFields([{ name: 'preview', errors: [SONG_MESSAGES.audioInvalid] }]);
    }
  };
  const replace = (what: string) => (replacing ? `New ${what}` : what);
  return (
    <Row gutter={24}>
      <Col xs={24} md={8}>
        <FilePicker
          name="cover"
          label={replace('Cover image')}
          slot="cover"
          accept={IMAGE_ACCEPT}
          hint={withNow(
            'JPG, PNG or WebP, at most 5 MB',
            current && (
              <>
                <CoverImage song={current} size={40} /> Now: this cover
              </>
            ),
          )}
        />
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="title" label="Title" rules={SONG_RULES.title}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={SONG_RULES.description}>
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="musicTag" label="Tag" rules={SONG_RULES.musicTag}>
              <Select mode="tags" options={tagOptions} maxCount={5} aria-label="Tag" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="pricing" label="Pricing ($)" rules={SONG_RULES.pricing}>
              {/* Not clamped: an amount out of range gets the rule's message rather than a silent change. */}
              <InputNumber step={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="duration" label="Duration" rules={SONG_RULES.duration}>
              <Input placeholder="00:00" inputMode="numeric" />
            </Form.Item>
          </Col>
          {/* Two a row on a phone, the label under them: at three, 'Ab major' was cut. */}
          <Col xs={12} sm={8}>
            <Form.Item name="bpm" label="BPM" rules={SONG_RULES.bpm}>
              <InputNumber step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="musicalKey" label="Key" rules={SONG_RULES.musicalKey}>
              <Input placeholder="A minor" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="label" label="Label" rules={SONG_RULES.label}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="freeDownload"
          label="Free download"
          valuePropName="checked"
          extra={withNow(
            FREE_DOWNLOAD_HINT,
            // The store offers nothing free once the exclusive is sold; the switch keeps its place.
            current?.status === 'sold' && 'Not offered while the exclusive is sold.',
          )}
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <PreviewChoice form={form} current={current} />
        {previewFrom !== 'voiceTag' && (
          <FilePicker
            name="preview"
            label={replace('Audio file')}
            slot="preview"
            accept={AUDIO_ACCEPT}
            hint={withNow(
              'The preview the store plays: MP3, WAV, FLAC or AAC, at most 50 MB',
              current && previewNow(current),
            )}
            onChosen={previewChosen}
          />
        )}
        <FilePicker
          name="mp3"
          label={replace('Untagged MP3')}
          slot="mp3"
          accept="audio/mpeg,.mp3"
          hint={withNow('Delivered to buyers of plans with MP3', current && licensedNow(current, 'mp3'))}
        />
      </Col>
      <Col xs={24} md={12}>
        <FilePicker
          name="wav"
          label={replace('WAV')}
          slot="wav"
          accept="audio/wav,audio/x-wav,.wav"
          hint={withNow('Delivered to buyers of plans with WAV', current && licensedNow(current, 'wav'))}
        />
        <FilePicker
          name="stems"
          label={replace('Stems ZIP')}
          slot="stems"
          accept={ZIP_ACCEPT}
          hint={withNow(
            'Delivered to buyers of plans with stems: a ZIP of at most 1 GB',
            current && licensedNow(current, 'stems'),
          )}
        />
      </Col>
      <Col xs={24}>
        <PacksNotOffered form={form} current={current} />
      </Col>
    </Row>
  );
}
