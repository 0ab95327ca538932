/**
 * A voice tag's file, checked by its content before anything is stored: at most
 * VOICE_TAG_LIMITS.bytes (413), MP3, WAV, FLAC or AAC audio whose length can be read whatever its
 * name says (415), and a short recording, not a song (422). Each refusal names the `file` field,
 * so the admin's form shows it under the picker.
 */
import { VOICE_TAG_LIMITS, VOICE_TAG_MESSAGES } from '@beats/contract';
import { HttpError } from '../http/errors.ts';
import { type AudioInfo, probeAudio } from '../media/probe/audio.ts';
import { bytesSource } from '../media/probe/byte-source.ts';

export interface CheckedVoiceTag {
  bytes: Uint8Array<ArrayBuffer>;
  info: AudioInfo;
}

const refuse = (status: 413 | 415 | 422, message: string) => new HttpError(status, message, { file: [message] });

export async function checkVoiceTagFile(file: File): Promise<CheckedVoiceTag> {
  // The declared size first: a file over the limit is never read into memory.
  if (file.size > VOICE_TAG_LIMITS.bytes) throw refuse(413, VOICE_TAG_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = await probeAudio(bytesSource(bytes));
  if (!info) throw refuse(415, VOICE_TAG_MESSAGES.invalid);
  if (info.durationSeconds > VOICE_TAG_LIMITS.maxSeconds) throw refuse(422, VOICE_TAG_MESSAGES.tooLong);
  return { bytes, info };
}
