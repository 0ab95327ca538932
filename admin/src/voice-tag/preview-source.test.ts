import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import { describeSource, taggedPreviewSource } from './preview-source.ts';

/** A picker's list as antd keeps it: the browser's File, with antd's own fields. */
const picked = (name: string): UploadFile[] => [
  { uid: name, name, originFileObj: Object.assign(new File(['x'], name), { uid: name, lastModifiedDate: new Date() }) },
];
const song = (mp3: boolean, wav: boolean) => ({ id: 7, files: { mp3, wav } });

describe('taggedPreviewSource', () => {
  it('takes the MP3 chosen in the form first, then its WAV', () => {
    const both = taggedPreviewSource({ mp3: picked('untagged.mp3'), wav: picked('master.wav') }, song(true, true));
    expect(both && 'file' in both && both.file.name).toBe('untagged.mp3');
    const wavOnly = taggedPreviewSource({ wav: picked('master.wav') }, song(true, true));
    expect(wavOnly && 'file' in wavOnly && wavOnly.file.name).toBe('master.wav');
  });

  it("falls back to the song's own files, MP3 before WAV, and to nothing without any", () => {
    expect(taggedPreviewSource({}, song(true, true))).toEqual({ url: '/api/songs/7/files/mp3' });
    expect(taggedPreviewSource({}, song(false, true))).toEqual({ url: '/api/songs/7/files/wav' });
    expect(taggedPreviewSource({}, song(false, false))).toBeNull();
    expect(taggedPreviewSource({})).toBeNull();
  });

  it('names the source as the form says it', () => {
    expect(describeSource(null)).toBe('the untagged MP3 or WAV, once you choose one');
    expect(describeSource({ url: '/api/songs/7/files/mp3' })).toBe('the untagged MP3 on file');
    expect(describeSource({ url: '/api/songs/7/files/wav' })).toBe('the WAV on file');
  });
});
