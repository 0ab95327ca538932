/**
 * Making songs' previews with the voice tag as it is now (again, for those made with an earlier
 * tag): one song after another, each from its untagged file on record (preview-source.ts), sent
 * as a new preview with its waveform and the track's length. A song that fails (deleted
 * meanwhile, a file that no longer decodes) is reported and the rest go on; stopping ends at
 * once, leaving the songs not reached as they were.
 */
import { formatDuration, type VoiceTagSong } from '@beats/contract';
import { api, requestFailure } from '../api/client.ts';
import { forgetUpload, uploadFile } from '../songs/media/multipart-upload.ts';
import { taggedPreviewSource } from './preview-source.ts';
import { type LoadedVoiceTag, makeTaggedPreview } from './tagged-preview.ts';

/** Where the work stands: the song being made (from 0) and how far its preview is, 0 to 1. */
export interface RemakeProgress {
  index: number;
  share: number;
}

export interface RemakeOutcome {
  made: number;
  failed: { id: number; title: string; reason: string }[];
}

/** Makes one song's preview again and sets it on the song. */
async function remakeOne(
  song: VoiceTagSong,
  voiceTag: LoadedVoiceTag,
  signal: AbortSignal,
  onShare: (share: number) => void,
) {
  const source = taggedPreviewSource({}, song);
  if (!source) throw new Error('It has no untagged MP3 or WAV to make it from.');
  const preview = await makeTaggedPreview(source, voiceTag, { signal, onProgress: (share) => onShare(share * 0.9) });
  const uploadId = await uploadFile('preview', preview.file, { signal, onProgress: () => onShare(0.95) });
  const form = new FormData();
  form.append('audioUpload', uploadId);
  // The whole track's length: a preview may keep only its start.
  form.append('duration', formatDuration(preview.trackSeconds));
  form.append('waveform', JSON.stringify(preview.peaks));
  form.append('previewVoiceTag', 'true');
  await api.put(`/songs/${song.id}`, form, { signal });
  forgetUpload('preview', preview.file);
}

/** Makes each song's preview with `voiceTag` (the store's, read once for them all). */
export async function remakePreviews(
  songs: readonly VoiceTagSong[],
  voiceTag: LoadedVoiceTag,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: RemakeProgress) => void },
): Promise<RemakeOutcome> {
  const outcome: RemakeOutcome = { made: 0, failed: [] };
  for (const [index, song] of songs.entries()) {
    if (signal.aborted) break;
    onProgress({ index, share: 0 });
    try {
      await remakeOne(song, voiceTag, signal, (share) => onProgress({ index, share }));
      outcome.made += 1;
    } catch (error) {
      if (signal.aborted) break;
      outcome.failed.push({ id: song.id, title: song.title, reason: requestFailure(error).message });
    }
  }
  return outcome;
}
