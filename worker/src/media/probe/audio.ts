/**
 * Audio recognised by its content, not its name: MP3, WAV, FLAC and AAC (ADTS, or in an MP4/M4A
 * container), decoded as far as it takes to know the length. A file that only starts like audio
 * (a renamed text file, a truncated header, frames that do not follow one another) is refused.
 */
import type { AUDIO_FORMATS } from '@beats/contract';
import { type ByteSource, fourCC, startsWith, u16be, u16le, u32be, u32le } from './byte-source.ts';

export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export interface AudioInfo {
  format: AudioFormat;
  durationSeconds: number;
  contentType: string;
  extension: string;
}

const TYPES: Record<AudioFormat, { contentType: string; extension: string }> = {
  mp3: { contentType: 'audio/mpeg', extension: 'mp3' },
  wav: { contentType: 'audio/wav', extension: 'wav' },
  flac: { contentType: 'audio/flac', extension: 'flac' },
  aac: { contentType: 'audio/aac', extension: 'aac' },
  m4a: { contentType: 'audio/mp4', extension: 'm4a' },
};

/** How far past the tags the first MP3 or ADTS frame may start (encoders pad a little). */
const SYNC_SEARCH_BYTES = 64 * 1024;

/** The size of an ID3v2 tag at `offset` (0 when there is none): MP3, AAC and FLAC files may start with one. */
async function id3Size(source: ByteSource, offset: number): Promise<number> {
  const head = await source.read(offset, 10);
  if (head.byteLength < 10 || !startsWith(head, [0x49, 0x44, 0x33])) return 0;
  const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

// ---- MP3 (MPEG-1, 2 and 2.5 Layer III) -------------------------------------------------------

const MP3_BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const MP3_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

interface Mp3Frame {
  version: number;
  bitrate: number;
  sampleRate: number;
  samples: number;
  length: number;
  mono: boolean;
}

/** A Layer III frame header at `o`, or null. */
function mp3Frame(b: Uint8Array, o: number): Mp3Frame | null {
  if (b[o] !== 0xff || ((b[o + 1] ?? 0) & 0xe0) !== 0xe0) return null;
  const version = ((b[o + 1] ?? 0) >> 3) & 3;
  const layer = ((b[o + 1] ?? 0) >> 1) & 3;
  const bitrateIndex = (b[o + 2] ?? 0) >> 4;
  const rateIndex = ((b[o + 2] ?? 0) >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrate = (version === 3 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[bitrateIndex] ?? 0;
  const sampleRate = MP3_RATES[version]?.[rateIndex] ?? 0;
  const padding = ((b[o + 2] ?? 0) >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  return { version, bitrate, sampleRate, samples, length, mono: (b[o + 3] ?? 0) >> 6 === 3 };
}

/** The frame count a Xing/Info or VBRI header of the first frame states, if any. */
function vbrFrames(b: Uint8Array, o: number, frame: Mp3Frame): number | null {
  const side = frame.version === 3 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = o + 4 + side;
  const tag = fourCC(b, xing);
  if ((tag === 'Xing' || tag === 'Info') && (u32be(b, xing + 4) & 1) === 1) return u32be(b, xing + 8);
  if (fourCC(b, o + 36) === 'VBRI') return u32be(b, o + 36 + 14);
  return null;
}

async function probeMp3(source: ByteSource, start: number): Promise<number | null> {
  const window = await source.read(start, SYNC_SEARCH_BYTES + 4096);
  for (let o = 0; o + 4 < Math.min(window.byteLength, SYNC_SEARCH_BYTES); o++) {
    const frame = mp3Frame(window, o);
    if (!frame) continue;
    // A real stream: a whole next frame starts where this one ends (a stray 0xFF byte does not).
    const nextAt = start + o + frame.length;
    const next = mp3Frame(await source.read(nextAt, 4), 0);
    if (!next || nextAt + next.length > source.size) continue;
    const frames = vbrFrames(window, o, frame);
    if (frames) return (frames * frame.samples) / frame.sampleRate;
    return ((source.size - start - o) * 8) / (frame.bitrate * 1000);
  }
  return null;
}

// ---- AAC in ADTS frames ------------------------------------------------------------------------

const AAC_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

function adtsFrame(b: Uint8Array, o: number): { length: number; sampleRate: number; blocks: number } | null {
  if (b[o] !== 0xff || ((b[o + 1] ?? 0) & 0xf6) !== 0xf0) return null;
  const sampleRate = AAC_RATES[((b[o + 2] ?? 0) >> 2) & 0xf];
  const length = (((b[o + 3] ?? 0) & 3) << 11) | ((b[o + 4] ?? 0) << 3) | ((b[o + 5] ?? 0) >> 5);
  if (!sampleRate || length < 7) return null;
  return { length, sampleRate, blocks: ((b[o + 6] ?? 0) & 3) + 1 };
}

/** Walks every ADTS frame (their headers hold the only length there is); the frames must fill the file. */
async function probeAdts(source: ByteSource, start: number): Promise<number | null> {
  const first = await source.read(start, 7);
  const head = adtsFrame(first, 0);
  if (!head) return null;
  let offset = start;
  let samples = 0;
  while (offset + 7 <= source.size) {
    const frame = adtsFrame(await source.read(offset, 7), 0);
    if (!frame || frame.sampleRate !== head.sampleRate) break;
    samples += frame.blocks * 1024;
    offset += frame.length;
  }
  // A trailing tag (ID3v1 is 128 bytes) may follow the last frame; anything more is not AAC.
  if (samples === 0 || source.size - offset > 4096) return null;
  return samples / head.sampleRate;
}

// ---- WAV ---------------------------------------------------------------------------------------

async function probeWav(source: ByteSource): Promise<number | null> {
  let offset = 12;
  let byteRate = 0;
  // Chunks in order: 'fmt ' must come before 'data'. A few chunks at most before the audio.
  for (let chunk = 0; chunk < 64 && offset + 8 <= source.size; chunk++) {
    const header = await source.read(offset, 8);
    const id = fourCC(header, 0);
    const size = u32le(header, 4);
    if (id === 'fmt ') {
      const fmt = await source.read(offset + 8, 16);
      const format = u16le(fmt, 0);
      const channels = u16le(fmt, 2);
      byteRate = u32le(fmt, 8);
      if (![1, 3, 0xfffe].includes(format) || channels === 0 || byteRate === 0) return null;
    } else if (id === 'data') {
      if (byteRate === 0) return null;
      // Writers that stream set the size to its maximum: the audio then runs to the end.
      const bytes = Math.min(size, source.size - offset - 8);
      return bytes > 0 ? bytes / byteRate : null;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

// ---- FLAC --------------------------------------------------------------------------------------

async function probeFlac(source: ByteSource, start: number): Promise<number | null> {
  const head = await source.read(start, 4 + 4 + 34);
  const block = 8;
  // The first metadata block is always STREAMINFO (type 0), 34 bytes long.
  if (((head[4] ?? 0) & 0x7f) !== 0 || (((head[5] ?? 0) << 16) | u16be(head, 6)) !== 34) return null;
  const sampleRate = ((head[block + 10] ?? 0) << 12) | ((head[block + 11] ?? 0) << 4) | ((head[block + 12] ?? 0) >> 4);
  const totalSamples = ((head[block + 13] ?? 0) & 0x0f) * 2 ** 32 + u32be(head, block + 14);
  if (sampleRate === 0 || totalSamples === 0) return null;
  return totalSamples / sampleRate;
}

// ---- MP4 / M4A ---------------------------------------------------------------------------------

/** The largest `moov` box read whole: the index of a few hours of audio. */
const MOOV_MAX_BYTES = 8 * 1024 * 1024;

/** A box's header at `offset`: its type and its size (64-bit sizes included), or null past the end. */
async function boxAt(
  source: ByteSource,
  offset: number,
): Promise<{ type: string; size: number; header: number } | null> {
  const head = await source.read(offset, 16);
  if (head.byteLength < 8) return null;
  let size = u32be(head, 0);
  let header = 8;
  if (size === 1) {
    size = u32be(head, 8) * 2 ** 32 + u32be(head, 12);
    header = 16;
  } else if (size === 0) size = source.size - offset;
  return size >= header ? { type: fourCC(head, 4), size, header } : null;
}

/** Finds a child box inside `bytes` (a box's content) by type. */
function child(bytes: Uint8Array, type: string): Uint8Array | null {
  let o = 0;
  while (o + 8 <= bytes.byteLength) {
    const size = u32be(bytes, o);
    if (size < 8 || o + size > bytes.byteLength) return null;
    if (fourCC(bytes, o + 4) === type) return bytes.subarray(o + 8, o + size);
    o += size;
  }
  return null;
}

/** Whether a `moov` box holds a sound track (handler 'soun'). */
function hasSoundTrack(moov: Uint8Array): boolean {
  let o = 0;
  while (o + 8 <= moov.byteLength) {
    const size = u32be(moov, o);
    if (size < 8 || o + size > moov.byteLength) return false;
    if (fourCC(moov, o + 4) === 'trak') {
      const hdlr = child(child(moov.subarray(o + 8, o + size), 'mdia') ?? new Uint8Array(), 'hdlr');
      if (hdlr && fourCC(hdlr, 8) === 'soun') return true;
    }
    o += size;
  }
  return false;
}

async function probeMp4(source: ByteSource): Promise<number | null> {
  let offset = 0;
  for (let boxes = 0; boxes < 64 && offset < source.size; boxes++) {
    const box = await boxAt(source, offset);
    if (!box) return null;
    if (box.type === 'moov') {
      if (box.size > MOOV_MAX_BYTES) return null;
      const moov = await source.read(offset + box.header, box.size - box.header);
      const mvhd = child(moov, 'mvhd');
      if (!mvhd || !hasSoundTrack(moov)) return null;
      const v1 = mvhd[0] === 1;
      const timescale = u32be(mvhd, v1 ? 20 : 12);
      const duration = v1 ? u32be(mvhd, 24) * 2 ** 32 + u32be(mvhd, 28) : u32be(mvhd, 16);
      return timescale > 0 && duration > 0 ? duration / timescale : null;
    }
    offset += box.size;
  }
  return null;
}

// ---- All of them -------------------------------------------------------------------------------

function info(format: AudioFormat, durationSeconds: number | null): AudioInfo | null {
  if (durationSeconds === null || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  return { format, durationSeconds, ...TYPES[format] };
}

/**
 * What audio a file holds and how long it plays, or null when it is not MP3, WAV, FLAC or AAC
 * audio whose length can be read.
 */
export async function probeAudio(source: ByteSource): Promise<AudioInfo | null> {
  const head = await source.read(0, 12);
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && fourCC(head, 8) === 'WAVE')
    return info('wav', await probeWav(source));
  if (fourCC(head, 4) === 'ftyp') return info('m4a', await probeMp4(source));
  const start = await id3Size(source, 0);
  const afterTags = await source.read(start, 4);
  if (startsWith(afterTags, [0x66, 0x4c, 0x61, 0x43])) return info('flac', await probeFlac(source, start));
  if (adtsFrame(await source.read(start, 7), 0)) return info('aac', await probeAdts(source, start));
  return info('mp3', await probeMp3(source, start));
}

/** Whether a probed file is of one of the formats a slot takes (the untagged MP3 slot takes MP3 only). */
export const isFormat = (audio: AudioInfo | null, formats: readonly AudioFormat[]): audio is AudioInfo =>
  audio !== null && formats.includes(audio.format);
