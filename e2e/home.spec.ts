import { expect, test } from '@playwright/test';

test('the home page lists real tracks whose preview audio plays', async ({ page, request }) => {
  await page.goto('/');
  const firstTrack = page.locator('main li').first();
  await expect(firstTrack).toBeVisible();

  const audioSrc = await firstTrack.locator('audio').getAttribute('src');
  expect(audioSrc).toMatch(/^\/media\/previews\//);
  const head = await request.head(audioSrc ?? '');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('audio/mpeg');

  const played = await page.evaluate(async (src) => {
    const audio = new Audio(src);
    audio.muted = true;
    await audio.play();
    await new Promise((resolve) => setTimeout(resolve, 800));
    return audio.currentTime;
  }, audioSrc ?? '');
  expect(played).toBeGreaterThan(0.2);
});
