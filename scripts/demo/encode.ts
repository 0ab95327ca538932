/** Audio files and archives from rendered samples: 16-bit WAV, MP3 (lamejs) and zip (fflate). */
import { Mp3Encoder } from '@breezystack/lamejs';
import { type ZipOptions, zipSync } from 'fflate';

function checkChannels(channels: readonly Float32Array[], maxChannels: number): number {
  const first = channels[0];
  if (!first || channels.length > maxChannels) {
    throw new RangeError(`expected 1 to ${maxChannels} channels, got ${channels.length}`);
  }
  if (channels.some((ch) => ch.length !== first.length)) throw new RangeError('channels differ in length');
  return first.length;
}

/** Float samples in [-1, 1] to 16-bit integers, clamping rather than wrapping on overs. */
function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = Math.round(v * 32767);
  }
  return out;
}

/** A canonical 44-byte-header RIFF/WAVE file of interleaved 16-bit little-endian PCM. */
export function encodeWav(channels: Float32Array[], sampleRate: number): Uint8Array {
  const frames = checkChannels(channels, 8);
  const count = channels.length;
  const dataBytes = frames * count * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, count, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * count * 2, true); // byte rate
  view.setUint16(32, count * 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  const pcm = channels.map(toInt16);
  let offset = 44;
  for (let i = 0; i < frames; i++) {
    for (const ch of pcm) {
      view.setInt16(offset, ch[i] ?? 0, true);
      offset += 2;
    }
  }
  return bytes;
}

/** lamejs wants whole frames; a multiple of 1152 samples avoids needless internal buffering. */
const MP3_CHUNK = 1152 * 16;

/** Constant-bitrate MP3 (MPEG-1 Layer III at 32/44.1/48 kHz), mono or stereo. */
export function encodeMp3(channels: Float32Array[], sampleRate: number, kbps: number): Uint8Array {
  const frames = checkChannels(channels, 2);
  const [left, right] = channels.map(toInt16);
  if (!left) throw new RangeError('no audio');
  const encoder = new Mp3Encoder(channels.length, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < frames; i += MP3_CHUNK) {
    const l = left.subarray(i, i + MP3_CHUNK);
    parts.push(right ? encoder.encodeBuffer(l, right.subarray(i, i + MP3_CHUNK)) : encoder.encodeBuffer(l));
  }
  parts.push(encoder.flush());
  return concat(parts);
}

function concat(parts: readonly ArrayLike<number>[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    // lamejs hands back Int8Array views; reinterpret the same bytes as unsigned.
    const view = ArrayBuffer.isView(part) ? new Uint8Array(part.buffer, part.byteOffset, part.byteLength) : part;
    out.set(view, offset);
    offset += part.length;
  }
  return out;
}

/** Already-compressed formats gain nothing from deflate; storing them is faster. */
const STORED = /\.(mp3|jpe?g|png|zip|ogg|m4a|flac)$/i;

/**
 * A zip archive. Every entry gets the same fixed timestamp (built from local-time fields,
 * which is how zip stores times) so the archive's bytes depend only on its contents.
 */
export function zipFiles(files: { name: string; data: Uint8Array }[]): Uint8Array {
  const mtime = new Date(2024, 0, 1, 0, 0, 0);
  const entries: Record<string, [Uint8Array, ZipOptions]> = {};
  for (const file of files) {
    if (Object.hasOwn(entries, file.name)) throw new RangeError(`duplicate zip entry: ${file.name}`);
    entries[file.name] = [file.data, { level: STORED.test(file.name) ? 0 : 6, mtime }];
  }
  return zipSync(entries);
}
