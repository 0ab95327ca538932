/**
 * Everything the store needs for one demo track, in one call: the audio files, the stems zip,
 * the cover and the metadata derived from them. Used by the preview CLI and the seeder.
 */
import { computePeaks, mixToMono } from '../../packages/contract/src/waveform.ts';
import { coverColor, renderCover } from './cover.ts';
import { encodeMp3, encodeWav, zipFiles } from './encode.ts';
import { renderTrack } from './synth.ts';

export interface MediaSource {
  seed: number;
  bpm: number;
  key: string;
  style: string;
  bars?: number;
}

export interface TrackMedia {
  /** Full-quality download, 16-bit PCM. */
  wav: Uint8Array;
  /** 320 kbps MP3, the purchasable MP3. */
  mp3: Uint8Array;
  /** 128 kbps MP3 for streaming in the player. */
  preview: Uint8Array;
  /** drums.wav, bass.wav, chords.wav, melody.wav. */
  stems: Uint8Array;
  /** 600×600 JPEG. */
  cover: Uint8Array;
  durationSeconds: number;
  waveform: number[];
  previewColor: string;
  /** Milliseconds spent on each step, for the curious. */
  timings: Record<'render' | 'wav' | 'mp3' | 'preview' | 'stems' | 'cover', number>;
}

export function renderTrackMedia(source: MediaSource): TrackMedia {
  const clock = () => performance.now();
  let t = clock();
  const lap = () => {
    const now = clock();
    const ms = now - t;
    t = now;
    return Math.round(ms);
  };
  const track = renderTrack({ ...source });
  const render = lap();
  const wav = encodeWav(track.mix, track.sampleRate);
  const wavMs = lap();
  const mp3 = encodeMp3(track.mix, track.sampleRate, 320);
  const mp3Ms = lap();
  const preview = encodeMp3(track.mix, track.sampleRate, 128);
  const previewMs = lap();
  const stems = zipFiles(
    track.stems.map((stem) => ({ name: `${stem.name}.wav`, data: encodeWav(stem.channels, track.sampleRate) })),
  );
  const stemsMs = lap();
  const cover = renderCover({ seed: source.seed });
  const coverMs = lap();
  return {
    wav,
    mp3,
    preview,
    stems,
    cover,
    durationSeconds: track.durationSeconds,
    waveform: computePeaks(mixToMono(track.mix)),
    previewColor: coverColor(source.seed),
    timings: { render, wav: wavMs, mp3: mp3Ms, preview: previewMs, stems: stemsMs, cover: coverMs },
  };
}
