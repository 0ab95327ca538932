import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME,
  initialPlayerState,
  type PlayerAction,
  type PlayerSong,
  type PlayerState,
  playerReducer,
} from './player-machine.ts';

const song = (id: number, audio = true): PlayerSong => ({
  id,
  title: `Song ${id}`,
  audioFile: audio ? `/media/previews/${id}.mp3` : null,
  coverImage: null,
});

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);
const withSongs = run(initialPlayerState, { type: 'songs', songs: [song(1), song(2), song(3)] });

describe('the admin player', () => {
  it('starts with nothing chosen, paused, repeat off and the volume at 0.5', () => {
    expect(initialPlayerState).toMatchObject({
      currentId: null,
      isPlaying: false,
      repeatMode: 'off',
      isShuffle: false,
    });
    expect(DEFAULT_VOLUME).toBe(0.5);
  });

  it('plays a chosen song; choosing it again toggles it', () => {
    const playing = run(withSongs, { type: 'choose', id: 2 });
    expect(playing).toMatchObject({ currentId: 2, isPlaying: true });
    expect(run(playing, { type: 'choose', id: 2 })).toMatchObject({ currentId: 2, isPlaying: false });
    expect(run(playing, { type: 'choose', id: 2 }, { type: 'choose', id: 2 }).isPlaying).toBe(true);
  });

  it('toggles nothing when no song is chosen or there are none', () => {
    expect(run(withSongs, { type: 'toggle' })).toBe(withSongs);
    expect(run(initialPlayerState, { type: 'toggle' })).toBe(initialPlayerState);
  });

  it('does not start a song without audio', () => {
    const list = run(initialPlayerState, { type: 'songs', songs: [song(1), song(2, false)] });
    expect(run(list, { type: 'choose', id: 2 }).currentId).toBeNull();
  });

  it('goes to the next song and wraps to the first; previous wraps to the last', () => {
    const last = run(withSongs, { type: 'choose', id: 3 });
    expect(run(last, { type: 'next', random: 0.9 }).currentId).toBe(1);
    const first = run(withSongs, { type: 'choose', id: 1 });
    expect(run(first, { type: 'previous' }).currentId).toBe(3);
    expect(run(first, { type: 'next', random: 0 }).currentId).toBe(2);
  });

  it('picks the next song at random with shuffle on', () => {
    const shuffled = run(withSongs, { type: 'shuffle' }, { type: 'choose', id: 1 });
    expect(run(shuffled, { type: 'next', random: 0.99 }).currentId).toBe(3);
    expect(run(shuffled, { type: 'next', random: 0.4 }).currentId).toBe(2);
  });

  it('at the end restarts the song with repeat one, else moves on, wrapping even with repeat off', () => {
    const last = run(withSongs, { type: 'choose', id: 3 });
    expect(last.repeatMode).toBe('off');
    expect(run(last, { type: 'ended', random: 0 })).toMatchObject({ currentId: 1, isPlaying: true });
    const one = run(last, { type: 'repeat' }, { type: 'repeat' });
    expect(one.repeatMode).toBe('one');
    const again = run(one, { type: 'ended', random: 0 });
    expect(again.currentId).toBe(3);
    expect(again.startCount).toBe(one.startCount + 1);
  });

  it('cycles repeat off → all → one → off', () => {
    const modes = [1, 2, 3].map(
      (n) => run(withSongs, ...Array.from({ length: n }, () => ({ type: 'repeat' }) as const)).repeatMode,
    );
    expect(modes).toEqual(['all', 'one', 'off']);
  });

  it('keeps the volume between 0 and 1', () => {
    expect(run(withSongs, { type: 'volume', volume: 0.37 }).volume).toBe(0.37);
    expect(run(withSongs, { type: 'volume', volume: 2 }).volume).toBe(1);
    expect(run(withSongs, { type: 'volume', volume: -1 }).volume).toBe(0);
    expect(run(withSongs, { type: 'volume', volume: Number.NaN }).volume).toBe(DEFAULT_VOLUME);
  });

  it('continues from the start of a new page when the current song left the list', () => {
    const playing = run(withSongs, { type: 'choose', id: 3 });
    const nextPage = run(playing, { type: 'songs', songs: [song(4), song(5)] });
    expect(run(nextPage, { type: 'next', random: 0 }).currentId).toBe(4);
  });
});
