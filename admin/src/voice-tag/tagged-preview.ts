/**
 * A song's preview made in the browser from its untagged audio and the store's voice tag: both
 * decoded, mixed (mix-voice-tag.ts), measured for the form (length, waveform) and encoded as an
 * MP3 that then goes up like a preview the owner chose. A failure says which audio could not be
 * read, under the form's choice of preview.
 */
import { VOICE_TAG_MESSAGES } from '@beats/contract';
import type { RequestFailure } from '../api/client.ts';
import { type AudioAnalysis, decodeAudio, measureAudio } from '../songs/media/audio-analysis.ts';
import { type MixSettings, mixVoiceTag } from './mix-voice-tag.ts';
import type { PreviewSource } from './preview-source.ts';
import { fetchAudio, fetchVoiceTag } from './voice-tag-api.ts';

/** The preview's own length and waveform, and the whole track's (a preview may keep only its start). */
export interface TaggedPreview extends AudioAnalysis {
  file: File;
  trackSeconds: number;
}

/** A track mixed with the tag, and how long the whole track is. */
export interface Mixed {
  mixed: AudioBuffer;
  trackSeconds: number;
}

/** A failure shown under the form's choice of preview. */
const underPreview = (message: string): RequestFailure => ({
  message,
  statusCode: 422,
  errors: { previewFrom: [message] },
});

async function decodeOr(audio: Blob, message: string): Promise<AudioBuffer> {
  try {
    return await decodeAudio(audio);
  } catch {
    throw underPreview(message);
  }
}

/** The store's voice tag, decoded, with its settings: read once for every preview made with it. */
export interface LoadedVoiceTag {
  tag: AudioBuffer;
  settings: MixSettings;
}

/** A tag's recording decoded, or the failure that says it could not be read. */
export const decodeTag = (audio: Blob): Promise<AudioBuffer> => decodeOr(audio, VOICE_TAG_MESSAGES.tagUndecodable);

/** The store's voice tag as saved, fetched and decoded; fails when the store has none. */
export async function loadVoiceTag(signal?: AbortSignal): Promise<LoadedVoiceTag> {
  const voiceTag = await fetchVoiceTag();
  if (!voiceTag) throw underPreview(VOICE_TAG_MESSAGES.none);
  return { tag: await decodeTag(await fetchAudio(voiceTag.fileUrl, signal)), settings: voiceTag };
}

/**
 * The track from `source` with the tag laid over it, decoded and mixed (nothing encoded): what a
 * preview is made from, and what the voice tag page plays to try the settings before saving them.
 */
export async function mixWithTag(
  source: PreviewSource,
  { tag, settings }: LoadedVoiceTag,
  signal: AbortSignal,
): Promise<Mixed> {
  const trackAudio = 'file' in source ? source.file : await fetchAudio(source.url, signal);
  const track = await decodeOr(trackAudio, VOICE_TAG_MESSAGES.sourceUndecodable);
  return { mixed: await mixVoiceTag(track, tag, settings), trackSeconds: track.duration };
}

export async function makeTaggedPreview(
  source: PreviewSource,
  voiceTag: LoadedVoiceTag,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (share: number) => void },
): Promise<TaggedPreview> {
  onProgress(0);
  const { mixed, trackSeconds } = await mixWithTag(source, voiceTag, signal);
  // The encoder (about 150 KB compressed, most of it LAME) loads only when a preview is made.
  const { encodeMp3 } = await import('./encode-mp3.ts');
  const mp3 = await encodeMp3(mixed, { signal, onProgress });
  return {
    file: new File([mp3], 'preview-with-voice-tag.mp3', { type: 'audio/mpeg' }),
    ...measureAudio(mixed),
    trackSeconds,
  };
}
