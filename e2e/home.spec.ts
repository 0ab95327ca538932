import { SongDetailSchema } from '@beats/contract';
import { parsed } from './api-helpers.ts';
import { audio, recordAudio } from './audio-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';

test('the home page lists real tracks, and the store plays their preview', async ({ page, request }) => {
  await recordAudio(page);
  await page.goto('/');
  const firstRow = page.getByRole('table', { name: 'Latest tracks' }).locator('tbody tr').first();
  const firstTrack = firstRow.locator('a.title');
  await expect(firstTrack).toBeVisible();

  const href = (await firstTrack.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/products\/\d+$/);
  const { data: song } = await parsed(await request.get(`/api/songs/${href.split('/').pop()}`), SongDetailSchema);
  await expect(firstTrack).toHaveText(song.title);

  // The preview is real audio the store serves.
  const audioSrc = song.audioFile ?? '';
  expect(audioSrc).toMatch(/^\/media\/previews\//);
  const head = await request.head(audioSrc);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('audio/mpeg');

  // The row's own play control starts the store's player on that preview, and it plays.
  const play = await hydrated(firstRow.getByRole('button', { name: `Play ${song.title} by ${song.user.name}` }));
  await play.click();
  await expect(firstRow.getByRole('button', { name: `Pause ${song.title} by ${song.user.name}` })).toBeVisible();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.2);
  const playing = await audio(page);
  expect(playing.paused).toBe(false);
  expect(new URL(playing.src).pathname).toBe(audioSrc);
  await expect(page.getByRole('region', { name: 'Player' }).getByRole('link', { name: song.title })).toBeVisible();
});
