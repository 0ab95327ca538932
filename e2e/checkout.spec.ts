/**
 * Buying, end to end: a license from the catalogue, signing in on the way to checkout, paying on
 * the PayPal stand-in's approval page, the order history with the success dialog, and the files
 * and license agreement the license delivers; the same by keyboard alone; the payment button's
 * states and PayPal's failures in the spec's words; cancelling at PayPal keeps the cart.
 */
import { PAYMENT_MESSAGES, SongPageSchema } from '@beats/contract';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import type { Page } from '@playwright/test';
import { pdfText } from '../worker/test/pdf-text.ts';
import { parsed } from './api-helpers.ts';
import {
  addToCart,
  ascii,
  cartToggle,
  DEMO,
  dollars,
  download,
  licenseDialog,
  PASSWORD,
  paypal,
  planNamed,
  plans,
  priceOf,
  signIn,
  tabTo,
  track,
} from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';
import { testAccount } from './test-accounts.ts';

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const payButton = (page: Page) => summary(page).getByRole('button', { name: /PayPal/ });
const successDialog = (page: Page) => page.getByRole('dialog', { name: PAYMENT_MESSAGES.successTitle });

test('from the catalogue to the files: pick a license, sign in, pay at PayPal, download', async ({ page, request }) => {
  test.setTimeout(90_000);
  const song = (await parsed(await request.get('/api/songs/published?limit=10'), SongPageSchema)).data[3];
  if (!song) throw new Error('The demo store has too few tracks');
  const premium = await planNamed(request, /Premium/);
  const price = dollars(priceOf(song, premium, await plans(request)));
  const email = await testAccount('Rita Keys');

  await page.goto('/tracks');
  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
  await licenseDialog(page).locator('.license-card', { hasText: premium.name }).click();
  await licenseDialog(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  await cartToggle(page).click();
  await page.getByRole('dialog', { name: 'your cart (1)' }).getByRole('link', { name: 'Checkout' }).click();

  // Checkout is for signed-in buyers: to the login page and back, the cart kept.
  await page.waitForURL((url) => url.pathname === '/auth/login' && url.searchParams.get('next') === '/check-out');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/check-out');

  const toBuy = page.getByRole('region', { name: 'Items to purchase' });
  await expect(toBuy.locator('.cart-line', { hasText: song.title })).toContainText(premium.name);
  await expect(summary(page)).toContainText('1 license');
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${price}`);
  await payButton(page).click();

  // PayPal's approval page (the stand-in): the order as the server priced it.
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await expect(page.getByRole('heading', { name: `Pay ${STORE_IDENTITY.name}` })).toBeVisible();
  await expect(page.locator('table')).toContainText(`${song.title} (${premium.name})`);
  await page.getByRole('button', { name: `Pay ${price}` }).click();

  // Back at the store: captured, recorded, the cart cleared, the spec's dialog.
  await page.waitForURL((url) => url.pathname === '/order-history');
  await expect(successDialog(page)).toBeVisible();
  await expect(successDialog(page)).toContainText(PAYMENT_MESSAGES.successThanks);
  await expect(successDialog(page)).toContainText(PAYMENT_MESSAGES.successVibes);
  await expect(successDialog(page).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 0 items');
  await page.keyboard.press('Escape');
  await expect(successDialog(page)).toBeHidden();
  // Shown once: the address no longer asks for it, so a reload shows the orders alone.
  expect(new URL(page.url()).search).toBe('');

  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText(/Transaction [A-Z0-9]{17}/);
  await expect(order).toContainText(price);
  await expect(order).toContainText(`${premium.name} (license #${premium.id})`);
  const downloads = page.getByRole('list', { name: `Downloads for ${song.title}` });

  // The licensed files, from private storage, named after the purchase: Premium is MP3 and WAV.
  const wav = await download(page, () => downloads.getByRole('link', { name: 'WAV' }).click());
  expect(wav.name).toBe(`${song.title} (${premium.name}).wav`);
  expect(ascii(wav.bytes, 0, 4)).toBe('RIFF');
  expect(ascii(wav.bytes, 8, 12)).toBe('WAVE');
  expect(wav.bytes.byteLength).toBeGreaterThan(1_000_000);
  const mp3 = await download(page, () => downloads.getByRole('link', { name: 'MP3' }).click());
  expect(mp3.name).toBe(`${song.title} (${premium.name}).mp3`);
  expect(ascii(mp3.bytes, 0, 3) === 'ID3' || (mp3.bytes[0] === 0xff && ((mp3.bytes[1] ?? 0) & 0xe0) === 0xe0)).toBe(
    true,
  );
  await expect(downloads.getByRole('link', { name: 'Stems (ZIP)' })).toHaveCount(0);

  // The agreement: the buyer, the track, the plan and its terms, as bought.
  const agreement = await download(page, () =>
    downloads.getByRole('link', { name: 'License agreement (PDF)' }).click(),
  );
  expect(agreement.name).toBe(`${song.title} (${premium.name}) license agreement.pdf`);
  const { text } = await pdfText(agreement.bytes);
  for (const fact of [
    'License Agreement',
    `Rita Keys <${email}>`,
    song.title,
    `${premium.name} (non-exclusive)`,
    'Up to 250,000',
    price,
  ]) {
    expect(text).toContain(fact);
  }

  // Nobody else gets anything at the same address: 401 signed out, 404 for another customer.
  const href = (await downloads.getByRole('link', { name: 'WAV' }).getAttribute('href')) ?? '';
  expect((await request.get(href)).status()).toBe(401);
  await signIn(request, DEMO.customer.email, DEMO.customer.password);
  expect((await request.get(href)).status()).toBe(404);

  // The catalogue now says Purchased for it (its buttons hydrate when scrolled into view).
  await page.goto('/tracks');
  const button = await hydrated(page.getByRole('button', { name: new RegExp(`: ${song.title}$`) }));
  await expect(button).toHaveAccessibleName(`Purchased: ${song.title}`);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
});

test('keyboard only: choose a license, check out, approve at PayPal, download the agreement', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const song = await track(request, 6);
  const basic = await planNamed(request, /Basic/);
  const email = await testAccount('Kofi Tabs');
  await signIn(page.request, email);

  await page.goto(`/products/${song.id}`);
  const buy = await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }));
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  // The plans are a radio group: Tab reaches it, Space picks the first plan (Basic).
  await tabTo(page, licenseDialog(page).getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(licenseDialog(page).getByRole('radio', { name: new RegExp(basic.name) })).toBeChecked();
  await tabTo(page, licenseDialog(page).getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(licenseDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: `Added: ${song.title}` })).toBeFocused();

  // Back up to the cart in the header, and on to checkout.
  await tabTo(page, cartToggle(page), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'your cart (1)' });
  await tabTo(page, panel.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/check-out');
  await tabTo(page, payButton(page));
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');

  // The success dialog takes the focus; Escape closes it, and the downloads are a Tab away.
  await page.waitForURL((url) => url.pathname === '/order-history');
  await expect(successDialog(page)).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(successDialog(page)).toBeHidden();
  const downloads = page.getByRole('list', { name: `Downloads for ${song.title}` });
  await expect(downloads.getByRole('link')).toHaveText(['MP3', 'License agreement (PDF)']);
  const agreementLink = downloads.getByRole('link', { name: 'License agreement (PDF)' });
  await tabTo(page, agreementLink);
  const agreement = await download(page, () => page.keyboard.press('Enter'));
  expect(ascii(agreement.bytes, 0, 5)).toBe('%PDF-');
  expect((await pdfText(agreement.bytes)).text).toContain(`${basic.name} (non-exclusive)`);
});

