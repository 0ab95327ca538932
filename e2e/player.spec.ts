import { type Song, SongDetailSchema, SongListSchema, SongPageSchema } from '@beats/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { parsed } from './api-helpers.ts';
import { audio, recordAudio } from './audio-helpers.ts';
import { signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { fromServer, hydrated, markServerNodes } from './island-helpers.ts';
import { testAccount } from './test-accounts.ts';

async function song(request: APIRequestContext, id: number): Promise<Song> {
  return (await parsed(await request.get(`/api/songs/${id}`), SongDetailSchema)).data;
}

async function relatedFirst(request: APIRequestContext, id: number): Promise<Song> {
  const first = (await parsed(await request.get(`/api/songs/${id}/related?limit=8`), SongPageSchema)).data[0];
  if (!first) throw new Error(`Track ${id} has no related tracks`);
  return first;
}

const bar = (page: Page) => page.getByRole('region', { name: 'Player' });

// Uncaught page errors (hydration mismatches included) fail every test: see fixtures.ts.
test.beforeEach(async ({ page }) => {
  await markServerNodes(page);
  await recordAudio(page);
});

test('a track page plays its track: the audio advances, the waveform seeks, the bottom bar follows', async ({
  page,
  request,
}) => {
  const track = await song(request, 1);
  await page.goto('/products/1');
  await expect(bar(page)).toHaveCount(0);

  const waveform = page.locator('.track-waveform');
  const play = await hydrated(waveform.getByRole('button', { name: `Play ${track.title}` }));
  expect(await fromServer(play)).toBe(true);
  expect(await fromServer(waveform.getByRole('slider'))).toBe(true);
  await play.click();

  await expect(waveform.getByRole('button', { name: `Pause ${track.title}` })).toBeVisible();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.5);
  const started = await audio(page);
  expect(started.paused).toBe(false);
  expect(new URL(started.src).pathname).toBe(track.audioFile);

  // The bottom bar appears with the track, and its time follows the audio.
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', { name: track.title })).toHaveAttribute('href', '/products/1');
  await expect(bar(page).getByText(track.user.name)).toBeVisible();
  const seekBar = bar(page).getByRole('slider', { name: `Seek ${track.title}` });
  await expect.poll(async () => Number(await seekBar.inputValue())).toBeGreaterThan(0.5);

  // Clicking the middle of the waveform moves the audio to the middle of the track.
  const slider = waveform.getByRole('slider', { name: `Seek ${track.title}` });
  const box = await slider.boundingBox();
  if (!box) throw new Error('The waveform is not laid out');
  await slider.click({ position: { x: box.width / 2, y: box.height / 2 } });
  // The waveform seeks through the player's module, which the click reaches a task later.
  await expect.poll(async () => (await audio(page)).currentTime / started.duration).toBeGreaterThan(0.4);
  const middle = await audio(page);
  expect(middle.currentTime).toBeLessThan(middle.duration * 0.75);
  await expect
    .poll(async () => Number(await slider.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(Math.floor(middle.duration * 0.4));

  // The keyboard seeks too: Home goes back to the start.
  await slider.press('Home');
  await expect.poll(async () => (await audio(page)).currentTime).toBeLessThan(middle.duration * 0.3);
});

test('a press after the player has loaded on pointing plays the track, by mouse and by keyboard', async ({
  page,
  request,
}) => {
  const track = await song(request, 1);
  const playerLoaded = () => expect(page.locator('html[data-player="started"]')).toHaveCount(1);

  // A visitor points at the button, and reads its title for a moment before clicking: by then
  // the player's code, which pointing loads, is there.
  await page.goto('/products/1');
  const play = page.locator('.track-waveform').getByRole('button', { name: `Play ${track.title}` });
  await play.hover();
  await playerLoaded();
  await play.click();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.5);
  expect((await audio(page)).paused).toBe(false);
  await expect(bar(page).getByRole('button', { name: `Pause ${track.title}` })).toBeVisible();

  // Tabbing to a button loads it too; Enter then plays.
  await page.goto('/tracks');
  const first = page.locator('button[data-play]').first();
  await first.focus();
  await playerLoaded();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.5);
  expect((await audio(page)).paused).toBe(false);
});

test("a press before the page's scripts have run is not lost: the track plays once they run", async ({
  page,
  request,
}) => {
  const track = await song(request, 1);
  // A slow connection: the page's module scripts arrive only after the visitor has pressed Play
  // on the server-drawn button.
  let arrive = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route('**/_astro/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/products/1', { waitUntil: 'commit' });
  const play = page.locator('.track-waveform').getByRole('button', { name: `Play ${track.title}` });
  await play.click();
  await expect(page.locator('html[data-player="started"]')).toHaveCount(0);

  arrive();
  await expect(page.locator('.track-waveform').getByRole('button', { name: `Pause ${track.title}` })).toBeVisible();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.5);
  expect((await audio(page)).paused).toBe(false);
});

