/**
 * The order history after a purchase: the order's date, total, transaction id and receipt, each
 * license with its track, which plays through the store's player and can be liked; and refunds from
 * PayPal (its webhook): a partial one that leaves the licenses, then the rest, which stops the
 * order's downloads.
 */
import { readFile } from 'node:fs/promises';
import { PAYMENT_MESSAGES } from '@beats/contract';
import type { Page } from '@playwright/test';
import { audio, recordAudio } from './audio-helpers.ts';
import {
  addToCart,
  buyByApi,
  cartToggle,
  DEMO,
  dollars,
  myOrders,
  paypal,
  planNamed,
  plans,
  priceOf,
  signIn,
  track,
} from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';
import { testAccount } from './test-accounts.ts';

const firstOrder = (page: Page) => page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();

test('the order history plays and likes what was bought, and a refund stops its downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await recordAudio(page);
  const song = await track(request, 9);
  const basic = await planNamed(request, /Basic/);
  const email = await testAccount('Lena Groove');
  await signIn(page.request, email);
  await buyByApi(page.request, [{ songId: song.id, licenseId: basic.id }]);
  const [bought] = await myOrders(page.request);
  if (!bought?.transactionId) throw new Error('The order has no capture');

  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: 'My Dashboard', level: 1 })).toBeVisible();
  const order = firstOrder(page);
  await expect(order).toContainText('Placed');
  await expect(order).toContainText(dollars(priceOf(song, basic, await plans(request))));
  await expect(order).toContainText(`Transaction ${bought.transactionId}`);
  await expect(order).toContainText(`${song.title} · ${basic.name} (license #${basic.id})`);
  // The line's 56 px thumbnail is the cover's 128 px WebP, not its largest size.
  const small = song.coverSizes?.['128'];
  expect(small, `${song.title} has a 128 px cover`).toBeTruthy();
  await expect(order.locator('.item-cover img.cover')).toHaveAttribute('src', small ?? '');

  // The order's receipt downloads as a PDF named for the store and the order.
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('link', { name: 'Receipt (PDF)' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toMatch(new RegExp(`receipt ${bought.id}\\.pdf$`));
  const receiptPath = await receipt.path();
  expect((await readFile(receiptPath)).subarray(0, 5).toString()).toBe('%PDF-');

  // Play and pause through the store's player.
  const artist = song.user.name;
  await (await hydrated(order.getByRole('button', { name: `Play ${song.title} by ${artist}` }))).click();
  await expect(order.getByRole('button', { name: `Pause ${song.title} by ${artist}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText(song.title);
  // The player bar shows the card size, as it does for a track played anywhere else.
  await expect(page.getByRole('region', { name: 'Player' }).locator('img.cover')).toHaveAttribute(
    'src',
    song.coverSizes?.['400'] ?? '',
  );
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.3);
  expect(new URL((await audio(page)).src).pathname).toBe(song.audioFile);
  await order.getByRole('button', { name: `Pause ${song.title} by ${artist}` }).click();
  await expect.poll(async () => (await audio(page)).paused).toBe(true);

  // Like, counted by the store; unlike.
  const like = await hydrated(order.getByRole('button', { name: `Like ${song.title}` }));
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(order).toContainText(`${song.likeCount + 1} ${song.likeCount + 1 === 1 ? 'like' : 'likes'}`);
  // Read as the signed-in buyer, whose answers are always fresh: anonymous ones may come from the
  // Worker's page cache, where a like does not renew them (README, Caching).
  expect((await track(page.request, song.id)).likeCount).toBe(song.likeCount + 1);
  await page.reload();
  await expect(await hydrated(like)).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await track(page.request, song.id)).likeCount).toBe(song.likeCount);

  // PayPal refunds the payment (the store owner did, on PayPal's site); its webhook reaches the store.
  const downloads = order.getByRole('list', { name: `Downloads for ${song.title}` });
  const href = (await downloads.getByRole('link', { name: 'MP3' }).getAttribute('href')) ?? '';
  expect((await page.request.get(href)).status()).toBe(200);
  // First a goodwill refund of part of it: the licenses stay the buyer's.
  await paypal().refund(bought.transactionId, '5.00');
  await expect.poll(async () => (await myOrders(page.request))[0]?.refunded, { timeout: 15_000 }).toBe(500);
  await page.reload();
  await expect(order).toContainText(
    '$5.00 of this order was given back to you: its licenses and downloads stay yours.',
  );
  await expect(downloads.getByRole('link', { name: 'MP3' })).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(200);
  // Then the rest: the order is refunded.
  await paypal().refund(bought.transactionId);
  await expect.poll(async () => (await myOrders(page.request))[0]?.status, { timeout: 15_000 }).toBe('refunded');
  await page.reload();
  await expect(order).toContainText('Refunded');
  await expect(order).toContainText('This order was refunded: its licenses and downloads are no longer available.');
  await expect(downloads).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(404);
  // The receipt stays, with the refund on it.
  const refundedReceipt = await page.request.get(
    (await order.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(refundedReceipt.status()).toBe(200);
  expect(refundedReceipt.headers()['content-type']).toBe('application/pdf');
});

test("a purchase's address opened again takes only the tracks the buyer owns out of the cart", async ({
  page,
  request,
}) => {
  const basic = await planNamed(request, /Basic/);
  // The demo customer bought the newest track (the seed's order); track 8 is not theirs.
  const owned = await track(request, 1);
  const other = await track(request, 8);
  await addToCart(page, owned, basic.name);
  await addToCart(page, other, basic.name);
  await signIn(page.request, DEMO.customer.email, DEMO.customer.password);
  const earlier = (await myOrders(page.request)).find((order) => order.items.some((item) => item.song.id === owned.id));
  if (!earlier) throw new Error('The demo customer has no order of the newest track');

  // From the browser's history, say: the order is theirs, so the dialog shows again.
  await page.goto(`/order-history?purchased=${earlier.id}`);
  await expect(page.getByRole('dialog', { name: PAYMENT_MESSAGES.successTitle })).toBeVisible();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  await expect(page.locator('.cart-line--page')).toHaveCount(1);
  await expect(page.locator('.cart-line--page')).toContainText(other.title);
});

test("on a phone's screen a license's downloads sit side by side across the card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.request, DEMO.customer.email, DEMO.customer.password);
  await page.goto('/order-history');
  // A line of the demo customer's that delivers an MP3 and a WAV (other tests may add orders).
  const line = page
    .locator('.item')
    .filter({ has: page.getByRole('link', { name: 'WAV', exact: true }) })
    .first();
  const mp3 = await line.getByRole('link', { name: 'MP3', exact: true }).boundingBox();
  const wav = await line.getByRole('link', { name: 'WAV', exact: true }).boundingBox();
  const cover = await line.locator('.item-cover').boundingBox();
  if (!mp3 || !wav || !cover) throw new Error('The demo order has no MP3 and WAV line');
  // One row, starting under the cover rather than in the title's narrow column beside it.
  expect(wav.y).toBe(mp3.y);
  expect(mp3.x).toBe(cover.x);
});
