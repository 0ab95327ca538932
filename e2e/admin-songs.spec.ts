/**
 * The store owner's songs, end to end: upload with cover, preview and a stems ZIP sent in parts
 * (surviving a dropped connection), scheduling, editing a price, deleting while a buyer keeps
 * the purchase, and the admin's own addresses and log out.
 */
import { AdminSongDetailSchema, AdminSongListSchema, SongPageSchema } from '@beats/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { wav } from '../worker/test/media-samples.ts';
import {
  ADMIN,
  addLicensedMp3,
  answerDialog,
  audioFile,
  coverFile,
  createSong,
  signInAsAdmin,
  stemsFile,
  withStore,
} from './admin-helpers.ts';
import { audio, recordAudio } from './audio-helpers.ts';
import { buyByApi, myOrders, planNamed, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';
import { testAccount } from './test-accounts.ts';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
const songRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** The list request a click sends (its query holds `wanted`), and the songs the server answered. */
async function songsListed(page: Page, wanted: Record<string, string>, click: () => Promise<unknown>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/songs' &&
        r.status() === 200 &&
        Object.entries(wanted).every(([name, value]) => url.searchParams.get(name) === value)
      );
    }),
    click(),
  ]);
  return AdminSongListSchema.parse(await res.json()).data;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment `days` from now at `time` (HH:mm), in the browser's time zone (the test's own). */
function dayAt(days: number, time: string): Date {
  const day = new Date(Date.now() + days * 86_400_000);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}
/** A moment as a date and time field takes it, typed: '2030-12-31T23:30'. */
const typedMinute = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
/** A moment as the admin's list shows it: 'Dec 31, 2030 23:30'. */
const shownMinute = (at: Date) =>
  `${at.toLocaleString('en-US', { month: 'short' })} ${at.getDate()}, ${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;

async function publishedTitles(request: APIRequestContext, search: string): Promise<string[]> {
  const res = await request.get(`/api/songs/published?limit=100&search=${encodeURIComponent(search)}`);
  return SongPageSchema.parse(await res.json()).data.map((song) => song.title);
}

async function adminSong(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/songs/${id}`);
  expect(res.status()).toBe(200);
  return AdminSongDetailSchema.parse(await res.json()).data;
}

test('the admin player plays the list: toggle, previous with wrap, repeat and volume', async ({ page }) => {
  await recordAudio(page);
  await signInAsAdmin(page, '/admin/songs');
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.5');
  const firstRow = page.locator('tbody tr.ant-table-row').first();
  const firstTitle = (await firstRow.locator('td').nth(2).textContent()) ?? '';
  await firstRow.getByRole('button', { name: `Play ${firstTitle}` }).click();
  await expect(bar.getByText(firstTitle)).toBeVisible();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.2);
  // The current song toggles.
  await firstRow.getByRole('button', { name: `Pause ${firstTitle}` }).click();
  await expect.poll(async () => (await audio(page)).paused).toBe(true);
  await bar.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  // Previous from the first wraps to the last song of the page.
  await bar.getByRole('button', { name: 'Previous song' }).click();
  const lastTitle = (await page.locator('tbody tr.ant-table-row').last().locator('td').nth(2).textContent()) ?? '';
  await expect(bar.getByText(lastTitle)).toBeVisible();
  // Repeat goes off → all → one → off.
  await bar.getByRole('button', { name: 'Repeat: off' }).click();
  await bar.getByRole('button', { name: 'Repeat: all' }).click();
  await expect(bar.getByRole('button', { name: 'Repeat: one' })).toBeVisible();
  // Volume from the keyboard, in steps of 0.01.
  await bar.getByRole('slider', { name: 'Volume' }).press('ArrowRight');
  await expect.poll(async () => (await audio(page)).volume).toBeCloseTo(0.51, 2);
});

