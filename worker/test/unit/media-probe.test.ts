import { describe, expect, it } from 'vitest';
import { probeAudio } from '../../src/media/probe/audio.ts';
import { bytesSource } from '../../src/media/probe/byte-source.ts';
import { sniffImageType, webpSize } from '../../src/media/probe/image.ts';
import { zipEntries } from '../../src/media/probe/zip.ts';
import { adts, flac, jpeg, m4a, mp3, png, stemsZip, text, wav, webp, withId3 } from '../media-samples.ts';

const probe = (bytes: Uint8Array) => probeAudio(bytesSource(bytes));

describe('probeAudio', () => {
  it.each([
    ['an MP3', () => mp3(2), 'mp3', 2],
    ['an MP3 behind an ID3 tag', () => withId3(mp3(3)), 'mp3', 3],
    ['a WAV', () => wav(1.5), 'wav', 1.5],
    ['a FLAC', () => flac(125), 'flac', 125],
    ['a FLAC behind an ID3 tag', () => withId3(flac(61)), 'flac', 61],
    ['an AAC stream', () => adts(4), 'aac', 4],
    ['an M4A', () => m4a(187.5), 'm4a', 187.5],
  ])('reads %s and its length', async (_, make, format, seconds) => {
    const info = await probe(make());
    expect(info?.format).toBe(format);
    // MP3 encoders pad the last frame; AAC counts whole frames of 1024 samples.
    expect(info?.durationSeconds).toBeCloseTo(seconds, 0);
  });

  it.each([
    ['text', text('This is not audio at all, just a note renamed to song.mp3')],
    ['a JPEG', jpeg()],
    ['a ZIP', stemsZip()],
    ['a WAV header without its data chunk', wav(1).subarray(0, 36)],
    ['an MP3 cut to its first frame', mp3(1).subarray(0, 300)],
    ['an ID3 tag and nothing after it', withId3(new Uint8Array(0))],
    ['an M4A without a sound track', m4a(10, { sound: false })],
    ['an AAC stream followed by other data', new Uint8Array([...adts(1), ...new Uint8Array(8192).fill(7)])],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s', async (_, bytes) => {
    expect(await probe(bytes)).toBeNull();
  });
});

describe('images', () => {
  it('tells JPEG, PNG and WebP apart by their first bytes, and nothing else', () => {
    expect(sniffImageType(jpeg())?.contentType).toBe('image/jpeg');
    expect(sniffImageType(png())?.contentType).toBe('image/png');
    expect(sniffImageType(webp(128))?.contentType).toBe('image/webp');
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(wav(0.1))).toBeNull();
  });

  it('reads the size a WebP states', () => {
    expect(webpSize(webp(800))).toEqual({ width: 800, height: 800 });
    expect(webpSize(webp(128, 96))).toEqual({ width: 128, height: 96 });
    expect(webpSize(jpeg())).toBeNull();
  });
});

describe('zipEntries', () => {
  it('counts the entries of a whole archive', async () => {
    expect(await zipEntries(bytesSource(stemsZip(['a.wav', 'b.wav'])))).toBe(2);
  });

  it('refuses an archive cut short, and files that only start like one', async () => {
    const zip = stemsZip();
    expect(await zipEntries(bytesSource(zip.subarray(0, zip.byteLength - 30)))).toBeNull();
    expect(await zipEntries(bytesSource(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...text('not really')])))).toBeNull();
    expect(await zipEntries(bytesSource(wav(0.1)))).toBeNull();
  });
});
