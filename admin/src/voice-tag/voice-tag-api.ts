/**
 * The voice tag through the store's API (/api/voice-tag): read it, save it (a new file and the
 * settings, as a form), remove it, list the songs whose preview was made with it, and fetch its
 * audio (and a song's untagged file) to mix. Answers are read through the contract's schemas.
 */
import { type VoiceTag, VoiceTagAnswerSchema, type VoiceTaggedSong, VoiceTaggedSongsSchema } from '@beats/contract';
import { api } from '../api/client.ts';

export const VOICE_TAG_QUERY_KEY = ['voice-tag'] as const;
export const VOICE_TAGGED_SONGS_QUERY_KEY = ['voice-tag', 'songs'] as const;

/** The store's voice tag, or null when it has none. */
export async function fetchVoiceTag(): Promise<VoiceTag | null> {
  return VoiceTagAnswerSchema.parse((await api.get('/voice-tag')).data).data;
}

/** The songs whose preview was made with the voice tag, to make again when it changes. */
export async function fetchVoiceTaggedSongs(): Promise<VoiceTaggedSong[]> {
  return VoiceTaggedSongsSchema.parse((await api.get('/voice-tag/songs')).data).data;
}

export interface VoiceTagChange {
  file: File | null;
  everySeconds: number;
  volumePercent: number;
}

export async function saveVoiceTag({ file, everySeconds, volumePercent }: VoiceTagChange): Promise<VoiceTag | null> {
  const form = new FormData();
  if (file) form.append('file', file);
  form.append('everySeconds', String(everySeconds));
  form.append('volumePercent', String(volumePercent));
  return VoiceTagAnswerSchema.parse((await api.put('/voice-tag', form)).data).data;
}

export async function removeVoiceTag(): Promise<void> {
  await api.delete('/voice-tag');
}

/** A file of the store's API (the tag, a song's licensed file) as bytes, for Web Audio to decode. */
export async function fetchAudio(url: string, signal: AbortSignal): Promise<Blob> {
  const { data }: { data: unknown } = await api.get(url.replace(/^\/api/, ''), { responseType: 'blob', signal });
  if (!(data instanceof Blob)) throw new Error(`No audio at ${url}.`);
  return data;
}
