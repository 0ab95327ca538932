/**
 * Sends a song form: first, when the owner asked for it, the preview made with the voice tag;
 * then its large files, each through a resumable multipart upload; then the form itself (the
 * fields, the cover with its WebP sizes, the waveform and the finished uploads' ids) as
 * multipart, or as JSON when an edit brings no file. One progress figure covers the sending: the
 * bytes of every file and of the form.
 */
import { AdminSongDetailSchema, coverSizeField, formatDuration, readWire, SONG_MESSAGES } from '@beats/contract';
import { api, type RequestFailure, requestFailure } from '../../api/client.ts';
import type { SongRecord } from '../../api/records.ts';
import type { PreviewSource } from '../../voice-tag/preview-source.ts';
import { loadVoiceTag, makeTaggedPreview } from '../../voice-tag/tagged-preview.ts';
import { renderCoverSizes } from '../media/cover-sizes.ts';
import { forgetUpload, uploadFile } from '../media/multipart-upload.ts';
import { chosenFile, type SongFormValues, songFields, UPLOADED_FILES } from './song-form-values.ts';

export interface Progress {
  sent: number;
  total: number;
  /** While the preview is made with the voice tag (before anything is sent): how far, 0 to 1. */
  tagging?: number;
}

export interface SendSongRequest {
  method: 'post' | 'put';
  url: string;
  values: SongFormValues;
  /** The chosen preview's levels (Web Audio), sent with it. */
  waveform: number[] | null;
  /** The audio to make the preview from with the voice tag, instead of a chosen preview. */
  taggedFrom?: PreviewSource | null;
  signal: AbortSignal;
  onProgress: (progress: Progress) => void;
  /** The form request's time limit: with files, and without (JSON). None when absent. */
  timeouts?: { withFiles: number; withoutFiles: number };
}

/**
 * The cover's WebP sizes, drawn here. A file the browser cannot decode (a text file named .png)
 * is not an image: it fails as the server would refuse it, under the cover's field with the
 * spec's message, rather than as an upload that failed.
 */
async function coverSizesOf(cover: File): Promise<Awaited<ReturnType<typeof renderCoverSizes>>> {
  try {
    return await renderCoverSizes(cover);
  } catch {
    const failure: RequestFailure = {
      message: SONG_MESSAGES.imageInvalid,
      reason: SONG_MESSAGES.imageInvalid,
      statusCode: 422,
      errors: { coverImage: [SONG_MESSAGES.imageInvalid] },
    };
    throw failure;
  }
}

/**
 * An upload the store refused (not what its name says: 415; too large: 413), with its message
 * under its own field: the upload API answers for the file, its fields (`format`, `size`) are
 * not the form's.
 */
function underField(field: string, error: unknown): RequestFailure {
  const failure = requestFailure(error);
  const refused = failure.statusCode >= 400 && failure.statusCode < 500;
  return refused ? { ...failure, errors: { [field]: [failure.message] } } : failure;
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
  taggedFrom,
}: SendSongRequest): Promise<SongRecord> {
  const tagged = taggedFrom
    ? await makeTaggedPreview(taggedFrom, await loadVoiceTag(signal), {
        signal,
        onProgress: (tagging) => onProgress({ sent: 0, total: 0, tagging }),
      })
    : null;
  const cover = chosenFile(values.cover);
  const uploads = UPLOADED_FILES.flatMap(({ slot, field }) => {
    const file = slot === 'preview' && tagged ? tagged.file : chosenFile(values[slot]);
    return file ? [{ slot, field, file }] : [];
  });
  const coverSizes = cover ? await coverSizesOf(cover) : [];
  const formBytes = (cover?.size ?? 0) + coverSizes.reduce((sum, { blob }) => sum + blob.size, 0);
  const total = uploads.reduce((sum, { file }) => sum + file.size, 0) + formBytes;
  const sentOf = new Map<string, number>();
  const report = (key: string, bytes: number) => {
    sentOf.set(key, bytes);
    onProgress({ sent: [...sentOf.values()].reduce((sum, n) => sum + n, 0), total });
  };

  const uploadIds: Record<string, string> = {};
  for (const { slot, field, file } of uploads) {
    try {
      uploadIds[field] = await uploadFile(slot, file, { signal, onProgress: (bytes) => report(slot, bytes) });
    } catch (error) {
      throw underField(slot === 'preview' && tagged ? 'previewFrom' : field, error);
    }
  }

  // The untagged file's length is the track's: a preview made with the tag may keep only its start.
  const fields = songFields(tagged ? { ...values, duration: formatDuration(tagged.trackSeconds) } : values);
  const levels = tagged?.peaks ?? waveform;
  const withFiles = method === 'post' || cover !== null || uploads.length > 0;
  let body: FormData | Record<string, unknown>;
  if (withFiles) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, ...uploadIds })) {
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one === null ? '' : String(one));
    }
    if (levels && uploadIds.audioUpload) form.append('waveform', JSON.stringify(levels));
    // The store remembers the preview was made with the tag, to make it again when the tag changes.
    if (tagged) form.append('previewVoiceTag', 'true');
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
