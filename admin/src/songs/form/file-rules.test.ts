import { SONG_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { fileProblem, formatOfFile } from './file-rules.ts';

const MB = 1024 * 1024;

describe('the song forms check a chosen file', () => {
  it.each([
    ['cover', { name: 'cover.jpg', type: 'image/jpeg', size: MB }, null],
    ['cover', { name: 'cover.webp', type: '', size: MB }, null],
    ['cover', { name: 'cover.gif', type: 'image/gif', size: MB }, SONG_MESSAGES.imageInvalid],
    ['cover', { name: 'cover.png', type: 'image/png', size: 5 * MB + 1 }, SONG_MESSAGES.imageTooLarge],
    ['preview', { name: 'beat.flac', type: '', size: MB }, null],
    ['preview', { name: 'beat', type: 'audio/mpeg', size: MB }, null],
    ['preview', { name: 'notes.txt', type: 'text/plain', size: 10 }, SONG_MESSAGES.audioInvalid],
    ['preview', { name: 'beat.wav', type: 'audio/wav', size: 50 * MB + 1 }, SONG_MESSAGES.audioTooLarge],
    ['mp3', { name: 'beat.wav', type: 'audio/wav', size: MB }, SONG_MESSAGES.mp3Invalid],
    ['wav', { name: 'beat.wav', type: 'audio/wav', size: MB }, null],
    ['stems', { name: 'stems.zip', type: 'application/zip', size: 900 * MB }, null],
    ['stems', { name: 'stems.rar', type: '', size: MB }, SONG_MESSAGES.zipInvalid],
    ['stems', { name: 'stems.zip', type: 'application/zip', size: 1024 * MB + 1 }, SONG_MESSAGES.zipTooLarge],
  ] as const)('%s %o: %s', (slot, file, problem) => {
    expect(fileProblem(slot, file)).toBe(problem);
  });

  it('reads the format from the name first, then from the type', () => {
    expect(formatOfFile({ name: 'a.M4A', type: 'audio/mpeg' })).toBe('m4a');
    expect(formatOfFile({ name: 'a', type: 'application/x-zip-compressed' })).toBe('zip');
    expect(formatOfFile({ name: 'a', type: '' })).toBeNull();
  });
});
