import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeMp3, encodeWav, zipFiles } from '../encode.ts';

const RATE = 44100;

function tone(seconds: number, hz: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / RATE);
  return out;
}

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/** MPEG-1 Layer III bitrates (kbps) by header index. */
const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/** Walks the MP3 frame by frame, as a decoder would; returns the bitrates of the frames found. */
function mp3Frames(bytes: Uint8Array): number[] {
  const rates: number[] = [];
  let offset = 0;
  if (ascii(bytes, 0, 3) === 'ID3') {
    offset = 10 + (((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0));
  }
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`lost frame sync at byte ${offset}`);
    expect((b1 >> 3) & 3).toBe(3); // MPEG-1
    expect((b1 >> 1) & 3).toBe(1); // Layer III
    const kbps = BITRATES[b2 >> 4] ?? 0;
    expect((b2 >> 2) & 3).toBe(0); // 44.1 kHz
    const padding = (b2 >> 1) & 1;
    rates.push(kbps);
    offset += Math.floor((144 * kbps * 1000) / RATE) + padding;
  }
  expect(offset).toBe(bytes.length); // the last frame ends exactly at the end of the file
  return rates;
}

describe('encodeWav', () => {
  it('writes a canonical 16-bit stereo PCM header and interleaved samples', () => {
    const left = Float32Array.from([0, 0.5, -0.5, 1]);
    const right = Float32Array.from([0.25, -1, 2, -2]); // out-of-range values are clamped
    const wav = encodeWav([left, right], RATE);
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect(wav.length).toBe(44 + 4 * 2 * 2);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(ascii(wav, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(RATE);
    expect(view.getUint32(28, true)).toBe(RATE * 4);
    expect(view.getUint16(32, true)).toBe(4);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(16);
    const samples = Array.from({ length: 8 }, (_, i) => view.getInt16(44 + i * 2, true));
    // Rounded to nearest, ties toward +∞ (Math.round): 0.5 → 16384, -0.5 → -16383.
    expect(samples).toEqual([0, 8192, 16384, -32767, -16383, 32767, 32767, -32767]);
  });

  it('writes mono files', () => {
    const wav = encodeWav([tone(0.5, 440)], 22050);
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(22050);
    expect(view.getUint32(40, true)).toBe(Math.round(0.5 * RATE) * 2);
  });

  it('rejects channels of different lengths and empty channel lists', () => {
    expect(() => encodeWav([new Float32Array(3), new Float32Array(4)], RATE)).toThrow(RangeError);
    expect(() => encodeWav([], RATE)).toThrow(RangeError);
  });
});

describe('encodeMp3', () => {
  it('produces a stream of valid 128 kbps frames lasting about as long as the input', () => {
    const mp3 = encodeMp3([tone(2, 440), tone(2, 660)], RATE, 128);
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    const frames = mp3Frames(mp3);
    expect(new Set(frames)).toEqual(new Set([128]));
    // 1152 samples per frame, plus the encoder's priming/flush padding (a frame or two).
    const seconds = (frames.length * 1152) / RATE;
    expect(seconds).toBeGreaterThan(1.95);
    expect(seconds).toBeLessThan(2.15);
    expect(mp3.length).toBeGreaterThan(30_000); // 128 kbps × 2 s ≈ 32 KB
    expect(mp3.length).toBeLessThan(36_000);
  });

  it('honours the bitrate and encodes mono', () => {
    const mp3 = encodeMp3([tone(1, 220)], RATE, 320);
    expect(new Set(mp3Frames(mp3))).toEqual(new Set([320]));
    expect(((mp3[3] ?? 0) >> 6) & 3).toBe(3); // channel mode: single channel
  });

  it('is deterministic', () => {
    const input = [tone(0.5, 330), tone(0.5, 440)];
    expect(encodeMp3(input, RATE, 128)).toEqual(encodeMp3(input, RATE, 128));
  });
});

describe('zipFiles', () => {
  it('contains every named entry with its exact bytes', () => {
    const wav = encodeWav([tone(0.2, 440), tone(0.2, 550)], RATE);
    const notes = new TextEncoder().encode('made by the demo seeder');
    const zip = zipFiles([
      { name: 'drums.wav', data: wav },
      { name: 'readme.txt', data: notes },
    ]);
    expect(ascii(zip, 0, 4)).toBe('PK\u0003\u0004');
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['drums.wav', 'readme.txt']);
    expect(entries['drums.wav']).toEqual(wav);
    expect(entries['readme.txt']).toEqual(notes);
  });

  it('is byte-for-byte deterministic (fixed timestamps)', () => {
    const files = [{ name: 'a.wav', data: encodeWav([tone(0.1, 440)], RATE) }];
    expect(zipFiles(files)).toEqual(zipFiles(files));
  });

  it('refuses duplicate names', () => {
    const data = new Uint8Array(1);
    expect(() =>
      zipFiles([
        { name: 'x.wav', data },
        { name: 'x.wav', data },
      ]),
    ).toThrow(RangeError);
  });
});