test('seeking while paused plays; pause, volume, shuffle and repeat from the bar', async ({ page, request }) => {
  const track = await song(request, 2);
  await page.goto('/products/2');
  await (await hydrated(page.locator('.track-waveform').getByRole('button', { name: `Play ${track.title}` }))).click();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.3);

  await bar(page)
    .getByRole('button', { name: `Pause ${track.title}` })
    .click();
  await expect.poll(async () => (await audio(page)).paused).toBe(true);
  await expect(bar(page).getByRole('button', { name: `Play ${track.title}` })).toBeVisible();

  // Seeking while paused starts playback.
  const seekBar = bar(page).getByRole('slider', { name: `Seek ${track.title}` });
  await seekBar.press('ArrowRight');
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  await expect(bar(page).getByRole('button', { name: `Pause ${track.title}` })).toBeVisible();

  // Volume: 0.7 by default, 0.01 a step.
  const volume = bar(page).getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveValue('0.7');
  expect((await audio(page)).volume).toBeCloseTo(0.7);
  await volume.press('ArrowLeft');
  await expect(volume).toHaveValue('0.69');
  expect((await audio(page)).volume).toBeCloseTo(0.69);

  // Repeat cycles off, one, all, off; shuffle says whether it is on.
  const shuffle = bar(page).getByRole('button', { name: 'Shuffle' });
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
  await bar(page).getByRole('button', { name: 'Repeat: off' }).click();
  await bar(page).getByRole('button', { name: 'Repeat: one' }).click();
  await bar(page).getByRole('button', { name: 'Repeat: all' }).click();
  // Turning shuffle on while repeat is 'one' turns repeat off.
  await bar(page).getByRole('button', { name: 'Repeat: off' }).click();
  await expect(bar(page).getByRole('button', { name: 'Repeat: one' })).toBeVisible();
  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
  await expect(bar(page).getByRole('button', { name: 'Repeat: off' })).toBeVisible();

  // Closing the player stops the audio and hides the bar.
  await bar(page).getByRole('button', { name: 'Close player' }).click();
  await expect(bar(page)).toHaveCount(0);
  expect((await audio(page)).paused).toBe(true);
});

test('next and previous move through the page list, one track at a time', async ({ page, request }) => {
  const track = await song(request, 3);
  const next = await relatedFirst(request, 3);
  await page.goto('/products/3');
  await (await hydrated(page.locator('.track-waveform').getByRole('button', { name: `Play ${track.title}` }))).click();
  await expect(bar(page).getByRole('link', { name: track.title })).toBeVisible();

  await bar(page).getByRole('button', { name: 'Next track' }).click();
  await expect(bar(page).getByRole('link', { name: next.title })).toBeVisible();
  await expect.poll(async () => new URL((await audio(page)).src).pathname).toBe(next.audioFile);
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  // The page's own control no longer shows the first track as playing.
  await expect(page.locator('.track-waveform').getByRole('button', { name: `Play ${track.title}` })).toBeVisible();

  await bar(page).getByRole('button', { name: 'Previous track' }).click();
  await expect(bar(page).getByRole('link', { name: track.title })).toBeVisible();
  await expect.poll(async () => new URL((await audio(page)).src).pathname).toBe(track.audioFile);
  // One audio element for the whole site, whatever was played.
  expect((await audio(page)).elements).toBe(1);
});

test('playback goes on while the visitor moves to another page', async ({ page, request }) => {
  const newest = (await parsed(await request.get('/api/songs/new-releases?limit=6'), SongListSchema)).data[0];
  if (!newest) throw new Error('The demo store has no new releases');
  const track = await song(request, newest.id);
  await page.goto(`/products/${track.id}`);
  await (await hydrated(page.locator('.track-waveform').getByRole('button', { name: `Play ${track.title}` }))).click();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.3);

  await page.getByRole('banner').getByRole('link', { name: 'Tracks' }).first().click();
  await expect(page).toHaveURL(/\/tracks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tracks' })).toBeVisible();

  const before = (await audio(page)).currentTime;
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(before + 0.3);
  expect((await audio(page)).paused).toBe(false);
  expect((await audio(page)).elements).toBe(1);
  await expect(bar(page).getByRole('link', { name: track.title })).toBeVisible();
  // The new page's controls know which track plays.
  await expect(
    page.getByRole('region', { name: 'New Releases' }).getByRole('button', { name: `Pause ${track.title} by` }),
  ).toBeVisible();
});

