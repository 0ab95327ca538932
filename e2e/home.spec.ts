import type { Song } from '@beats/contract';
import { expect, test } from './fixtures.ts';

test('the home page lists real tracks whose preview audio plays', async ({ page, request }) => {
  await page.goto('/');
  const firstTrack = page.getByRole('table', { name: 'Latest tracks' }).locator('tbody tr a.title').first();
  await expect(firstTrack).toBeVisible();

  const href = (await firstTrack.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/products\/\d+$/);
  const { data: song } = (await (await request.get(`/api/songs/${href.split('/').pop()}`)).json()) as { data: Song };
  await expect(firstTrack).toHaveText(song.title);

  const audioSrc = song.audioFile ?? '';
  expect(audioSrc).toMatch(/^\/media\/previews\//);
  const head = await request.head(audioSrc);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('audio/mpeg');

  const played = await page.evaluate(async (src) => {
    const audio = new Audio(src);
    audio.muted = true;
    await audio.play();
    await new Promise((resolve) => setTimeout(resolve, 800));
    return audio.currentTime;
  }, audioSrc);
  expect(played).toBeGreaterThan(0.2);
});
