/**
 * Buying in browser tests: fresh buyers, the catalogue's tracks and plans, the cart filled as a
 * visitor fills it, and PayPal's stand-in (its control API plays the buyer at PayPal and makes
 * PayPal misbehave). The stand-in's address is in the test store's `fakes.json` (scripts/serve-e2e.ts).
 */
import { readFileSync } from 'node:fs';
import {
  CheckoutStartedSchema,
  type License,
  LicenseListSchema,
  MyOrdersSchema,
  type OrderView,
  type Song,
  SongDetailSchema,
  SongPageSchema,
} from '@beats/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type PayPalControl, paypalControl } from '../scripts/fakes/paypal/control.ts';
import { parsed } from './api-helpers.ts';
import { hydrated } from './island-helpers.ts';
import { TEST_ACCOUNT_PASSWORD } from './test-accounts.ts';
import { storeFakeVars, storeStateDir } from './test-store.ts';

/** The password of the accounts tests buy with (e2e/test-accounts.ts). */
export const PASSWORD = TEST_ACCOUNT_PASSWORD;

/** The demo accounts the seed creates (scripts/seed/demo-accounts.ts). */
export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-2026' },
  customer: { email: 'customer@example.com', password: 'customer-demo-2026' },
} as const;

/** Signs `request` in (a page's `page.request` shares the page's cookies). */
export async function signIn(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const res = await request.post('/api/users/login', { data: { email, password, rememberMe: false } });
  expect(res.status(), `log in as ${email}`).toBe(200);
}

export async function track(request: APIRequestContext, id: number): Promise<Song> {
  return (await parsed(await request.get(`/api/songs/${id}`), SongDetailSchema)).data;
}

/** A published track of the demo store (scripts/demo/catalogue.ts), by its title. */
export async function songNamed(request: APIRequestContext, title: string): Promise<Song> {
  const { data } = await parsed(await request.get('/api/songs/published?limit=100'), SongPageSchema);
  const song = data.find((s) => s.title === title);
  if (!song) throw new Error(`No published track is called ${title}`);
  return song;
}

export async function plans(request: APIRequestContext): Promise<License[]> {
  return (await parsed(await request.get('/api/licenses'), LicenseListSchema)).data;
}

export async function planNamed(request: APIRequestContext, name: RegExp): Promise<License> {
  const found = (await plans(request)).find((plan) => name.test(plan.name));
  if (!found) throw new Error(`No plan matches ${name}`);
  return found;
}

/** What a line costs, worked out here from the API's prices: every plan moves with the track's price. */
export function priceOf(song: Song, plan: License, all: License[]): number {
  return Math.max(0, plan.price + song.pricing - Math.min(...all.map((p) => p.price)));
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const licenseDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose Your License' });
export const cartToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });

/** Puts `planName` for `song` in the cart from the track's page, as a visitor does. */
export async function addToCart(page: Page, song: Song, planName: string): Promise<void> {
  await page.goto(`/products/${song.id}`);
  const before = await (await hydrated(cartToggle(page))).getAttribute('aria-label');
  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
  await licenseDialog(page).locator('.license-card', { hasText: planName }).click();
  await licenseDialog(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(licenseDialog(page)).toBeHidden();
  await expect(cartToggle(page)).not.toHaveAccessibleName(before ?? '');
}

/** Presses Tab (or Shift+Tab) until `target` has the keyboard focus; fails if it never gets it. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The PayPal stand-in the test store talks to. */
export function paypal(): PayPalControl {
  const vars = storeFakeVars();
  if (!vars.PAYPAL_API_URL) throw new Error(`No PayPal stand-in in ${storeStateDir()}/fakes.json`);
  return paypalControl(vars.PAYPAL_API_URL);
}

/**
 * Buys the lines through the API as the signed-in `request` (checkout, approval at the stand-in,
 * PayPal's return), as a second buyer in a test does, with a discount code if given; the
 * recorded order.
 */
export async function buyByApi(
  request: APIRequestContext,
  lines: { songId: number; licenseId: number; upgrade?: boolean }[],
  code?: string,
): Promise<{ orderId: string; paypalOrderId: string }> {
  const started = await parsed(
    await request.post('/api/checkout', { data: { items: lines, ...(code ? { code } : {}) } }),
    CheckoutStartedSchema,
    201,
  );
  const paypalOrderId = new URL(started.approvalUrl).searchParams.get('token') ?? '';
  await paypal().approve(paypalOrderId);
  const back = await request.get(`/api/checkout/return?token=${paypalOrderId}`, { maxRedirects: 0 });
  expect(back.status()).toBe(303);
  expect(back.headers().location).toBe(`/order-history?purchased=${started.orderId}`);
  return { orderId: started.orderId, paypalOrderId };
}

export async function myOrders(request: APIRequestContext): Promise<OrderView[]> {
  return (await parsed(await request.get('/api/payments/orders/my-orders'), MyOrdersSchema)).orders;
}

/** A downloaded file: the name the browser saves it under, and its bytes. */
export async function download(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

export const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
