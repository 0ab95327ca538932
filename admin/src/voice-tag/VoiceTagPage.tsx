/**
 * 'Voice tag': the owner's short recording that the store's previews carry, how often it plays,
 * how loud, and how much of each track a preview keeps. Saved here once; the song forms then make
 * a track's preview from its untagged MP3 (or WAV) with it. Buyers' files are never tagged.
 */
import { UploadOutlined } from '@ant-design/icons';
import { AUDIO_ACCEPT, FORMATS_OF_KIND, VOICE_TAG_LIMITS, VOICE_TAG_MESSAGES, type VoiceTag } from '@beats/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Select, Space, Spin, Typography, Upload, type UploadFile } from 'antd';
import { requestFailure } from '../api/client.ts';
import { formatOfFile } from '../songs/form/file-rules.ts';
import { chosenFile, pickedFiles } from '../songs/form/song-form-values.ts';
import { formatDateTime } from '../ui/dates.ts';
import { useFormSave } from '../ui/use-form-save.ts';
import { previewFieldOf, previewLengthOptions, previewSecondsOf } from './preview-lengths.ts';
import { RemakePreviews } from './RemakePreviews.tsx';
import { TryVoiceTag } from './TryVoiceTag.tsx';
import { fetchAudio, fetchVoiceTag, removeVoiceTag, saveVoiceTag, VOICE_TAG_QUERY_KEY } from './voice-tag-api.ts';

interface VoiceTagFormValues {
  file?: UploadFile[];
  everySeconds: number;
  volumePercent: number;
  /** The seconds of a track's start a preview keeps; 0: the whole track. */
  previewSeconds: number;
}

/** The form's fields, named as the API names them in its per-field messages. */
const FIELDS = ['file', 'everySeconds', 'volumePercent', 'previewSeconds'] as const;

/** The settings as the form holds them, as the mix and the API take them. */
const settingsOf = (values: VoiceTagFormValues) => ({
  everySeconds: values.everySeconds,
  volumePercent: values.volumePercent,
  previewSeconds: previewSecondsOf(values.previewSeconds),
});

/** The checks the server makes again by the file's content: its type and size. */
async function checkFile(_: unknown, list: UploadFile[] | undefined) {
  const file = chosenFile(list);
  if (!file) return;
  const format = formatOfFile(file);
  // A voice tag may be any audio a preview may be.
  if (!format || !FORMATS_OF_KIND.preview.includes(format)) throw new Error(VOICE_TAG_MESSAGES.invalid);
  if (file.size > VOICE_TAG_LIMITS.bytes) throw new Error(VOICE_TAG_MESSAGES.tooLarge);
}

const wholeIn = ({ min, max }: { min: number; max: number }, message: string) => [
  { required: true, message },
  { type: 'integer' as const, min, max, message },
];

function CurrentTag({ voiceTag }: { voiceTag: VoiceTag }) {
  return (
    <Space direction="vertical" className="admin-voice-tag-now">
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken tag of a few seconds; its words are the owner's name. */}
      <audio controls preload="none" src={voiceTag.fileUrl} aria-label="Your voice tag" />
      <Typography.Text type="secondary">
        {voiceTag.durationSeconds.toFixed(1)} s, {voiceTag.format.toUpperCase()}, saved{' '}
        {formatDateTime(voiceTag.updatedAt)}
      </Typography.Text>
    </Space>
  );
}

