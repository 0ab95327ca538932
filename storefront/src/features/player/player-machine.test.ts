import { describe, expect, it } from 'vitest';
import type { PlayableTrack } from './playable.ts';
import { initialPlayerState, type PlayerEvent, type PlayerState, transition } from './player-machine.ts';

const track = (id: number, audio = true): PlayableTrack => ({
  id,
  title: `Track ${id}`,
  artist: 'Producer',
  cover: null,
  audioUrl: audio ? `/media/previews/${id}.mp3` : null,
});

const [a, b, c] = [track(1), track(2), track(3)];
const queue = [a, b, c] as PlayableTrack[];

function run(events: PlayerEvent[], from: PlayerState = initialPlayerState) {
  return events.reduce((acc, event) => transition(acc.state, event), { state: from, effects: [] } as ReturnType<
    typeof transition
  >);
}

/** State with `current` playing from the three-track queue. */
function playing(current: PlayableTrack, extra: Partial<PlayerState> = {}): PlayerState {
  return { ...initialPlayerState, queue, current, isPlaying: true, ...extra };
}

describe('player machine', () => {
  it('starts stopped with nothing to play: toggling, next and seeking do nothing', () => {
    for (const event of [
      { type: 'toggle' },
      { type: 'next', random: 0.5 },
      { type: 'previous' },
      { type: 'seek', time: 10 },
    ] satisfies PlayerEvent[]) {
      expect(transition(initialPlayerState, event)).toEqual({ state: initialPlayerState, effects: [] });
    }
  });

  describe('play', () => {
    it('a different song loads and plays it, with its list as the queue', () => {
      const { state, effects } = transition(playing(a), { type: 'play', track: b, queue });
      expect(state.current).toBe(b);
      expect(state.isPlaying).toBe(true);
      expect(state.queue).toEqual(queue);
      expect(effects).toEqual([{ type: 'load', track: b }]);
    });

    it('from nothing, loads and plays', () => {
      const { state, effects } = transition(initialPlayerState, { type: 'play', track: a, queue });
      expect(state).toMatchObject({ current: a, isPlaying: true });
      expect(effects).toEqual([{ type: 'load', track: a }]);
    });

    it('the current song toggles pause and play', () => {
      const paused = transition(playing(a), { type: 'play', track: a, queue });
      expect(paused.state.isPlaying).toBe(false);
      expect(paused.state.current).toBe(a);
      expect(paused.effects).toEqual([{ type: 'pause' }]);

      const resumed = transition(paused.state, { type: 'play', track: a, queue });
      expect(resumed.state.isPlaying).toBe(true);
      expect(resumed.effects).toEqual([{ type: 'play' }]);
    });

    it('a song without audio logs a warning and nothing plays', () => {
      const silent = track(9, false);
      const before = playing(a);
      const { state, effects } = transition(before, { type: 'play', track: silent, queue: [...queue, silent] });
      expect(state).toBe(before);
      expect(effects).toEqual([{ type: 'warn', message: 'No audio for "Track 9"' }]);
    });

    it('keeps only tracks with audio in the queue, and the track itself even if its list lacks it', () => {
      const silent = track(9, false);
      const fromList = transition(initialPlayerState, { type: 'play', track: b, queue: [a, silent, b] });
      expect(fromList.state.queue.map((t) => t.id)).toEqual([1, 2]);
      const alone = transition(initialPlayerState, { type: 'play', track: c, queue: [a] });
      expect(alone.state.queue.map((t) => t.id)).toEqual([3, 1]);
    });
  });

  describe('toggle', () => {
    it('pauses and resumes the current song', () => {
      const paused = transition(playing(b), { type: 'toggle' });
      expect(paused.state).toMatchObject({ current: b, isPlaying: false });
      expect(paused.effects).toEqual([{ type: 'pause' }]);
      const resumed = transition(paused.state, { type: 'toggle' });
      expect(resumed.state.isPlaying).toBe(true);
      expect(resumed.effects).toEqual([{ type: 'play' }]);
    });

    it('does nothing without a current song', () => {
      expect(transition(initialPlayerState, { type: 'toggle' })).toEqual({ state: initialPlayerState, effects: [] });
    });
  });

  describe('next and previous', () => {
    it('next goes to the following track', () => {
      const { state, effects } = transition(playing(a), { type: 'next', random: 0 });
      expect(state.current).toBe(b);
      expect(state.isPlaying).toBe(true);
      expect(effects).toEqual([{ type: 'load', track: b }]);
    });

    it('next wraps from the last track to the first', () => {
      expect(transition(playing(c), { type: 'next', random: 0 }).state.current).toBe(a);
    });

    it('previous goes back and wraps from the first to the last', () => {
      expect(transition(playing(b), { type: 'previous' }).state.current).toBe(a);
      expect(transition(playing(a), { type: 'previous' }).state.current).toBe(c);
    });

    it('next or previous from a paused track plays the new one', () => {
      const { state } = transition(playing(a, { isPlaying: false }), { type: 'next', random: 0 });
      expect(state).toMatchObject({ current: b, isPlaying: true });
    });

    it('with shuffle on, next picks a random different track', () => {
      const shuffled = playing(b, { shuffle: true });
      // The others are [a, c]: random below 0.5 picks a, from 0.5 picks c.
      expect(transition(shuffled, { type: 'next', random: 0 }).state.current).toBe(a);
      expect(transition(shuffled, { type: 'next', random: 0.49 }).state.current).toBe(a);
      expect(transition(shuffled, { type: 'next', random: 0.5 }).state.current).toBe(c);
      expect(transition(shuffled, { type: 'next', random: 0.999 }).state.current).toBe(c);
      for (let i = 0; i < 20; i++) {
        expect(transition(shuffled, { type: 'next', random: i / 20 }).state.current?.id).not.toBe(b.id);
      }
    });

    it('with shuffle on and a single track, next restarts it', () => {
      const alone: PlayerState = { ...initialPlayerState, queue: [a], current: a, isPlaying: true, shuffle: true };
      const { state, effects } = transition(alone, { type: 'next', random: 0.3 });
      expect(state.current).toBe(a);
      expect(effects).toEqual([{ type: 'restart' }]);
    });

    it('do nothing without a current song', () => {
      expect(transition(initialPlayerState, { type: 'next', random: 0 }).effects).toEqual([]);
      expect(transition(initialPlayerState, { type: 'previous' }).effects).toEqual([]);
    });
  });

  describe('end of a track', () => {
    it('with repeat off, plays the next track of the list', () => {
      const { state, effects } = transition(playing(a), { type: 'ended', random: 0 });
      expect(state).toMatchObject({ current: b, isPlaying: true });
      expect(effects).toEqual([{ type: 'load', track: b }]);
    });

    it('at the end of the list with repeat off, stops and clears the current song', () => {
      const { state, effects } = transition(playing(c), { type: 'ended', random: 0 });
      expect(state.current).toBeNull();
      expect(state.isPlaying).toBe(false);
      expect(effects).toEqual([{ type: 'unload' }]);
    });

    it("with repeat 'one', restarts the same track", () => {
      const { state, effects } = transition(playing(c, { repeat: 'one' }), { type: 'ended', random: 0 });
      expect(state).toMatchObject({ current: c, isPlaying: true });
      expect(effects).toEqual([{ type: 'restart' }]);
    });

    it("with repeat 'all', wraps from the last track to the first", () => {
      const { state } = transition(playing(c, { repeat: 'all' }), { type: 'ended', random: 0 });
      expect(state).toMatchObject({ current: a, isPlaying: true });
    });

    it('with shuffle on, goes on to a random different track', () => {
      const { state } = transition(playing(c, { shuffle: true }), { type: 'ended', random: 0.9 });
      expect(state.current).toBe(b);
    });
  });

  describe('repeat and shuffle', () => {
    it('repeat cycles off, one, all, off', () => {
      const modes = run([{ type: 'cycle-repeat' }]).state.repeat;
      expect(modes).toBe('one');
      expect(run([{ type: 'cycle-repeat' }, { type: 'cycle-repeat' }]).state.repeat).toBe('all');
      expect(run([{ type: 'cycle-repeat' }, { type: 'cycle-repeat' }, { type: 'cycle-repeat' }]).state.repeat).toBe(
        'off',
      );
    });

    it("turning shuffle on while repeat is 'one' sets repeat to off", () => {
      const { state } = transition({ ...initialPlayerState, repeat: 'one' }, { type: 'toggle-shuffle' });
      expect(state).toMatchObject({ shuffle: true, repeat: 'off' });
    });

    it("turning shuffle on keeps repeat 'all', and turning it off keeps any repeat", () => {
      expect(transition({ ...initialPlayerState, repeat: 'all' }, { type: 'toggle-shuffle' }).state).toMatchObject({
        shuffle: true,
        repeat: 'all',
      });
      const off = transition({ ...initialPlayerState, shuffle: true, repeat: 'one' }, { type: 'toggle-shuffle' });
      expect(off.state).toMatchObject({ shuffle: false, repeat: 'one' });
    });
  });

  describe('seek', () => {
    it('while playing, moves the position and keeps playing', () => {
      const { state, effects } = transition(playing(a), { type: 'seek', time: 42 });
      expect(state.isPlaying).toBe(true);
      expect(effects).toEqual([{ type: 'seek', time: 42 }]);
    });

    it('while paused, moves the position and starts playback', () => {
      const { state, effects } = transition(playing(a, { isPlaying: false }), { type: 'seek', time: 10 });
      expect(state.isPlaying).toBe(true);
      expect(effects).toEqual([{ type: 'seek', time: 10 }, { type: 'play' }]);
    });

    it('never seeks before the start, and does nothing without a song', () => {
      expect(transition(playing(a), { type: 'seek', time: -5 }).effects).toEqual([{ type: 'seek', time: 0 }]);
      expect(transition(initialPlayerState, { type: 'seek', time: 3 })).toEqual({
        state: initialPlayerState,
        effects: [],
      });
    });
  });

  describe('volume', () => {
    it('is clamped to 0..1, and the element gets the clamped value', () => {
      expect(transition(initialPlayerState, { type: 'volume', volume: 0.35 }).state.volume).toBe(0.35);
      expect(transition(initialPlayerState, { type: 'volume', volume: 1.5 }).effects).toEqual([
        { type: 'volume', volume: 1 },
      ]);
      const low = transition(initialPlayerState, { type: 'volume', volume: -0.2 });
      expect(low.state.volume).toBe(0);
      expect(low.effects).toEqual([{ type: 'volume', volume: 0 }]);
    });

    it('an unreadable value keeps the starting volume rather than silencing the player', () => {
      const { state, effects } = transition(playing(a, { volume: 0.2 }), { type: 'volume', volume: Number.NaN });
      expect(state.volume).toBe(initialPlayerState.volume);
      expect(effects).toEqual([{ type: 'volume', volume: initialPlayerState.volume }]);
    });

    it('is kept from track to track: changing track never resets it', () => {
      const { state, effects } = run([
        { type: 'play', track: a, queue },
        { type: 'volume', volume: 0.3 },
        { type: 'next', random: 0 },
        { type: 'play', track: c, queue },
      ]);
      expect(state).toMatchObject({ current: c, volume: 0.3 });
      expect(effects).toEqual([{ type: 'load', track: c }]);
    });
  });

  describe('stop, errors and the browser', () => {
    it('stop clears the current track', () => {
      const { state, effects } = transition(playing(b), { type: 'stop' });
      expect(state).toMatchObject({ current: null, isPlaying: false });
      expect(effects).toEqual([{ type: 'unload' }]);
    });

    it('an audio error clears the current song', () => {
      const { state, effects } = transition(playing(b), { type: 'error' });
      expect(state).toMatchObject({ current: null, isPlaying: false });
      expect(effects).toEqual([{ type: 'unload' }]);
    });

    it('a blocked autoplay sets playing to false and keeps the song', () => {
      const { state, effects } = transition(playing(b), { type: 'blocked' });
      expect(state).toMatchObject({ current: b, isPlaying: false });
      expect(effects).toEqual([]);
    });

    it('follows the audio when it pauses or plays on its own', () => {
      const paused = transition(playing(b), { type: 'playing-changed', playing: false });
      expect(paused.state).toMatchObject({ current: b, isPlaying: false });
      expect(transition(paused.state, { type: 'playing-changed', playing: true }).state.isPlaying).toBe(true);
      expect(transition(initialPlayerState, { type: 'playing-changed', playing: true }).state.isPlaying).toBe(false);
    });
  });
});