test('the new releases carousel plays and pauses its slides, one at a time', async ({ page, request }) => {
  const [first, second] = (await parsed(await request.get('/api/songs/new-releases?limit=6'), SongListSchema)).data;
  if (!first || !second) throw new Error('The demo store needs two new releases');
  await page.goto('/tracks');
  const carousel = page.getByRole('region', { name: 'New Releases' });

  const firstSlide = await hydrated(
    carousel.getByRole('button', { name: `Play ${first.title} by ${first.user.name}` }),
  );
  expect(await fromServer(firstSlide)).toBe(true);
  await firstSlide.click();
  await expect(carousel.getByRole('button', { name: `Pause ${first.title} by ${first.user.name}` })).toBeVisible();
  await expect.poll(async () => (await audio(page)).paused).toBe(false);

  await carousel.getByRole('button', { name: `Play ${second.title} by ${second.user.name}` }).click();
  await expect(carousel.getByRole('button', { name: `Pause ${second.title} by ${second.user.name}` })).toBeVisible();
  await expect(carousel.getByRole('button', { name: `Play ${first.title} by ${first.user.name}` })).toBeVisible();
  await expect.poll(async () => new URL((await audio(page)).src).pathname).toBe(second.audioFile);

  await carousel.getByRole('button', { name: `Pause ${second.title} by ${second.user.name}` }).click();
  await expect.poll(async () => (await audio(page)).paused).toBe(true);
});

test('the carousel holds every release: the first view from the server, the rest drawn from the page queue', async ({
  page,
  request,
}) => {
  const releases = (await parsed(await request.get('/api/songs/new-releases?limit=20'), SongListSchema)).data;
  // The server draws the first view (6 slides at most); the page's queue holds them all.
  const html = await (await request.get('/tracks')).text();
  expect(html.match(/class="new-releases__slide"/g)?.length).toBe(Math.min(6, releases.length));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/tracks');
  const carousel = page.getByRole('region', { name: 'New Releases' });
  await expect(carousel.getByRole('listitem')).toHaveCount(releases.length);
  await expect(carousel.getByRole('link')).toHaveText(releases.map((s) => s.title));

  // Six slides a view at this width: one bullet per view, the arrows move one view.
  const bullets = carousel.getByRole('button', { name: /^Show releases/ });
  await expect(bullets).toHaveCount(Math.ceil(releases.length / 6));
  await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('button', { name: 'Previous releases' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next releases' }).click();
  await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('button', { name: 'Previous releases' })).toBeEnabled();
  await bullets.last().click();
  await expect(bullets.last()).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('button', { name: 'Next releases' })).toBeDisabled();

  // A slide the script drew (in the last view, showing now) plays like the others, from the same list.
  const late = releases[releases.length - 1];
  if (!late || releases.length <= 6) throw new Error('The demo store needs more than six releases');
  await carousel.getByRole('button', { name: `Play ${late.title} by ${late.user.name}` }).click();
  await expect(carousel.getByRole('button', { name: `Pause ${late.title} by ${late.user.name}` })).toBeVisible();
  await expect.poll(async () => new URL((await audio(page)).src).pathname).toBe(late.audioFile);
  await bar(page).getByRole('button', { name: 'Previous track' }).click();
  const before = releases[releases.length - 2];
  await expect(bar(page).getByRole('link', { name: before?.title ?? '' })).toBeVisible();
});

test('a play start is counted once on the server', async ({ page, request }) => {
  // A listener of its own: the server counts one play per listener and track per half hour, and
  // earlier tests played this track from the same address.
  await signIn(page.request, await testAccount('Lee Listener'));
  // Counts are read as the signed-in listener, whose answers are always fresh: anonymous ones may
  // come from the Worker's page cache, where a play does not renew them (README, Caching).
  const count = async () => (await song(page.request, 4)).playCount;
  const before = await count();
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/songs/')) posts.push(new URL(req.url()).pathname);
  });

  await page.goto('/products/4');
  const waveform = page.locator('.track-waveform');
  const title = (await song(request, 4)).title;
  await (await hydrated(waveform.getByRole('button', { name: `Play ${title}` }))).click();
  await expect.poll(count).toBe(before + 1);

  // Pausing and resuming is the same listen.
  await waveform.getByRole('button', { name: `Pause ${title}` }).click();
  await waveform.getByRole('button', { name: `Play ${title}` }).click();
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  await page.waitForTimeout(500);
  expect(posts).toEqual(['/api/songs/4/play']);
  expect(await count()).toBe(before + 1);
});