test('searching from the landing page (/admin) filters the list where it is: the song playing plays on', async ({
  page,
}) => {
  await recordAudio(page);
  await signInAsAdmin(page);
  const bar = page.getByRole('region', { name: 'Player' });
  const firstRow = page.locator('tbody tr.ant-table-row').first();
  const title = (await firstRow.locator('td').nth(2).textContent()) ?? '';
  await firstRow.getByRole('button', { name: `Play ${title}` }).click();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.2);

  await page.getByRole('searchbox', { name: 'Search songs by title' }).fill(title);
  await expect(page.locator('tbody tr.ant-table-row').filter({ hasNotText: title })).toHaveCount(0);
  await expect(bar.getByText(title)).toBeVisible();
  expect((await audio(page)).paused).toBe(false);
});

test('on a narrow screen the rows keep their menu in view, and the player bar leaves the end of the page (Recent Uploads after the list, or under 992 px the list itself) in view', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/songs');
  for (const width of [1100, 800, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    const bar = page.getByRole('region', { name: 'Player' });
    const recent = page.getByRole('complementary', { name: 'Account and uploads' }).getByRole('listitem');
    // Under 992 px the right panel is not drawn (the menu's drawer holds its account and Upload Song).
    const panelShown = width >= 992;
    if (panelShown) await expect(recent).toHaveCount(7);
    else await expect(recent).toHaveCount(0);
    // The table is wider than the screen and scrolls sideways; Edit Song and Delete Song stay at hand.
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const end = await (panelShown ? recent.last() : page.locator('.ant-table-pagination')).boundingBox();
    expect((end?.y ?? Infinity) + (end?.height ?? 0), `at ${width} px`).toBeLessThanOrEqual(barTop);
  }
});

