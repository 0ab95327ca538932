/**
 * Free downloads for an e-mail address, as visitors get them on a track's page: the form
 * checked in the browser with the API's own messages, the link by mail, the file through the
 * link (its token gone from the address), a link that does not work, the refusals the dialog
 * shows, a signed-in visitor's address filled in (never in the shared page), and a track not
 * given away without the button.
 */
import { AdminFreeDownloadListSchema, AUTH_MESSAGES, FREE_DOWNLOAD_MESSAGES } from '@beats/contract';
import type { Page } from '@playwright/test';
import { LINK_ENDED_MESSAGE } from '../storefront/src/features/free-download/free-download-messages.ts';
import { parsed } from './api-helpers.ts';
import { DEMO, download, signIn, songNamed } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { freeDownloadDialog, mailedLink } from './free-download-helpers.ts';
import { freshEmail, testAccount } from './test-accounts.ts';

const FREE = 'Paper Lanterns';
const NOT_FREE = 'Midnight Static';
const HOUR = 3_600_000;

/** Counts the page's requests to ask for a link (POST /api/free-downloads) and to check one. */
function countCalls(page: Page): { asked: number; checked: number } {
  const calls = { asked: 0, checked: 0 };
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (req.method() === 'POST' && pathname === '/api/free-downloads') calls.asked++;
    if (req.method() === 'GET' && /^\/api\/free-downloads\/[^/]+$/.test(pathname)) calls.checked++;
  });
  return calls;
}

const withoutFragment = (page: Page) => expect(page).toHaveURL((url) => url.hash === '');
const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text, { exact: true });

/**
 * Records, from the page's start, what the dialog's live region holds each time it or the
 * dialog changes, as 'open:text' ('true:' is the region shown empty): read by `liveRegion`.
 */
async function watchLiveRegion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { liveRegionSeen: seen });
    new MutationObserver(() => {
      const region = document.querySelector('dialog.free-download [role="status"]');
      if (!region) return;
      const now = `${region.closest('dialog')?.open ?? false}:${region.textContent ?? ''}`;
      if (seen.at(-1) !== now) seen.push(now);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}
const liveRegion = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveRegionSeen: string[] }).liveRegionSeen);