test("the PayPal button's states, and PayPal's failures in the spec's words", async ({ page, request }) => {
  test.setTimeout(90_000);
  const song = await track(request, 7);
  const basic = await planNamed(request, /Basic/);
  const email = await testAccount('Ines Patch');
  await signIn(page.request, email);
  const standIn = paypal();

  await addToCart(page, song, basic.name);
  await page.goto('/check-out');
  const pay = payButton(page);
  // Initial.
  await expect(pay).toHaveText('Pay with PayPal');
  await expect(pay).not.toHaveAttribute('aria-busy');

  // Pending while the store waits for PayPal, which answers nothing and hangs up: rejected, with
  // the spec's message, and the button can be pressed again.
  await standIn.addFault({ op: 'create', effect: 'timeout', delayMs: 3_000, match: { payerEmail: email }, times: 1 });
  await pay.click();
  await expect(pay).toHaveText('Connecting to PayPal...');
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await expect(pay).toHaveAttribute('aria-disabled', 'true');
  const refusal = summary(page).getByRole('alert');
  await expect(refusal).toHaveText(PAYMENT_MESSAGES.paypalError, { timeout: 20_000 });
  await expect(pay).toHaveText('Pay with PayPal');
  await expect(pay).not.toHaveAttribute('aria-disabled');

  // Resolved: PayPal made the order, and the browser is on its way to PayPal's (slow) page. The
  // test's locators wait for a navigation under way, so the page reports what the button says.
  const states: string[] = [];
  await page.exposeFunction('reportPayButton', (text: string) => states.push(text));
  await pay.evaluate((button) => {
    const report = (window as unknown as { reportPayButton: (text: string) => void }).reportPayButton;
    new MutationObserver(() => report(`${button.textContent} busy=${button.getAttribute('aria-busy')}`)).observe(
      button,
      { characterData: true, childList: true, subtree: true, attributes: true },
    );
  });
  await standIn.addFault({ op: 'approval', effect: 'delay', delayMs: 3_000, match: { payerEmail: email }, times: 1 });
  await pay.click();
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  expect(states).toContain('Connecting to PayPal... busy=true');
  expect(states.at(-1)).toBe('Redirecting to PayPal... busy=true');

  // PayPal declines the card at capture: back at checkout with the spec's message, nothing
  // charged, the cart as it was.
  await standIn.addFault({ op: 'capture', effect: 'decline', match: { payerEmail: email }, times: 1 });
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL((url) => url.pathname === '/check-out');
  const notice = page.getByRole('main').locator('.checkout-notice');
  await expect(notice).toContainText(PAYMENT_MESSAGES.captureFailed);
  // PayPal said no: the page says nothing was charged, not that an order may still appear.
  await expect(notice).toContainText('Nothing was charged.');
  await expect(notice).not.toContainText('If PayPal took the payment');
  await expect(page.getByRole('region', { name: 'Items to purchase' })).toContainText(song.title);
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(pay).toHaveText('Pay with PayPal');
  expect((await page.request.get('/api/payments/orders/my-orders')).status()).toBe(404);
});

test('cancelling at PayPal comes back to the checkout with the cart kept', async ({ page, request }) => {
  const song = await track(request, 5);
  const basic = await planNamed(request, /Basic/);
  const email = await testAccount('Kai Loop');
  await signIn(page.request, email);

  await addToCart(page, song, basic.name);
  await page.goto('/check-out');
  await payButton(page).click();
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await page.getByRole('button', { name: `Cancel and return to ${STORE_IDENTITY.name}` }).click();

  await page.waitForURL((url) => url.pathname === '/check-out');
  await expect(page.getByRole('main').locator('.checkout-notice')).toContainText(PAYMENT_MESSAGES.cancelled);
  await expect(page.getByRole('region', { name: 'Items to purchase' }).locator('.cart-line')).toContainText(basic.name);
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(payButton(page)).toHaveText('Pay with PayPal');
  // The notice is said once: the address no longer carries it.
  expect(new URL(page.url()).search).toBe('');
  expect((await page.request.get('/api/payments/orders/my-orders')).status()).toBe(404);
});
