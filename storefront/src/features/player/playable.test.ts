import { describe, expect, it } from 'vitest';
import { type PageQueues, type PlayableTrack, playButtonView, playLabel, queuesJson } from './playable.ts';

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

describe('playButtonView', () => {
  it("draws a named play button for a track with preview audio, larger as the page's main control", () => {
    expect(playButtonView(track(1, 'Night Drive'), 'overlay')).toEqual({
      className: 'play-button play-button--overlay',
      label: 'Play Night Drive by Nova Beats',
      playable: true,
      iconSize: 22,
    });
    expect(playButtonView(track(1), 'large').iconSize).toBe(32);
  });

  it("draws a disabled 'No Audio' button for a track without preview audio", () => {
    const view = playButtonView({ ...track(1, 'Night Drive'), audioUrl: null }, 'icon');
    expect(view).toMatchObject({ playable: false, label: 'Night Drive: No Audio' });
    expect(view.className).toBe('play-button play-button--icon play-button--none');
  });
});
