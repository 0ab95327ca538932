import { SongDetailSchema, SongPageSchema } from '@beats/contract';
import { DEMO_TRACKS } from '../scripts/demo/catalogue.ts';
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

test("the demo store numbers its tracks in the catalogue's order, whatever order their media were made in", async ({
  request,
}) => {
  // A fresh store renders the demo's audio on several threads; links to the demo store (and the
  // tests that buy track #3) name the same track every time.
  const { data } = await parsed(await request.get('/api/songs/published?limit=100'), SongPageSchema);
  const demo = DEMO_TRACKS.map((track, index) => ({ title: track.title, id: index + 1 }));
  const listed = demo.flatMap(({ title }) =>
    data.filter((song) => song.title === title).map(({ title, id }) => ({ title, id })),
  );
  // Every demo track but the two scheduled for next week is published.
  expect(listed).toHaveLength(DEMO_TRACKS.length - 2);
  expect(listed).toEqual(demo.slice(0, listed.length));
});
