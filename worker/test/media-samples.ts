/**
 * Small files of every kind the admin uploads, built from their formats' specifications: real
 * audio (lamejs MP3, PCM WAV), and FLAC, AAC (ADTS), M4A and WebP headers as their encoders
 * write them, with the lengths and sizes the tests check. Shared by unit and API tests.
 */
import { zipSync } from 'fflate';
import { encodeMp3, encodeWav } from '../../scripts/demo/encode.ts';

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

const be32 = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
const le32 = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);

/** A sine tone, so encoders have something to encode. */
function tone(seconds: number, sampleRate: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.4 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  return samples;
}

export const wav = (seconds: number, sampleRate = 8000): Uint8Array<ArrayBuffer> =>
  new Uint8Array(encodeWav([tone(seconds, sampleRate)], sampleRate));

/** A constant-bitrate MP3 (lamejs), mono, 44.1 kHz, 64 kbps. */
export const mp3 = (seconds: number): Uint8Array<ArrayBuffer> =>
  new Uint8Array(encodeMp3([tone(seconds, 44100)], 44100, 64));

/** An ID3v2 tag before audio, as taggers write it. */
export function withId3(audio: Uint8Array, tagBytes = 300): Uint8Array<ArrayBuffer> {
  const size = tagBytes;
  const header = Uint8Array.of(
    0x49,
    0x44,
    0x33,
    4,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  );
  return concat(header, new Uint8Array(size), audio);
}

/** A FLAC stream header: `fLaC` and STREAMINFO stating the sample rate and count, then frame bytes. */
export function flac(seconds: number, sampleRate = 44100): Uint8Array<ArrayBuffer> {
  const total = Math.round(seconds * sampleRate);
  const info = new Uint8Array(34);
  info.set([0x10, 0x00, 0x10, 0x00], 0); // block sizes 4096
  // sample rate (20 bits), channels - 1 (3 bits: 1), bits per sample - 1 (5 bits: 15), total samples (36 bits)
  info[10] = (sampleRate >> 12) & 0xff;
  info[11] = (sampleRate >> 4) & 0xff;
  info[12] = ((sampleRate & 0x0f) << 4) | (1 << 1) | 0;
  info[13] = (15 << 4) | (Math.floor(total / 2 ** 32) & 0x0f);
  info.set(be32(total >>> 0), 14);
  return concat(ascii('fLaC'), Uint8Array.of(0x80, 0, 0, 34), info, new Uint8Array(2048).fill(0x55));
}

/** AAC in ADTS frames (44.1 kHz, 1024 samples each) of `frameBytes` bytes. */
export function adts(seconds: number, frameBytes = 200): Uint8Array<ArrayBuffer> {
  const frames = Math.ceil((seconds * 44100) / 1024);
  const frame = new Uint8Array(frameBytes);
  // sync, MPEG-4, layer 0, no CRC; AAC LC, 44.1 kHz (index 4), stereo; frame length; fullness; one block
  frame.set([
    0xff,
    0xf1,
    (1 << 6) | (4 << 2),
    (2 << 6) | ((frameBytes >> 11) & 3),
    (frameBytes >> 3) & 0xff,
    ((frameBytes & 7) << 5) | 0x1f,
    0xfc,
  ]);
  return concat(...Array.from({ length: frames }, () => frame));
}

const box = (type: string, ...content: Uint8Array[]) => {
  const body = concat(...content);
  return concat(be32(8 + body.byteLength), ascii(type), body);
};

/** An M4A: `ftyp`, then `moov` with `mvhd` (its length) and one sound track, then the media data. */
export function m4a(seconds: number, { sound = true } = {}): Uint8Array<ArrayBuffer> {
  const timescale = 1000;
  const mvhd = concat(
    new Uint8Array(4),
    new Uint8Array(8),
    be32(timescale),
    be32(Math.round(seconds * timescale)),
    new Uint8Array(80),
  );
  const hdlr = concat(new Uint8Array(8), ascii(sound ? 'soun' : 'vide'), new Uint8Array(12), ascii('Sound\0'));
  return concat(
    box('ftyp', ascii('M4A '), be32(0), ascii('isomM4A ')),
    box('moov', box('mvhd', mvhd), box('trak', box('mdia', box('hdlr', hdlr)))),
    box('mdat', new Uint8Array(4096).fill(0x21)),
  );
}

/** A WebP of `width` × `height` (the extended header that states the canvas size, and an empty image). */
export function webp(width: number, height = width): Uint8Array<ArrayBuffer> {
  const vp8x = concat(
    ascii('VP8X'),
    le32(10),
    Uint8Array.of(0, 0, 0, 0),
    Uint8Array.of((width - 1) & 0xff, ((width - 1) >> 8) & 0xff, ((width - 1) >> 16) & 0xff),
    Uint8Array.of((height - 1) & 0xff, ((height - 1) >> 8) & 0xff, ((height - 1) >> 16) & 0xff),
  );
  const vp8l = concat(ascii('VP8L'), le32(6), Uint8Array.of(0x2f, 0, 0, 0, 0, 0));
  const body = concat(ascii('WEBP'), vp8x, vp8l);
  return concat(ascii('RIFF'), le32(body.byteLength), body);
}

/** The first bytes of a JPEG (SOI, APP0 JFIF) and filler: what the store checks of a cover. */
export const jpeg = (bytes = 2048): Uint8Array<ArrayBuffer> =>
  concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16), ascii('JFIF\0'), new Uint8Array(bytes).fill(0x11));

export const png = (bytes = 2048): Uint8Array<ArrayBuffer> =>
  concat(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), new Uint8Array(bytes).fill(0x22));

/** A stems archive of a few WAVs. */
export const stemsZip = (names = ['drums.wav', 'bass.wav', 'keys.wav']): Uint8Array<ArrayBuffer> =>
  new Uint8Array(zipSync(Object.fromEntries(names.map((name) => [name, wav(0.2)]))));

export const text = (content: string): Uint8Array<ArrayBuffer> => new Uint8Array(ascii(content));
