/**
 * Sends a song form: first its large files, each through a resumable multipart upload, then the
 * form itself (the fields, the cover with its WebP sizes, the waveform and the finished uploads'
 * ids) as multipart, or as JSON when an edit brings no file. One progress figure covers it all:
 * the bytes of every file and of the form.
 */
import { AdminSongDetailSchema, coverSizeField, readWire } from '@beats/contract';
import { api } from '../../api/client.ts';
import type { SongRecord } from '../../api/records.ts';
import { renderCoverSizes } from '../media/cover-sizes.ts';
import { forgetUpload, uploadFile } from '../media/multipart-upload.ts';
import { chosenFile, type SongFormValues, songFields, UPLOADED_FILES } from './song-form-values.ts';

export interface Progress {
  sent: number;
  total: number;
}

export interface SendSongRequest {
  method: 'post' | 'put';
  url: string;
  values: SongFormValues;
  /** The chosen preview's levels (Web Audio), sent with it. */
  waveform: number[] | null;
  signal: AbortSignal;
  onProgress: (progress: Progress) => void;
  /** The form request's time limit: with files, and without (JSON). None when absent. */
  timeouts?: { withFiles: number; withoutFiles: number };
}

/** Sends the form; resolves with the song as saved (amounts in dollars, as the form edits them). */
export async function sendSong({
  method,
  url,
  values,
  waveform,
  signal,
  onProgress,
  timeouts,
}: SendSongRequest): Promise<SongRecord> {
  const cover = chosenFile(values.cover);
  const uploads = UPLOADED_FILES.flatMap(({ slot, field }) => {
    const file = chosenFile(values[slot]);
    return file ? [{ slot, field, file }] : [];
  });
  const coverSizes = cover ? await renderCoverSizes(cover) : [];
  const formBytes = (cover?.size ?? 0) + coverSizes.reduce((sum, { blob }) => sum + blob.size, 0);
  const total = uploads.reduce((sum, { file }) => sum + file.size, 0) + formBytes;
  const sentOf = new Map<string, number>();
  const report = (key: string, bytes: number) => {
    sentOf.set(key, bytes);
    onProgress({ sent: [...sentOf.values()].reduce((sum, n) => sum + n, 0), total });
  };

  const uploadIds: Record<string, string> = {};
  for (const { slot, field, file } of uploads) {
    uploadIds[field] = await uploadFile(slot, file, { signal, onProgress: (bytes) => report(slot, bytes) });
  }

  const fields = songFields(values);
  const withFiles = method === 'post' || cover !== null || uploads.length > 0;
  let body: FormData | Record<string, unknown>;
  if (withFiles) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, ...uploadIds })) {
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one === null ? '' : String(one));
    }
    if (waveform && uploadIds.audioUpload) form.append('waveform', JSON.stringify(waveform));
    if (cover) form.append('coverImage', cover);
    for (const { size, blob } of coverSizes) form.append(coverSizeField(size), blob, `cover-${size}.webp`);
    body = form;
  } else body = fields;

  const { data } = await api.request({
    method,
    url,
    data: body,
    signal,
    timeout: timeouts ? (withFiles ? timeouts.withFiles : timeouts.withoutFiles) : 0,
    onUploadProgress: (event) => report('form', Math.min(event.loaded, formBytes)),
  });
  report('form', formBytes);
  for (const { slot, file } of uploads) forgetUpload(slot, file);
  return readWire(AdminSongDetailSchema, data).data;
}
