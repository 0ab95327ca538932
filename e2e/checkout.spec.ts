/**
 * Buying, end to end: a license from the catalogue, signing in on the way to checkout, paying on
 * the PayPal stand-in's approval page, the order history with the success dialog, and the files
 * and license agreement the license delivers. Cancelling at PayPal keeps the cart.
 */
import { readFile } from 'node:fs/promises';
import type { License, Song } from '@beats/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../worker/test/pdf-text.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';

const PASSWORD = 'checkout-secret-1';
const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function registerByApi(request: APIRequestContext, name: string): Promise<string> {
  const email = freshEmail('buyer');
  const res = await request.post('/api/users/register', {
    multipart: { name, phoneNumber: '+1 555 0100', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** A track of the catalogue's first page the demo customer has not bought (its newest tracks it has). */
async function trackToBuy(request: APIRequestContext, index: number): Promise<Song> {
  const res = await request.get('/api/songs/published?limit=10');
  const song = ((await res.json()) as { data: Song[] }).data[index];
  if (!song) throw new Error('The demo store has too few tracks');
  return song;
}

async function plan(request: APIRequestContext, name: RegExp): Promise<License> {
  const plans = ((await (await request.get('/api/licenses')).json()) as { data: License[] }).data;
  const found = plans.find((p) => name.test(p.name));
  if (!found) throw new Error(`No plan matches ${name}`);
  return found;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Choose Your License' });
const cartToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });

/** Puts `planName` for `song` in the cart from the catalogue, as a visitor does. */
async function addToCart(page: Page, song: Song, planName: string): Promise<void> {
  await page.goto('/tracks');
  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
  await dialog(page).locator('.license-card', { hasText: planName }).click();
  await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
}

async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

test('from the catalogue to the files: pick a license, sign in, pay at PayPal, download', async ({ page, request }) => {
  test.setTimeout(90_000);
  const song = await trackToBuy(request, 3);
  const premium = await plan(request, /Premium/);
  const email = await registerByApi(request, 'Rita Keys');

  await addToCart(page, song, premium.name);
  await (await hydrated(cartToggle(page))).click();
  await page.getByRole('dialog', { name: 'your cart (1)' }).getByRole('link', { name: 'Checkout' }).click();

  // Checkout is for signed-in buyers: to the login page and back, the cart kept.
  await page.waitForURL((url) => url.pathname === '/auth/login' && url.searchParams.get('next') === '/check-out');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/check-out');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Items to purchase' })).toBeVisible();
  await expect(main.locator('.cart-line', { hasText: song.title })).toContainText(premium.name);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('1 license');

  // Keyboard only: the PayPal button, then Enter.
  const pay = summary.getByRole('button', { name: 'Pay with PayPal' });
  await pay.focus();
  await page.keyboard.press('Enter');

  // PayPal's approval page (the stand-in): the order as the server priced it.
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await expect(page.getByRole('heading', { name: 'Pay Beat Store' })).toBeVisible();
  await expect(page.locator('table')).toContainText(`${song.title} (${premium.name})`);
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  // Back at the store: captured, recorded, the cart cleared, the spec's dialog.
  await page.waitForURL((url) => url.pathname === '/order-history');
  const success = page.getByRole('dialog', { name: 'Your Purchase Was Successful!' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('Thank You For Buying Track');
  await expect(success).toContainText('- We Hope You Enjoy The Vibes!');
  await expect(success.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 0 items');
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  expect(new URL(page.url()).search).toBe('');

  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText(/Transaction [A-Z0-9]{17}/);
  await expect(order).toContainText(`${premium.name} (license #${premium.id})`);
  const downloads = page.getByRole('list', { name: `Downloads for ${song.title}` });

  // The licensed files, from private storage, named after the purchase.
  const wav = await downloaded(page, downloads.getByRole('link', { name: 'WAV' }));
  expect(wav.name).toBe(`${song.title} (${premium.name}).wav`);
  expect(ascii(wav.bytes, 0, 4)).toBe('RIFF');
  expect(ascii(wav.bytes, 8, 12)).toBe('WAVE');
  expect(wav.bytes.byteLength).toBeGreaterThan(1_000_000);
  const mp3 = await downloaded(page, downloads.getByRole('link', { name: 'MP3' }));
  expect(mp3.name).toBe(`${song.title} (${premium.name}).mp3`);
  expect(ascii(mp3.bytes, 0, 3) === 'ID3' || (mp3.bytes[0] === 0xff && ((mp3.bytes[1] ?? 0) & 0xe0) === 0xe0)).toBe(
    true,
  );
  await expect(downloads.getByRole('link', { name: 'Stems (ZIP)' })).toHaveCount(0);

  // The agreement: the buyer, the track, the plan and its terms, as bought.
  const agreement = await downloaded(page, downloads.getByRole('link', { name: 'License agreement (PDF)' }));
  expect(agreement.name).toBe(`${song.title} (${premium.name}) license agreement.pdf`);
  const { text } = await pdfText(agreement.bytes);
  for (const fact of [
    'License Agreement',
    `Rita Keys <${email}>`,
    song.title,
    `${premium.name} (non-exclusive)`,
    'Up to 250,000',
  ]) {
    expect(text).toContain(fact);
  }

  // Someone else gets nothing at the same address.
  const href = (await downloads.getByRole('link', { name: 'WAV' }).getAttribute('href')) ?? '';
  expect((await request.get(href)).status()).toBe(401);

  // The catalogue now says Purchased for it.
  await page.goto('/tracks');
  await expect(await hydrated(page.getByRole('button', { name: `Purchased: ${song.title}` }))).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('cancelling at PayPal comes back to the checkout with the cart kept', async ({ page, request }) => {
  test.setTimeout(60_000);
  const song = await trackToBuy(request, 4);
  const basic = await plan(request, /Basic/);
  const email = await registerByApi(request, 'Kai Loop');
  // Signed in first this time (the page's requests share the browser's cookies).
  const login = await page.request.post('/api/users/login', { data: { email, password: PASSWORD, rememberMe: false } });
  expect(login.status()).toBe(200);

  await addToCart(page, song, basic.name);
  await page.goto('/check-out');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await page.getByRole('button', { name: 'Cancel and return to Beat Store' }).click();

  await page.waitForURL((url) => url.pathname === '/check-out');
  await expect(page.getByRole('alert')).toContainText('PayPal payment was cancelled.');
  await expect(page.getByRole('main').locator('.cart-line', { hasText: song.title })).toContainText(basic.name);
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  expect((await page.request.get('/api/payments/orders/my-orders')).status()).toBe(404);
});
