/**
 * An AudioBuffer as an MP3 file, encoded in the browser: Mediabunny writes the file, and LAME
 * (compiled to WebAssembly, run in a worker) encodes it where the browser has no MP3 encoder of
 * its own, which is every browser today. The admin's Content-Security-Policy allows exactly
 * that: WebAssembly, and a worker from a blob (worker/src/http/security-headers.ts).
 */
import { registerMp3Encoder } from '@mediabunny/mp3-encoder';
import { AudioBufferSource, BufferTarget, canEncodeAudio, Mp3OutputFormat, Output, QUALITY_HIGH } from 'mediabunny';

/** The audio goes to the encoder in slices this long, so the progress moves and stopping is quick. */
const SLICE_SECONDS = 10;

/** `length` samples of `audio` from `start`, as a buffer of their own. */
function slice(audio: AudioBuffer, start: number, length: number): AudioBuffer {
  const part = new AudioBuffer({ length, numberOfChannels: audio.numberOfChannels, sampleRate: audio.sampleRate });
  for (let channel = 0; channel < audio.numberOfChannels; channel++) {
    part.copyToChannel(audio.getChannelData(channel).subarray(start, start + length), channel);
  }
  return part;
}

export async function encodeMp3(
  audio: AudioBuffer,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (share: number) => void },
): Promise<Blob> {
  if (!(await canEncodeAudio('mp3'))) registerMp3Encoder();
  const output = new Output({ format: new Mp3OutputFormat(), target: new BufferTarget() });
  const source = new AudioBufferSource({ codec: 'mp3', quality: QUALITY_HIGH });
  output.addAudioTrack(source);
  await output.start();
  const step = SLICE_SECONDS * audio.sampleRate;
  for (let start = 0; start < audio.length; start += step) {
    if (signal.aborted) {
      await output.cancel();
      throw signal.reason;
    }
    await source.add(slice(audio, start, Math.min(step, audio.length - start)));
    onProgress(Math.min(1, (start + step) / audio.length));
  }
  await output.finalize();
  if (!output.target.buffer) throw new Error('The MP3 encoder produced no file.');
  return new Blob([output.target.buffer], { type: 'audio/mpeg' });
}
