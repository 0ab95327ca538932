/** Helpers for browser tests of the store's player: what the real audio element does. */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every media element the page has started, in order (recorded by `recordAudio`). */
    __played?: HTMLMediaElement[];
  }
}

/** Records each audio element the store plays, so tests can read the real element's state. */
export async function recordAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    window.__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!played.includes(this)) played.push(this);
      return play.call(this);
    };
  });
}

export interface AudioState {
  elements: number;
  currentTime: number;
  duration: number;
  paused: boolean;
  src: string;
  volume: number;
}

/** The state of the audio element the store played last. */
export async function audio(page: Page): Promise<AudioState> {
  return page.evaluate(() => {
    const list = window.__played ?? [];
    const el = list.at(-1);
    return {
      elements: list.length,
      currentTime: el?.currentTime ?? 0,
      duration: el?.duration ?? 0,
      paused: el?.paused ?? true,
      src: el?.currentSrc ?? '',
      volume: el?.volume ?? 0,
    };
  });
}
