/**
 * What the browser reads from audio before it is sent: its length (the form's duration, mm:ss)
 * and its waveform, 75 levels computed from the decoded samples with the same function the demo
 * media uses (computePeaks). The server checks the levels' shape and reads the length again from
 * the file itself.
 */
import { computePeaks, mixToMono } from '@beats/contract';

export interface AudioAnalysis {
  durationSeconds: number;
  peaks: number[];
}

/** Decodes a file (Web Audio); rejects when the browser cannot decode it. */
export async function decodeAudio(file: Blob): Promise<AudioBuffer> {
  // An offline context decodes without the autoplay policy's user gesture, and plays nothing.
  const context = new OfflineAudioContext(1, 1, 44_100);
  return context.decodeAudioData(await file.arrayBuffer());
}

/** The length and waveform of decoded audio. */
export function measureAudio(buffer: AudioBuffer): AudioAnalysis {
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  return { durationSeconds: buffer.duration, peaks: computePeaks(mixToMono(channels)) };
}

/** Decodes the file and measures it; rejects when the browser cannot decode it. */
export async function analyseAudio(file: Blob): Promise<AudioAnalysis> {
  return measureAudio(await decodeAudio(file));
}