export function VoiceTagPage() {
  const { message, modal } = App.useApp();
  const queries = useQueryClient();
  const [form] = Form.useForm<VoiceTagFormValues>();
  const { saving, save: run } = useFormSave(form, FIELDS);
  const { data: voiceTag, isPending } = useQuery({ queryKey: VOICE_TAG_QUERY_KEY, queryFn: fetchVoiceTag });

  const show = (next: VoiceTag | null) => {
    queries.setQueryData(VOICE_TAG_QUERY_KEY, next);
    form.setFieldsValue({ file: [] });
  };

  const save = async (values: VoiceTagFormValues) => {
    const file = chosenFile(values.file);
    if (!file && !voiceTag) {
      form.setFields([{ name: 'file', errors: [VOICE_TAG_MESSAGES.fileRequired] }]);
      return;
    }
    await run(async () => {
      show(await saveVoiceTag({ file, ...settingsOf(values) }));
    }, VOICE_TAG_MESSAGES.saved);
  };

  /** The tag as the form stands, for trying it: the recording chosen, else the one saved, and the settings typed. */
  const formTag = async () => {
    const values = await form.validateFields([...FIELDS]).catch(() => null);
    if (!values) return null;
    const file = chosenFile(values.file);
    const tag = file ?? (voiceTag ? await fetchAudio(voiceTag.fileUrl) : null);
    return tag && { tag, settings: settingsOf(values) };
  };

  const remove = () =>
    modal.confirm({
      title: 'Remove your voice tag?',
      content: 'Previews already made with it keep it. New previews can no longer be made with it.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await removeVoiceTag();
          show(null);
          message.success(VOICE_TAG_MESSAGES.removed);
        } catch (error) {
          message.error(requestFailure(error).message);
        }
      },
    });

  if (isPending) return <Spin />;
  return (
    <Card>
      <Typography.Title level={1} className="admin-page-title">
        Voice tag
      </Typography.Title>
      <Typography.Paragraph>
        Your voice tag plays over the previews you make with it: at the start, then every few seconds, with the track a
        little lower while it speaks. It is on what visitors hear and on free downloads; buyers get your untagged files.
        A preview can keep only the start of each track, fading out at its end; the store still shows the whole track's
        length. Choose 'Make it with my voice tag' under Preview when you upload or edit a song.
      </Typography.Paragraph>
      {voiceTag ? (
        <CurrentTag voiceTag={voiceTag} />
      ) : (
        <Typography.Paragraph>{VOICE_TAG_MESSAGES.none}</Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        onFinish={(values) => void save(values)}
        initialValues={{
          everySeconds: voiceTag?.everySeconds ?? VOICE_TAG_LIMITS.everySeconds.default,
          volumePercent: voiceTag?.volumePercent ?? VOICE_TAG_LIMITS.volumePercent.default,
          previewSeconds: previewFieldOf(voiceTag?.previewSeconds ?? null),
        }}
      >
        <Form.Item
          name="file"
          label={voiceTag ? 'New voice tag' : 'Voice tag'}
          valuePropName="fileList"
          getValueFromEvent={pickedFiles}
          rules={[{ validator: checkFile }]}
          extra={`MP3, WAV, FLAC or AAC, at most 5 MB and ${VOICE_TAG_LIMITS.maxSeconds} seconds`}
        >
          <Upload accept={AUDIO_ACCEPT} maxCount={1} beforeUpload={() => false}>
            <Button icon={<UploadOutlined />}>Choose {voiceTag ? 'a new voice tag' : 'your voice tag'}</Button>
          </Upload>
        </Form.Item>
        <Space wrap size="large">
          <Form.Item
            name="everySeconds"
            label="Play it every"
            rules={wholeIn(VOICE_TAG_LIMITS.everySeconds, VOICE_TAG_MESSAGES.every)}
          >
            <InputNumber precision={0} addonAfter="seconds" aria-label="Play it every (seconds)" />
          </Form.Item>
          <Form.Item
            name="volumePercent"
            label="Volume"
            rules={wholeIn(VOICE_TAG_LIMITS.volumePercent, VOICE_TAG_MESSAGES.volume)}
          >
            <InputNumber precision={0} addonAfter="%" aria-label="Volume (%)" />
          </Form.Item>
          <Form.Item name="previewSeconds" label="Preview length">
            <Select
              aria-label="Preview length"
              style={{ minWidth: 200 }}
              options={previewLengthOptions(voiceTag?.previewSeconds ?? null)}
            />
          </Form.Item>
        </Space>
        <Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
            {voiceTag && (
              <Button danger onClick={remove}>
                Remove
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      <TryVoiceTag current={formTag} />
      {voiceTag && <RemakePreviews />}
    </Card>
  );
}
