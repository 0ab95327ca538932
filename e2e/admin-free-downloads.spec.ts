/**
 * Free downloads, the owner's side, end to end: the song form's switch offers a track free (the
 * store's public answer says so) and takes the offer back; requests made through the public API
 * are listed with their track, link, downloads and choice about news, searched by address,
 * filtered by that choice and exported as CSV with the same filters, one row per address whose
 * news counts only once the address opened its link; a customer cannot read them.
 */
import {
  AdminFreeDownloadListSchema,
  type AdminSong,
  FREE_DOWNLOAD_CSV_HEADER,
  FREE_DOWNLOAD_FRAGMENT,
  FREE_DOWNLOAD_MESSAGES,
  MessageResponseSchema,
  SONG_MESSAGES,
  SongDetailSchema,
} from '@beats/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { EXPORT_NOTE } from '../admin/src/free-downloads/free-download-filters.ts';
import { formatDateTime, formatDay } from '../admin/src/ui/dates.ts';
import { getDb } from '../worker/src/db/client.ts';
import { freeDownloads } from '../worker/src/db/schema.ts';
import { answerDialog, CUSTOMER, createSong, signInAsAdmin, withStore } from './admin-helpers.ts';
import { parsed } from './api-helpers.ts';
import { download, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { mailedLink } from './free-download-helpers.ts';

/** Letters and digits of this run, in every title and address a test makes (5 requests per address an hour). */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).first();
/** The rows of the page's table (not its header). */
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const newsChoice = (page: Page, label: string) =>
  page.locator('.ant-segmented-item').filter({ hasText: new RegExp(`^${label}$`) });

/**
 * The songs a test made, deleted after it: the store under test is shared by every spec, and
 * a new track without files or cover sizes would be the newest in everyone else's catalogue.
 */
const made: number[] = [];

async function newSong(page: Page, title: string): Promise<AdminSong> {
  const song = await createSong(page.request, { title });
  made.push(song.id);
  return song;
}

