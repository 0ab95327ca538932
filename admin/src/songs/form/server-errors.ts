/** The API's per-field messages under the form's fields (its names differ for files and uploads). */
import type { FormInstance } from 'antd';
import type { RequestFailure } from '../../api/client.ts';
import type { SongFormValues } from './song-form-values.ts';

const FIELD_OF: Record<string, keyof SongFormValues> = {
  coverImage: 'cover',
  coverWebp128: 'cover',
  coverWebp400: 'cover',
  coverWebp800: 'cover',
  audioFile: 'preview',
  audioUpload: 'preview',
  waveform: 'preview',
  previewFrom: 'previewFrom',
  mp3Upload: 'mp3',
  wavUpload: 'wav',
  stemsUpload: 'stems',
  price: 'pricing',
  title: 'title',
  description: 'description',
  musicTag: 'musicTag',
  pricing: 'pricing',
  duration: 'duration',
  bpm: 'bpm',
  musicalKey: 'musicalKey',
  label: 'label',
  publishAt: 'publishAt',
};

export function showServerErrors(form: FormInstance<SongFormValues>, failure: RequestFailure): void {
  form.setFields(
    Object.entries(failure.errors ?? {}).flatMap(([name, messages]) => {
      const field = FIELD_OF[name];
      if (!field) return [];
      const list = (Array.isArray(messages) ? messages : [messages]).map(String);
      return [{ name: field, errors: list }];
    }),
  );
}
