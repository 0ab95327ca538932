import { describe, expect, it } from 'vitest';
import { type PageQueues, type PlayableTrack, playLabel, queuesJson } from './playable.ts';

const track = (id: number, title = `Track ${id}`): PlayableTrack => ({
  id,
  title,
  artist: 'Nova Beats',
  cover: null,
  audioUrl: `/media/previews/${id}.mp3`,
});

describe('queuesJson', () => {
  it('carries each track once and each list as its ids, in order', () => {
    const page = JSON.parse(
      queuesJson({ releases: [track(3), track(2), track(1)], catalogue: [track(1), track(2)] }),
    ) as PageQueues;
    expect(page.queues).toEqual({ releases: [3, 2, 1], catalogue: [1, 2] });
    expect(Object.keys(page.tracks).sort()).toEqual(['1', '2', '3']);
    expect(page.tracks[2]).toEqual(track(2));
  });

  it('cannot end the script element it sits in, whatever a title holds', () => {
    const json = queuesJson({ list: [track(1, '</script><script>alert(1)</script>')] });
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as PageQueues).tracks[1]?.title).toBe('</script><script>alert(1)</script>');
  });
});

describe('playLabel', () => {
  it('says what pressing the button does, to which track', () => {
    expect(playLabel(track(1, 'Night Drive'), 'idle')).toBe('Play Night Drive by Nova Beats');
    expect(playLabel(track(1, 'Night Drive'), 'paused')).toBe('Play Night Drive by Nova Beats');
    expect(playLabel(track(1, 'Night Drive'), 'playing')).toBe('Pause Night Drive by Nova Beats');
  });
});