test('the admin uploads a track with cover, audio and stems in parts; the store lists and plays it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Upload Song' }).click();
  await expect(page).toHaveURL(/\/admin\/upload$/);

  // Publishing an empty form says what is missing, in the spec's words.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Please fill in song name, cover image, and music file.')).toBeVisible();

  const title = unique('Night Drive');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('Warm pads and a slow groove.');
  await page.locator('#cover').setInputFiles(coverFile());
  await page.locator('#preview').setInputFiles(audioFile(3));
  // The length is read from the audio in the browser.
  await expect(page.getByLabel('Duration')).toHaveValue('00:03');
  await page.getByLabel('Pricing ($)').fill('24.50');
  await page.getByLabel('BPM').fill('92');
  await page.getByLabel('Key').fill('D minor');

  // A file of the wrong kind is refused before anything is sent.
  await page.locator('#stems').setInputFiles({ name: 'stems.zip', mimeType: 'text/plain', buffer: Buffer.from('no') });
  await page.locator('#stems').setInputFiles(audioFile(1));
  await expect(page.getByText('The stems must be a ZIP file')).toBeVisible();

  // The stems go in three parts; the connection drops while the second is on its way.
  await page.locator('#stems').setInputFiles(stemsFile(18));
  await expect(page.getByText('The stems must be a ZIP file')).toHaveCount(0);
  let dropped = 0;
  await page.route(/\/api\/uploads\/[^/]+\/parts\/2$/, async (route) => {
    if (dropped++ === 0) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(toast(page, 'Song published/scheduled successfully!')).toBeVisible({ timeout: 60_000 });
  expect(dropped).toBe(2);

  // The list shows it published, and Recent Uploads has reloaded with it.
  await expect(page).toHaveURL(/\/admin\/songs$/);
  await expect(songRow(page, title)).toContainText('published');
  await expect(page.getByRole('complementary', { name: 'Account and uploads' }).getByText(title)).toBeVisible();

  // The server has the stems and the preview's length.
  const id = Number(
    await page.evaluate(async (wanted) => {
      const res = await fetch(`/api/songs?q=${encodeURIComponent(wanted)}`);
      const body = (await res.json()) as { data: { id: number; title: string }[] };
      return body.data.find((song) => song.title === wanted)?.id;
    }, title),
  );
  const saved = await adminSong(page.request, id);
  expect(saved.files).toEqual({ mp3: false, wav: false, stems: true });
  expect(saved.duration).toBe('00:03');
  expect(saved.pricing).toBe(2450);
  expect(saved.waveform).toHaveLength(75);
  expect(Object.keys(saved.coverSizes ?? {}).sort()).toEqual(['128', '400', '800']);

  // The store lists it and plays it.
  await recordAudio(page);
  await page.goto(`/tracks?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('table', { name: 'Tracks' }).getByRole('row').filter({ hasText: title });
  await (await hydrated(row.getByRole('button', { name: `Play ${title}` }))).click();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.3);
  expect(new URL((await audio(page)).src).pathname).toBe(saved.audioFile);

  // It has no MP3 or WAV for the other plans: out of the store again, for the tests that buy the newest tracks.
  const removed = await page.request.delete(`/api/songs/${id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(removed.status()).toBe(204);
});

test('a scheduled track stays out of the store until its time', async ({ page }) => {
  await signInAsAdmin(page, '/admin/upload');
  const title = unique('Later Tonight');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.locator('#cover').setInputFiles(coverFile());
  await page.locator('#preview').setInputFiles(audioFile(2));
  await expect(page.getByLabel('Duration')).toHaveValue('00:02');

  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Publication' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm Schedule' });
  await expect(confirm).toBeDisabled();
  const field = dialog.getByLabel('Publication date and time');
  // Named by its label (no name of its own besides), and said to be in the admin's time zone.
  await expect(field).not.toHaveAttribute('aria-label');
  await expect(dialog.locator(`label[for="${await field.getAttribute('id')}"]`)).toHaveText(
    'Publication date and time',
  );
  await expect(field).toHaveAccessibleDescription('Your time zone');
  // A time already past is refused.
  await field.fill(typedMinute(dayAt(-1, '10:30')));
  await expect(dialog.getByText('Choose a time in the future.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // Typed, then straight to Confirm Schedule: the time typed is the one sent.
  const at = dayAt(2, '10:30');
  await field.fill(typedMinute(at));
  await expect(dialog.getByText('Choose a time in the future.')).toHaveCount(0);
  // Also written as the list writes it (the field is in the browser's own format).
  await expect(field).toHaveAccessibleDescription(`${shownMinute(at)}, your time zone`);
  await confirm.click();
  await expect(toast(page, 'Song published/scheduled successfully!')).toBeVisible({ timeout: 30_000 });

  await expect(songRow(page, title)).toContainText(`scheduled for ${shownMinute(at)}`);
  const id = Number(
    await page.evaluate(async (wanted) => {
      const res = await fetch(`/api/songs?q=${encodeURIComponent(wanted)}`);
      const body = (await res.json()) as { data: { id: number; title: string }[] };
      return body.data.find((song) => song.title === wanted)?.id;
    }, title),
  );
  const saved = await adminSong(page.request, id);
  expect(saved.status).toBe('scheduled');
  expect(saved.publishedAt).toBe(at.toISOString());
  expect(await publishedTitles(page.request, title)).toEqual([]);
  await page.goto(`/tracks?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('table', { name: 'Tracks' }).getByText(title)).toHaveCount(0);
});

test('editing the publication time schedules a song again, and a past time publishes it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const title = unique('Moved Release');
  const song = await createSong(page.request, { title });
  const publishedAt = page.getByLabel('Published at');
  const update = page.getByRole('button', { name: 'Update Song' });
  try {
    // The field shows the song's own time, to the minute.
    await page.goto(`/admin/songs/${song.id}/edit`);
    await expect(publishedAt).toHaveValue(typedMinute(new Date(song.publishedAt)));
    // In the admin's own time zone, as the field says, and written as the list writes it.
    const again = 'a time in the future schedules the song again.';
    await expect(publishedAt).toHaveAccessibleDescription(
      `${shownMinute(new Date(song.publishedAt))}, your time zone; ${again}`,
    );

    // An emptied field is not taken as 'no change'.
    await publishedAt.fill('');
    // No time to write (the field's error comes first as soon as it is emptied).
    await expect(publishedAt).toHaveAccessibleDescription(
      /Your time zone; a time in the future schedules the song again\.$/,
    );
    await update.click();
    await expect(page.getByText('Please choose a valid publication date and time')).toBeVisible();

    // Typed, then straight to Update Song: the song is scheduled for the time typed.
    const later = dayAt(3, '18:45');
    await publishedAt.fill(typedMinute(later));
    await expect(publishedAt).toHaveAccessibleDescription(`${shownMinute(later)}, your time zone; ${again}`);
    await update.click();
    await expect(toast(page, 'Song updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/songs$/);
    await expect(songRow(page, title)).toContainText(`scheduled for ${shownMinute(later)}`);
    const scheduled = await adminSong(page.request, song.id);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.publishedAt).toBe(later.toISOString());
    expect(await publishedTitles(page.request, title)).toEqual([]);

    // Opened again, it shows that time; a time already past, typed and sent at once, publishes it.
    await page.goto(`/admin/songs/${song.id}/edit`);
    await expect(publishedAt).toHaveValue(typedMinute(later));
    const earlier = dayAt(-1, '08:15');
    await publishedAt.fill(typedMinute(earlier));
    await update.click();
    await expect(toast(page, 'Song updated successfully!')).toBeVisible();
    await expect(songRow(page, title)).toContainText('published');
    const published = await adminSong(page.request, song.id);
    expect(published.status).toBe('published');
    expect(published.publishedAt).toBe(earlier.toISOString());
    expect(await publishedTitles(page.request, title)).toEqual([title]);
  } finally {
    // Other tests read the newest tracks as the demo catalogue's.
    const owner = await playwright.request.newContext({ baseURL });
    await signIn(owner, ADMIN.email, ADMIN.password);
    await owner.delete(`/api/songs/${song.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    await owner.dispose();
  }
});

test('editing a price changes what the store shows; a song deleted meanwhile says so', async ({ page }) => {
  await signInAsAdmin(page);
  const title = unique('Price Check');
  const song = await createSong(page.request, { title, pricing: '19.99' });
  // Its licensed MP3: a track with none is 'Preview Only' and shows no price.
  await addLicensedMp3(page.request, song.id);

  await page.goto(`/admin/edit-song/${song.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/songs/${song.id}/edit$`));
  const pricing = page.getByLabel('Pricing ($)');
  await expect(pricing).toHaveValue('19.99');

  // The form's rules, with the spec's messages.
  await page.getByLabel('BPM').fill('400');
  await page.getByLabel('Title', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Update Song' }).click();
  await expect(page.getByText('Song name is required')).toBeVisible();
  await expect(page.getByText('BPM must be between 1 and 300')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('BPM').fill('120');
  await pricing.fill('34.99');
  await page.getByRole('button', { name: 'Update Song' }).click();
  await expect(toast(page, 'Song updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/songs$/);

  await page.goto(`/products/${song.id}`);
  await expect(page.getByRole('main').getByText('$34.99').first()).toBeVisible();

  // Deleted while the form is open: the update answers 404, in the spec's words.
  await page.goto(`/admin/songs/${song.id}/edit`);
  await expect(page.getByLabel('Pricing ($)')).toHaveValue('34.99');
  const removed = await page.request.delete(`/api/songs/${song.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(removed.status()).toBe(204);
  await page.getByRole('button', { name: 'Update Song' }).click();
  await expect(toast(page, 'Song not found. It may have been deleted.')).toBeVisible();

  // And it can no longer be opened: 'Song not found'.
  await page.reload();
  await expect(page.getByText('Song not found', { exact: true })).toBeVisible();
});

test("an update refused without the server's words says the spec's words for its status", async ({ page }) => {
  await signInAsAdmin(page);
  const song = await createSong(page.request, { title: unique('Refused Update') });
  try {
    // A proxy or a failing Worker answers 400 or 422 without the store's `{ message }`.
    const refusals = [
      { status: 400, body: '{}', shown: 'Invalid data provided. Please check all fields.' },
      { status: 422, body: '<html>Unprocessable</html>', shown: 'Invalid input data. Please check all fields.' },
      { status: 400, body: '{"message":"Title is taken"}', shown: 'Title is taken' },
    ];
    for (const { status, body, shown } of refusals) {
      await page.route(`**/api/songs/${song.id}`, (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status, body }) : route.fallback(),
      );
      await page.goto(`/admin/songs/${song.id}/edit`);
      await page.getByRole('button', { name: 'Update Song' }).click();
      await expect(toast(page, shown)).toBeVisible();
      await page.unrouteAll();
    }
  } finally {
    await page.request.delete(`/api/songs/${song.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  }
});

test('a deleted track leaves the catalogue while its buyer keeps the order and the download', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const title = unique('Last Copy');
  const song = await createSong(page.request, { title });
  const mp3 = await addLicensedMp3(page.request, song.id);

  // A customer buys its MP3 through the checkout (PayPal's stand-in approves the payment).
  const buyer = await playwright.request.newContext({ baseURL });
  await signIn(buyer, await testAccount('Ada Crate'));
  const basic = await planNamed(buyer, /Basic/);
  const { orderId } = await buyByApi(buyer, [{ songId: song.id, licenseId: basic.id }]);

  await page.getByRole('searchbox', { name: 'Search songs by title' }).fill(title);
  const row = songRow(page, title);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Song' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Song' });
  await expect(dialog.getByText(`Are you sure you want to delete "${title}"?`)).toBeVisible();
  await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
  await answerDialog(dialog, 'Delete');
  await expect(page.locator('.ant-notification').getByText(`"${title}" deleted successfully`)).toBeVisible();
  await expect(page.getByText('No songs found')).toBeVisible();

  // Out of the catalogue and its page.
  expect(await publishedTitles(page.request, title)).toEqual([]);
  expect((await page.request.get(`/products/${song.id}`)).status()).toBe(404);

  // The admin still lists the order; the buyer still downloads the very file bought.
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('completed');
  const [order] = await myOrders(buyer);
  const link = order?.items[0]?.downloads.find((file) => file.kind === 'mp3');
  if (!link) throw new Error('The order offers no MP3');
  const file = await buyer.get(link.url);
  expect(file.status()).toBe(200);
  expect(Buffer.compare(await file.body(), mp3.bytes)).toBe(0);
  await withStore(async ({ env }) => expect(await env.FILES.head(mp3.key)).not.toBeNull());
  await buyer.dispose();
});

test('old addresses lead to their pages, and Log Out goes home with the toast', async ({ page }) => {
  await signInAsAdmin(page, '/admin/salse');
  await expect(page).toHaveURL(/\/admin\/sales$/);
  await expect(page.getByRole('heading', { name: 'Sales Analysis' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Beats admin: account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('.toaster').getByText('You have been logged out successfully!')).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('the song list sorts by the column the admin clicks and filters by status, as the server orders it', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/songs');
  const rows = page.locator('tbody tr.ant-table-row');
  const column = (index: number) => rows.locator(`td:nth-child(${index + 1})`);
  const header = (name: string) => page.locator('thead th').filter({ hasText: name });
  const listed = (wanted: Record<string, string>, click: () => Promise<void>) => songsListed(page, wanted, click);
  await expect(rows.first()).toBeVisible();

  // Title: ascending on the first click, descending on the second, each as the server sent it.
  const byTitle = await listed({ _sort: 'title', _order: 'asc' }, () => header('Title').click());
  expect(byTitle.length).toBeGreaterThan(1);
  await expect(column(2)).toHaveText(byTitle.map((song) => song.title));
  const byTitleDown = await listed({ _sort: 'title', _order: 'desc' }, () => header('Title').click());
  await expect(column(2)).toHaveText(byTitleDown.map((song) => song.title));
  expect(byTitleDown[0]?.title).not.toBe(byTitle[0]?.title);

  // Plays: fewest first, and the column shows it.
  const byPlays = await listed({ _sort: 'playCount', _order: 'asc' }, () => header('Plays').click());
  await expect(column(2)).toHaveText(byPlays.map((song) => song.title));
  const plays = (await column(4).allTextContents()).map(Number);
  expect(plays).toEqual([...plays].sort((a, b) => a - b));

  // A status keeps the ordering and shows only songs of that status.
  const published = await listed({ _sort: 'playCount', status: 'published' }, async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    // The visible option (the element with role "option" is antd's hidden list for screen readers).
    await page.locator('.ant-select-item-option[title="published"]').click();
  });
  expect(published.every((song) => song.status === 'published')).toBe(true);
  await expect(column(2)).toHaveText(published.map((song) => song.title));
  await expect(column(3)).toHaveText(published.map(() => /published/));
});

test('a search, a status or a sort chosen on page 2 lists from the first page', async ({ page }) => {
  await signInAsAdmin(page, '/admin/songs');
  const rows = page.locator('tbody tr.ant-table-row');
  const pageTwo = page.locator('.ant-pagination-item-2');
  const onPage = (n: number) => expect(page.locator(`.ant-pagination-item-${n}`)).toHaveClass(/active/);
  const firstTitle = (await rows.first().locator('td').nth(2).textContent()) ?? '';
  expect(firstTitle).not.toBe('');

  // The song first on page 1, searched for from page 2, is found.
  await pageTwo.click();
  await onPage(2);
  await page.getByRole('searchbox', { name: 'Search songs by title' }).fill(firstTitle);
  await expect(songRow(page, firstTitle)).toBeVisible();
  await onPage(1);
  await page.getByRole('searchbox', { name: 'Search songs by title' }).fill('');
  await expect(pageTwo).toBeVisible();

  // A status chosen on page 2 lists its songs from their first.
  await pageTwo.click();
  await onPage(2);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-item-option[title="published"]').click();
  await onPage(1);
  await expect(rows.first()).toContainText('published');

  // So does a new sort.
  await pageTwo.click();
  await onPage(2);
  await page.locator('thead th').filter({ hasText: 'Title' }).click();
  await onPage(1);
});

test('back from editing a song, or after a reload, the list opens on the page and in the order it was left', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/songs');
  const rows = page.locator('tbody tr.ant-table-row');
  const onPage = (n: number) => expect(page.locator(`.ant-pagination-item-${n}`)).toHaveClass(/active/);
  await expect(rows.first()).toBeVisible();

  // Sorted by title, page 2: a song there is opened for editing, then left with Cancel. The
  // pager turns active before page 2's songs arrive (the table keeps page 1's meanwhile), so the
  // title is the server's, once the table shows it.
  await page.locator('thead th').filter({ hasText: 'Title' }).click();
  await expect(page.locator('thead th').filter({ hasText: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  const pageTwo = await songsListed(page, { _start: '20', _sort: 'title' }, () =>
    page.locator('.ant-pagination-item-2').click(),
  );
  const title = pageTwo[0]?.title ?? '';
  expect(title).not.toBe('');
  await onPage(2);
  // Its own row (songs other tests add meanwhile may sort before it, never off page 2).
  const actions = page.getByRole('button', { name: `Actions for ${title}`, exact: true });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit Song' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Song' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await onPage(2);
  await expect(actions).toBeVisible();
  await expect(page.locator('thead th').filter({ hasText: 'Title' })).toHaveAttribute('aria-sort', 'ascending');

  // A reload of the tab too.
  await page.reload();
  await onPage(2);
  await expect(actions).toBeVisible();

  // Another filter still lists from the first page, and that is where the list opens next.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-item-option[title="published"]').click();
  await onPage(1);
});

test('a file that is not what its name says is refused under its own field', async ({ page }) => {
  await signInAsAdmin(page, '/admin/upload');
  const field = (id: string) => page.locator(`.ant-form-item:has(#${id})`);
  await page.getByLabel('Title', { exact: true }).fill(unique('Not A Cover'));
  await page.locator('#preview').setInputFiles(audioFile(2));

  // Text named cover.png: the browser cannot draw it, so it is not an image.
  await page.locator('#cover').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('no') });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(field('cover').getByText('Please select a valid image file')).toBeVisible();
  await expect(toast(page, 'Upload failed. Please select a valid image file')).toBeVisible();

  // Text named .mp3 as the licensed MP3: the store reads its bytes and refuses it (415).
  await page.locator('#cover').setInputFiles(coverFile());
  await page
    .locator('#mp3')
    .setInputFiles({ name: 'track.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(4096, 7) });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(field('mp3').locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(field('cover').getByText('Please select a valid image file')).toHaveCount(0);
});

test('a track sells only the plans its files deliver: the edit form says what it has, the store marks the rest', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAsAdmin(page, '/admin/songs');
  const song = await createSong(page.request, { title: unique('Only MP3') });
  const field = (id: string) => page.locator(`.ant-form-item:has(#${id})`);
  try {
    const notOffered = page.getByRole('alert').filter({ hasText: 'Not offered for this track' });
    const noneOffered = page.getByRole('alert').filter({ hasText: 'No pack is offered for this track' });
    // Made with its preview alone: on the store, nothing of it can be bought yet.
    await page.goto('/admin/songs');
    await expect(page.getByRole('row', { name: new RegExp(song.title) })).toContainText('preview only');
    await page.goto(`/admin/songs/${song.id}/edit`);
    await expect(field('mp3')).toContainText('Now: none, so plans with MP3 are not offered for this track.');
    await expect(noneOffered).toContainText("the store shows it as 'Preview Only'.");
    await addLicensedMp3(page.request, song.id);
    await page.reload();
    await expect(noneOffered).toHaveCount(0);
    await expect(field('mp3')).toContainText('Now: on file.');
    await expect(notOffered).toContainText('Premium WAV Lease');
    await expect(notOffered).not.toContainText('Basic MP3 Lease');
    // Choosing a WAV, before saving, says what it would change.
    await page
      .locator('#wav')
      .setInputFiles({ name: 'master.wav', mimeType: 'audio/wav', buffer: Buffer.from(wav(1)) });
    await expect(notOffered).not.toContainText('Premium WAV Lease');
    await expect(notOffered).toContainText('Unlimited Stems');
    await expect(field('wav')).toContainText('Now: none, so plans with WAV are not offered for this track.');
    await expect(field('preview')).toContainText(/Now: a preview of /);

    // In the store (as a visitor: to its uploader the track is 'Your Track'), the MP3 lease can
    // be chosen; the plans that deliver a WAV or stems cannot.
    await page.request.post('/api/users/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    await page.goto(`/products/${song.id}`);
    await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Your License' });
    const card = (name: string) =>
      dialog.locator('.license-card').filter({ has: page.locator('.license-card__name', { hasText: name }) });
    await expect(card('Basic MP3 Lease').getByRole('radio')).toBeEnabled();
    await expect(card('Premium WAV Lease')).toContainText('Not available');
    await expect(card('Premium WAV Lease')).toContainText('This track has no WAV file.');
    await expect(card('Premium WAV Lease').getByRole('radio')).toBeDisabled();
    await expect(card('Unlimited Stems')).toContainText('This track has no WAV or stems file.');
  } finally {
    // Other tests read the newest tracks as the demo catalogue's.
    const owner = await playwright.request.newContext({ baseURL });
    await signIn(owner, ADMIN.email, ADMIN.password);
    await owner.delete(`/api/songs/${song.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    await owner.dispose();
  }
});
