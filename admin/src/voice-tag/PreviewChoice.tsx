/**
 * The song forms' Preview choice, once the store has a voice tag: a file the owner chooses, or the
 * untagged MP3 (or WAV) with the tag laid over it (and cut to the tag's preview length), made in
 * this browser when the form is sent (send-song.ts). A new song starts with the voice tag; an edit
 * keeps its preview unless the owner picks again.
 */
import { VOICE_TAG_MESSAGES } from '@beats/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Radio } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { SongRecord } from '../api/records.ts';
import { chosenFile, type SongFormValues } from '../songs/form/song-form-values.ts';
import { describeSource, taggedPreviewSource } from './preview-source.ts';
import { fetchVoiceTag, VOICE_TAG_QUERY_KEY } from './voice-tag-api.ts';

export function PreviewChoice({ form, current }: { form: FormInstance<SongFormValues>; current?: SongRecord }) {
  const { data: voiceTag } = useQuery({ queryKey: VOICE_TAG_QUERY_KEY, queryFn: fetchVoiceTag });
  const mp3 = Form.useWatch('mp3', form);
  const wav = Form.useWatch('wav', form);
  const from = Form.useWatch('previewFrom', form);
  const source = taggedPreviewSource({ mp3, wav }, current);
  useEffect(() => {
    const untouched = !form.isFieldTouched('previewFrom') && !chosenFile(form.getFieldValue('preview'));
    if (voiceTag && !current && untouched) form.setFieldValue('previewFrom', 'voiceTag');
  }, [voiceTag, current, form]);
  if (!voiceTag) return null;
  const cut = voiceTag.previewSeconds === null ? '' : `, the first ${voiceTag.previewSeconds} s`;
  return (
    <Form.Item
      name="previewFrom"
      label="Preview"
      rules={[
        {
          validator: async (_, from: SongFormValues['previewFrom']) => {
            if (from === 'voiceTag' && !taggedPreviewSource(form.getFieldsValue(['mp3', 'wav']), current)) {
              throw new Error(VOICE_TAG_MESSAGES.sourceMissing);
            }
          },
        },
      ]}
      dependencies={['mp3', 'wav']}
      extra={
        from === 'voiceTag' && (
          <>
            Made from {describeSource(source)} with <Link to="/voice-tag">your voice tag</Link> every{' '}
            {voiceTag.everySeconds} s{cut}, when you {current ? 'save' : 'publish'}.
          </>
        )
      }
    >
      <Radio.Group
        options={[
          { value: 'file', label: current ? 'Keep or choose a file' : 'Choose a file' },
          { value: 'voiceTag', label: 'Make it with my voice tag' },
        ]}
      />
    </Form.Item>
  );
}
