/**
 * The voice tag through the store's API (/api/voice-tag): read it, save it (a new file and the
 * settings, as a form), remove it, list the songs whose preview was made with it, and fetch its
 * audio (and a song's untagged file) to mix. Answers are read through the contract's schemas.
 */
import {
  VOICE_TAG_LIMITS,
  type VoiceTag,
  VoiceTagAnswerSchema,
  type VoiceTagSong,
  type VoiceTagSongs,
  VoiceTagSongsSchema,
} from '@beats/contract';
import { api } from '../api/client.ts';

export const VOICE_TAG_QUERY_KEY = ['voice-tag'] as const;
/** The songs to make a preview for: made with the tag (true) or not (false). */
export const voiceTagSongsQueryKey = (made: boolean) => ['voice-tag', 'songs', made] as const;

/** The store's voice tag, or null when it has none. */
export async function fetchVoiceTag(): Promise<VoiceTag | null> {
  return VoiceTagAnswerSchema.parse((await api.get('/voice-tag')).data).data;
}

/** One page of the songs to make a preview for with the voice tag (see fetchVoiceTagSongs). */
export async function fetchVoiceTagSongsPage(made: boolean, after = 0): Promise<VoiceTagSongs> {
  const params: Record<string, string> = { made: String(made), ...(after > 0 && { after: String(after) }) };
  return VoiceTagSongsSchema.parse((await api.get('/voice-tag/songs', { params })).data);
}

/**
 * Every live song to make a preview for with the voice tag, page after page: those whose preview
 * was made with it (`made`), or those with an untagged file whose preview was not.
 */
export async function fetchVoiceTagSongs(made: boolean): Promise<VoiceTagSong[]> {
  const songs: VoiceTagSong[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page = await fetchVoiceTagSongsPage(made, after);
    songs.push(...page.data);
    after = page.next;
  }
  return songs;
}

export interface VoiceTagChange {
  file: File | null;
  everySeconds: number;
  volumePercent: number;
  /** The seconds of a track's start a preview keeps; null: the whole track. */
  previewSeconds: number | null;
}

export async function saveVoiceTag({
  file,
  everySeconds,
  volumePercent,
  previewSeconds,
}: VoiceTagChange): Promise<VoiceTag | null> {
  const form = new FormData();
  if (file) form.append('file', file);
  form.append('everySeconds', String(everySeconds));
  form.append('volumePercent', String(volumePercent));
  // Left out, a preview length would be kept: the whole track is asked for by its own value.
  form.append('previewSeconds', String(previewSeconds ?? VOICE_TAG_LIMITS.previewSeconds.whole));
  return VoiceTagAnswerSchema.parse((await api.put('/voice-tag', form)).data).data;
}

export async function removeVoiceTag(): Promise<void> {
  await api.delete('/voice-tag');
}

/** A file of the store's API (the tag, a song's licensed file) as bytes, for Web Audio to decode. */
export async function fetchAudio(url: string, signal?: AbortSignal): Promise<Blob> {
  const { data }: { data: unknown } = await api.get(url.replace(/^\/api/, ''), { responseType: 'blob', signal });
  if (!(data instanceof Blob)) throw new Error(`No audio at ${url}.`);
  return data;
}