test.afterEach(async ({ page }) => {
  for (const id of made.splice(0)) {
    const res = await page.request.delete(`/api/songs/${id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status(), `delete song ${id}`).toBe(204);
  }
});

/** The song as the store shows it to anyone: `request` is not signed in. */
async function publicFreeDownload(request: APIRequestContext, id: number): Promise<boolean> {
  return (await parsed(await request.get(`/api/songs/${id}`), SongDetailSchema)).data.freeDownload;
}

async function askFree(request: APIRequestContext, songId: number, email: string, news: boolean): Promise<void> {
  const answer = await parsed(
    await request.post('/api/free-downloads', { data: { songId, email, news } }),
    MessageResponseSchema,
    202,
  );
  expect(answer.message).toBe(FREE_DOWNLOAD_MESSAGES.linkSent);
}

/** Switches a song's free download on through the API, as the signed-in admin of `request`. */
async function offerFree(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.put(`/api/songs/${id}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { freeDownload: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Opens the link mailed to `email` (read from the outbox, which `page` visits) and downloads the
 * file once through it: the address is confirmed.
 */
async function openMailedLink(page: Page, request: APIRequestContext, email: string, title: string): Promise<void> {
  const token = new URL(await mailedLink(page, email, title)).hash.slice(`#${FREE_DOWNLOAD_FRAGMENT}=`.length);
  expect((await request.get(`/api/free-downloads/${token}/file`)).status(), `the file mailed to ${email}`).toBe(200);
}

/** The admin's rows for an address, through the API (the signed-in page's cookies). */
async function requestsOf(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/free-downloads?q=${encodeURIComponent(email)}`);
  return (await parsed(res, AdminFreeDownloadListSchema)).data;
}

test('the admin offers a song free from its edit form, and takes the offer back', async ({ page, request }) => {
  await signInAsAdmin(page);
  const title = `Free Switch ${stamp()}`;
  const song = await newSong(page, title);
  expect(song.freeDownload).toBe(false);
  expect(await publicFreeDownload(request, song.id)).toBe(false);

  // Switched on, and nothing else changed: the save goes through.
  await page.goto(`/admin/songs/${song.id}/edit`);
  const offer = page.getByRole('switch', { name: 'Free download' });
  await expect(offer).not.toBeChecked();
  await expect(
    page.getByText('Visitors get the preview, as it plays in the store, for their e-mail address.'),
  ).toBeVisible();
  await offer.click();
  await expect(offer).toBeChecked();
  await page.getByRole('button', { name: 'Update Song' }).click();
  await expect(toast(page, SONG_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/songs$/);
  await expect.poll(() => publicFreeDownload(request, song.id)).toBe(true);

  // The list marks it beside its status.
  await page.getByRole('searchbox', { name: 'Search songs by title' }).fill(title);
  await expect(rowOf(page, title)).toHaveCount(1);
  await expect(rowOf(page, title).getByText('free download', { exact: true })).toBeVisible();

  // The form starts from the song's own switch; off again, the store no longer offers it.
  await page.goto(`/admin/songs/${song.id}/edit`);
  await expect(offer).toBeChecked();
  await offer.click();
  await page.getByRole('button', { name: 'Update Song' }).click();
  await expect(page).toHaveURL(/\/admin\/songs$/);
  await expect.poll(() => publicFreeDownload(request, song.id)).toBe(false);
  await page.getByRole('searchbox', { name: 'Search songs by title' }).fill(title);
  await expect(rowOf(page, title)).toHaveCount(1);
  await expect(rowOf(page, title).getByText('free download', { exact: true })).toHaveCount(0);
});

test('requests are listed with their track and news, searched, filtered by news and exported', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const run = stamp();

  // A store where nobody has asked yet says so.
  const none = await page.request.get('/api/free-downloads');
  if ((await parsed(none, AdminFreeDownloadListSchema)).total === 0) {
    await page.goto('/admin/free-downloads');
    await expect(page.getByText(FREE_DOWNLOAD_MESSAGES.empty, { exact: true })).toBeVisible();
  }

  const title = `Free Track ${run}`;
  const song = await newSong(page, title);
  await offerFree(page.request, song.id);

  // Three visitors ask (oldest first); two agree to hear of new releases.
  const ada = `ada-${run}@example.com`;
  const ben = `ben-${run}@example.com`;
  const cy = `cy-${run}@example.com`;
  await askFree(request, song.id, ada, true);
  await askFree(request, song.id, ben, false);
  await askFree(request, song.id, cy, true);

  // Ada opens her mailed link and downloads the file once.
  await openMailedLink(page, request, ada, title);
  await expect.poll(async () => (await requestsOf(page.request, ada))[0]?.downloads).toBe(1);
  const [asked] = await requestsOf(page.request, ada);
  if (!asked?.downloadedAt) throw new Error(`No download recorded for ${ada}`);

  // The page, from the side menu, right after Messages.
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(menu.filter({ hasText: 'Free downloads' })).toBeVisible();
  const labels = await menu.allTextContents();
  expect(labels.indexOf('Free downloads')).toBe(labels.indexOf('Messages') + 1);
  await menu.filter({ hasText: 'Free downloads' }).click();
  await expect(page).toHaveURL(/\/admin\/free-downloads$/);
  await expect(page.getByRole('heading', { name: 'Free downloads', level: 1 })).toBeVisible();
  // The list's news is each request's choice; the export's is per address, as the page says.
  await expect(page.getByRole('columnheader', { name: 'News (asked)' })).toBeVisible();
  await expect(page.getByText(EXPORT_NOTE, { exact: true })).toBeVisible();

  // Searched by part of the address: this run's three, newest first.
  const search = page.getByRole('searchbox', { name: 'Search by e-mail address' });
  await search.fill(run);
  await expect(rows(page).locator('td:first-child')).toHaveText([cy, ben, ada]);
  await expect(rowOf(page, ada).getByRole('cell')).toHaveText([
    ada,
    `${title} (opens in a new tab)`,
    formatDateTime(asked.askedAt),
    `Works until ${formatDay(asked.expiresAt)}`,
    formatDay(asked.downloadedAt),
    '1',
    'Yes',
    'Forget',
  ]);
  await expect(rowOf(page, ben).getByRole('cell')).toHaveText([
    ben,
    `${title} (opens in a new tab)`,
    // A day keeps to one line (no-break spaces).
    /^[A-Z][a-z]{2}\s\d{1,2},\s\d{4} \d{2}:\d{2}$/,
    /^Works until [A-Z][a-z]{2}\s\d{1,2},\s\d{4}$/,
    'Not yet',
    '0',
    'No',
    'Forget',
  ]);
  const trackLink = rowOf(page, ada).getByRole('link', { name: `${title} (opens in a new tab)` });
  await expect(trackLink).toHaveAttribute('href', `/products/${song.id}`);
  await expect(trackLink).toHaveAttribute('target', '_blank');

  // The News filter narrows the search's rows.
  await newsChoice(page, 'Agreed').click();
  await expect(rows(page).locator('td:first-child')).toHaveText([cy, ada]);
  await newsChoice(page, 'Not agreed').click();
  await expect(rows(page).locator('td:first-child')).toHaveText([ben]);
  await newsChoice(page, 'All').click();
  await search.fill(`ben-${run}`);
  await expect(rows(page).locator('td:first-child')).toHaveText([ben]);
  await search.fill(`nobody-${run}`);
  await expect(page.getByText('No free downloads match the search and filter.', { exact: true })).toBeVisible();

  // The export asks for what the page lists: this run's addresses, those who agreed.
  await search.fill(run);
  await newsChoice(page, 'Agreed').click();
  await expect(rows(page).locator('td:first-child')).toHaveText([cy, ada]);
  await expect(page.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
    'href',
    `/api/free-downloads/export?q=${run}&news=true`,
  );

  // The track no longer given away ends its links early: the list says so.
  const off = await page.request.put(`/api/songs/${song.id}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { freeDownload: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by e-mail address' }).fill(run);
  await expect(rows(page).locator('td:first-child')).toHaveText([cy, ben, ada]);
  for (const email of [cy, ben, ada])
    await expect(rowOf(page, email).getByRole('cell').nth(3)).toHaveText('Ended early');
});

test('Export CSV downloads the addresses the page lists, their news counted once they opened their link', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const run = stamp();
  const title = `Free Export ${run}`;
  const song = await newSong(page, title);
  await offerFree(page.request, song.id);
  const dee = `dee-${run}@example.com`;
  const eve = `eve-${run}@example.com`;
  const fay = `fay-${run}@example.com`;
  const gus = `gus-${run}@example.com`;
  await askFree(request, song.id, dee, true);
  await askFree(request, song.id, eve, false);
  await askFree(request, song.id, fay, true);
  await askFree(request, song.id, gus, true);
  // Dee, Eve and Gus open their links; Fay never does (anyone could have typed her address).
  for (const email of [dee, eve, gus]) await openMailedLink(page, request, email, title);
  // Gus asks again without news, and does not open that link: the choice counts for nothing.
  await askFree(request, song.id, gus, false);
  await expect.poll(async () => (await requestsOf(page.request, gus)).length).toBe(2);

  /** The file Export CSV gives for what the page lists: its header, then each row's first five columns. */
  async function exported(): Promise<string[][]> {
    const file = await download(page, () => page.getByRole('link', { name: /Export CSV/ }).click());
    expect(file.name).toMatch(/^free-downloads-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = new TextDecoder().decode(file.bytes).trimEnd().split('\r\n');
    expect(header).toBe(FREE_DOWNLOAD_CSV_HEADER.join(','));
    return lines.map((line) => line.split(',').slice(0, 5));
  }

  await page.goto('/admin/free-downloads');
  await page.getByRole('searchbox', { name: 'Search by e-mail address' }).fill(run);
  await expect(rows(page)).toHaveCount(5);
  // One row per address, alphabetically: confirmed, agreed to news, the tracks, the downloads.
  // An unconfirmed address is 'No' to news whatever it ticked; a confirmed one keeps its latest
  // confirmed choice.
  expect(await exported()).toEqual([
    [dee, 'Yes', 'Yes', title, '1'],
    [eve, 'Yes', 'No', title, '1'],
    [fay, 'No', 'No', title, '0'],
    [gus, 'Yes', 'Yes', title, '1'],
  ]);

  // The list's Agreed filter is per request (Fay ticked it, and so did Gus's first request); the
  // export keeps the addresses whose counted choice agreed.
  await newsChoice(page, 'Agreed').click();
  await expect(rows(page).locator('td:first-child')).toHaveText([gus, fay, dee]);
  expect(await exported()).toEqual([
    [dee, 'Yes', 'Yes', title, '1'],
    [gus, 'Yes', 'Yes', title, '1'],
  ]);
});

test('Forget deletes every request of an address after asking, and Cancel keeps them', async ({ page, request }) => {
  await signInAsAdmin(page);
  const run = stamp();
  const song = await newSong(page, `Free Forget ${run}`);
  await offerFree(page.request, song.id);
  const gone = `gone-${run}@example.com`;
  const kept = `kept-${run}@example.com`;
  await askFree(request, song.id, gone, true);
  await askFree(request, song.id, kept, false);

  await page.goto('/admin/free-downloads');
  await page.getByRole('searchbox', { name: 'Search by e-mail address' }).fill(run);
  await expect(rows(page)).toHaveCount(2);
  const forget = () =>
    rowOf(page, gone)
      .getByRole('button', { name: `Forget ${gone}` })
      .click();
  const confirm = page.getByRole('dialog', { name: `Forget ${gone}?` });

  await forget();
  await expect(confirm).toContainText('leaves this list and the export');
  await answerDialog(confirm, 'Cancel');
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  await forget();
  await answerDialog(confirm, 'Delete');
  await expect(page.locator('.ant-notification').getByText('Address forgotten.', { exact: true })).toBeVisible();
  await expect(rows(page).locator('td:first-child')).toHaveText([kept]);
  expect(await requestsOf(page.request, gone)).toEqual([]);
});

test("on a laptop's screen a row's Forget stays in view, whatever the address's length", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const run = stamp();
  const song = await newSong(page, `Free Wide ${run}`);
  await offerFree(page.request, song.id);
  const email = `first.last.music.production+${run}@example-records.com`;
  await askFree(request, song.id, email, true);

  await page.goto('/admin/free-downloads');
  await page.getByRole('searchbox', { name: 'Search by e-mail address' }).fill(run);
  await expect(rows(page)).toHaveCount(1);
  const forget = rowOf(page, email).getByRole('button', { name: `Forget ${email}` });
  await expect(forget).toBeInViewport({ ratio: 1 });
  await forget.click();
  await answerDialog(page.getByRole('dialog', { name: `Forget ${email}?` }), 'Delete');
  await expect(page.locator('.ant-notification').getByText('Address forgotten.', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test("a customer cannot read the free downloads' list", async ({ request }) => {
  await signIn(request, CUSTOMER.email, CUSTOMER.password);
  expect((await request.get('/api/free-downloads')).status()).toBe(403);
});

test('at 1440 px a request with a short address shows every column, none of them under the row’s Forget', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  // An address and a title of everyday lengths (a run's own few letters in each).
  const run = stamp().slice(-5);
  const song = await newSong(page, `Free Fit ${run}`);
  // The request is written into the store as the public API would record it: asking through the
  // API would spend one of the 20 an hour every browser test's requests share (one local address).
  await withStore(async ({ env }) => {
    await getDb(env.DB)
      .insert(freeDownloads)
      .values({
        email: `fan.${run}@example.com`,
        songId: song.id,
        news: true,
        tokenHash: `fit-${run}-${stamp()}`,
        expiresAt: Date.now() + 7 * 86_400_000,
      });
  });

  await page.goto('/admin/free-downloads');
  await page.getByRole('searchbox', { name: 'Search by e-mail address' }).fill(`fan.${run}@`);
  await expect(rows(page)).toHaveCount(1);
  // The table does not scroll sideways: its last column ('News (asked)') is not hidden under Forget.
  await expect
    .poll(() =>
      page.locator('.ant-table-content').evaluate((table) => Math.ceil(table.scrollWidth - table.clientWidth)),
    )
    .toBeLessThanOrEqual(0);
  await expect(page.getByRole('columnheader', { name: 'News (asked)' })).toBeInViewport({ ratio: 1 });
  // Its pages are numbered as every other list's, not in antd's small size.
  await expect(page.locator('.ant-pagination')).not.toHaveClass(/ant-pagination-mini/);
});