test('a visitor asks for the free download, gets the link by mail and downloads the preview', async ({
  page,
  request,
}) => {
  const song = await songNamed(request, FREE);
  expect(song.freeDownload).toBe(true);
  const calls = countCalls(page);
  const email = freshEmail('free');

  await page.goto(`/products/${song.id}`);
  const button = page.getByRole('button', { name: 'Free Download' });
  await button.click();
  const dialog = freeDownloadDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(FREE);
  const field = dialog.getByLabel('Email');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  const news = dialog.getByLabel('Send me new releases and deals');
  await expect(news).not.toBeChecked();

  // A bad address: the API's message under the field, and nothing sent.
  await field.fill('maya@');
  await dialog.getByRole('button', { name: 'Send me the link' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(AUTH_MESSAGES.invalidEmail);
  await expect(field).toBeFocused();
  expect(calls.asked).toBe(0);

  await field.fill(email);
  await news.check();
  await dialog.getByRole('button', { name: 'Send me the link' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText(FREE_DOWNLOAD_MESSAGES.linkSent);
  await expect(status).toContainText(`We sent it to ${email}.`);
  await expect(field).toBeHidden();
  expect(calls.asked).toBe(1);

  // The store owner keeps the address with the track and the choice about news.
  await signIn(request, DEMO.admin.email, DEMO.admin.password);
  const kept = await parsed(
    await request.get(`/api/free-downloads?q=${encodeURIComponent(email)}`),
    AdminFreeDownloadListSchema,
  );
  expect(kept.data).toEqual([
    expect.objectContaining({ email, news: true, song: { id: song.id, title: FREE }, downloads: 0 }),
  ]);

  // The mail's link opens the track page, which checks it and takes the token out of the address.
  const link = await mailedLink(page, email, FREE);
  expect(new URL(link).pathname).toBe(`/products/${song.id}`);
  await watchLiveRegion(page);
  await page.goto(link);
  await expect(dialog.getByRole('status')).toHaveText('Your free download is ready');
  // The live region is shown empty first, then says what happens, so a screen reader announces it.
  const said = await liveRegion(page);
  expect(
    said.find((entry) => entry.startsWith('true:')),
    said.join(' | '),
  ).toBe('true:');
  expect(said.at(-1)).toBe('true:Your free download is ready');
  await withoutFragment(page);
  expect(await page.evaluate(() => window.location.href)).not.toContain('free-download');
  await expect(dialog.getByText(`${FREE} (free download).mp3`)).toBeVisible();
  // In the visitor's time, its zone named: the store's other times are in UTC.
  await expect(
    dialog.getByText(/^This link works until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M (UTC|GMT[+-][\d:]+)\.$/),
  ).toBeVisible();
  await expect(dialog.getByText('Want to release a song on it? Pick a license on this page.')).toBeVisible();

  // The file is the track's preview, as it plays in the store, under the free download's name.
  const downloadLink = dialog.getByRole('link', { name: 'Download' });
  await expect(downloadLink).toBeFocused();
  const file = await download(page, () => downloadLink.click());
  expect(file.name).toBe(`${FREE} (free download).mp3`);
  expect(song.audioFile).not.toBeNull();
  const preview = await request.get(song.audioFile ?? '');
  expect(preview.status()).toBe(200);
  expect(Buffer.from(file.bytes).equals(await preview.body())).toBe(true);

  // Escape closes the dialog; the keyboard is back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Free Download' })).toBeFocused();
});

test('a link that does not work says so, with the form to ask again right below', async ({ page, request }) => {
  const song = await songNamed(request, FREE);
  const calls = countCalls(page);
  const dialog = freeDownloadDialog(page);

  // Well formed but unknown: the API is asked and answers 404.
  await page.goto(`/products/${song.id}#free-download=${'a'.repeat(32)}`);
  await expect(dialog.getByRole('alert')).toHaveText(FREE_DOWNLOAD_MESSAGES.linkInvalid);
  await withoutFragment(page);
  expect(calls.checked).toBe(1);
  const field = dialog.getByLabel('Email');
  await expect(field).toBeFocused();

  // The form below it asks for a new link for this track.
  const email = freshEmail('again');
  await field.fill(email);
  await dialog.getByRole('button', { name: 'Send me the link' }).click();
  await expect(dialog.getByRole('status')).toContainText(FREE_DOWNLOAD_MESSAGES.linkSent);
  await expect(dialog.getByRole('alert')).toBeHidden();
  expect(await mailedLink(page, email, FREE)).toContain(`/products/${song.id}#free-download=`);

  // Cut short: refused without asking the API.
  await page.goto(`/products/${song.id}#free-download=tooshort`);
  await expect(dialog.getByRole('alert')).toHaveText(FREE_DOWNLOAD_MESSAGES.linkInvalid);
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await withoutFragment(page);
  expect(calls.checked).toBe(1);

  // The bare fragment opens the form, with nothing to say about a link.
  await page.goto('/about');
  await page.goto(`/products/${song.id}#free-download`);
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await withoutFragment(page);
});

test('a refusal of the API shows in the dialog: too many requests for one address', async ({ page, request }) => {
  const song = await songNamed(request, FREE);
  const email = freshEmail('many');
  // The store counts an address's requests per clock hour: the five and the sixth go in one hour.
  const leftOfHour = HOUR - (Date.now() % HOUR);
  if (leftOfHour < 30_000) await page.waitForTimeout(leftOfHour + 1000);
  // The address's five requests of the hour, through the API.
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/free-downloads', { data: { songId: song.id, email, news: false } });
    expect(res.status()).toBe(202);
  }

  await page.goto(`/products/${song.id}`);
  await page.getByRole('button', { name: 'Free Download' }).click();
  const dialog = freeDownloadDialog(page);
  await dialog.getByLabel('Email').fill(email);
  const send = dialog.getByRole('button', { name: 'Send me the link' });
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Too many free downloads asked for\. Please try again in \d+ minutes?\.$/,
  );
  await expect(dialog.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  // What was typed stays, and the button works again.
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(send).toBeEnabled();
  await expect(send).toBeFocused();
});

test("a signed-in visitor's address is filled in by the dialog, never by the shared page", async ({
  page,
  request,
}) => {
  const song = await songNamed(request, FREE);
  const email = await testAccount('Frankie Free');
  await signIn(page.request, email);

  await page.goto(`/products/${song.id}`);
  // The page is the same for everyone: it carries nothing of who is looking.
  const html = await (await page.request.get(`/products/${song.id}`)).text();
  expect(html).not.toContain(email);

  await page.getByRole('button', { name: 'Free Download' }).click();
  await expect(freeDownloadDialog(page).getByLabel('Email')).toHaveValue(email);
  await expect(freeDownloadDialog(page).getByLabel('Send me new releases and deals')).not.toBeChecked();
});

test('a track not given away has no Free Download button, and its page ignores the fragment', async ({
  page,
  request,
}) => {
  const song = await songNamed(request, NOT_FREE);
  expect(song.freeDownload).toBe(false);
  await page.goto(`/products/${song.id}#free-download`);
  await expect(page.getByRole('button', { name: `Buy Now: ${NOT_FREE}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Free Download' })).toHaveCount(0);
  await withoutFragment(page);
  await expect(freeDownloadDialog(page)).toHaveCount(0);
  // The bare fragment asked for no link: nothing to say.
  await expect(page.locator('.toaster .toast')).toHaveCount(0);
});

test('a mailed link to a track no longer given away says so in a toast, without a form', async ({ page, request }) => {
  const song = await songNamed(request, NOT_FREE);
  expect(song.freeDownload).toBe(false);
  const calls = countCalls(page);
  for (const token of ['a'.repeat(32), 'tooshort']) {
    await page.goto('/about');
    await page.goto(`/products/${song.id}#free-download=${token}`);
    await expect(toast(page, LINK_ENDED_MESSAGE)).toBeVisible();
    await withoutFragment(page);
    await expect(freeDownloadDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Free Download' })).toHaveCount(0);
  }
  // There is no dialog to check the link for: the API is not asked.
  expect(calls.checked).toBe(0);
});
