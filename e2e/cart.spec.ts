import {
  type AdminSong,
  type License,
  LicenseListSchema,
  MeSchema,
  type Song,
  SongDetailSchema,
  SongPageSchema,
  songOffer,
} from '@beats/contract';
import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { addLicensedMp3, createSong } from './admin-helpers.ts';
import { parsed } from './api-helpers.ts';
import { addToCart, cartToggle, DEMO, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { fromServer, hydrated, markServerNodes } from './island-helpers.ts';
import { testAccount } from './test-accounts.ts';

async function plans(request: APIRequestContext): Promise<License[]> {
  return (await parsed(await request.get('/api/licenses'), LicenseListSchema)).data;
}

/** The first track of the catalogue's first page, as /tracks lists it. */
async function firstTrack(request: APIRequestContext): Promise<Song> {
  const song = (await parsed(await request.get('/api/songs/published?limit=10'), SongPageSchema)).data[0];
  if (!song) throw new Error('The demo store has no tracks');
  return song;
}

/** Cents as the store writes them, formatted here rather than by the store's code. */
const dollarsText = (amount: number) => `$${(amount / 100).toFixed(2)}`;

/**
 * What the store charges for `plan` on `song`, in cents, worked out here rather than with the
 * store's own code: every plan moves by the track's price over the cheapest plan.
 */
function priceCents(song: Song, plan: License, all: License[]): number {
  const base = Math.min(...all.map((p) => p.price));
  return Math.max(0, plan.price + song.pricing - base);
}

function priceText(song: Song, plan: License, all: License[]): string {
  return dollarsText(priceCents(song, plan, all));
}

function planNamed(all: License[], name: RegExp): License {
  const plan = all.find((p) => name.test(p.name));
  if (!plan) throw new Error(`No plan matches ${name}`);
  return plan;
}

/** Picks a plan the way a visitor does: by clicking its card. */
async function choosePlan(page: Page, name: string): Promise<void> {
  await dialog(page).locator('.license-card', { hasText: name }).click();
  await expect(dialog(page).getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}

/**
 * Runs `use` with a song the store owner makes through the API (cover and preview only, as the
 * spec's upload form makes one), signed in as the owner, and deletes it after: other tests read
 * the newest tracks as the demo catalogue's.
 */
async function withOwnersSong(
  requests: APIRequest,
  baseURL: string | undefined,
  fields: { title: string; pricing: string },
  use: (owner: APIRequestContext, song: AdminSong) => Promise<void>,
): Promise<void> {
  const owner = await requests.newContext({ baseURL });
  await signIn(owner, DEMO.admin.email, DEMO.admin.password);
  const song = await createSong(owner, fields);
  try {
    await use(owner, song);
  } finally {
    await owner.delete(`/api/songs/${song.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    await owner.dispose();
  }
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Choose Your License' });
const toasts = (page: Page) => page.locator('.toaster').getByRole('status');

// Uncaught page errors (hydration mismatches included) fail every test: see fixtures.ts.
test.beforeEach(async ({ page }) => {
  await markServerNodes(page);
});

test('a license goes into the cart, which is kept over a reload', async ({ page, request }) => {
  const song = await firstTrack(request);
  const all = await plans(request);
  const premium = planNamed(all, /Premium/);
  const price = priceText(song, premium, all);

  await page.goto('/tracks');
  const buy = await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }));
  await buy.click();

  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(song.title);
  // Every plan, priced for this track, the popular one marked.
  for (const plan of all) {
    const card = dialog(page).getByRole('radio', { name: new RegExp(plan.name) });
    await expect(card).toBeEnabled();
  }
  await expect(dialog(page).locator('.license-card', { hasText: premium.name })).toContainText('Popular');
  await expect(dialog(page).locator('.license-card', { hasText: premium.name })).toContainText(price);
  await expect(dialog(page).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  await choosePlan(page, premium.name);
  await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();

  await expect(toasts(page)).toContainText(`✅ Added: ${song.title} (${premium.name})`);
  await expect(dialog(page)).toBeHidden();
  // The button turns to 'Added' and keeps the keyboard focus.
  const added = page.getByRole('button', { name: `Added: ${song.title}` });
  await expect(added).toHaveAttribute('aria-disabled', 'true');
  await expect(added).toBeFocused();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');

  await page.reload();
  // The saved cart shows once the islands have hydrated on the server's (empty-cart) HTML.
  const addedAfterReload = page.getByRole('button', { name: `Added: ${song.title}` });
  await expect(addedAfterReload).toBeVisible();
  expect(await fromServer(addedAfterReload)).toBe(true);
  await (await hydrated(cartToggle(page))).click();
  expect(await fromServer(cartToggle(page))).toBe(true);
  const panel = page.getByRole('dialog', { name: 'your cart (1)' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: song.title })).toBeVisible();
  await expect(panel).toContainText(premium.name);
  await expect(panel).toContainText(`Total${price}`);
  await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/check-out');
});

test('the license dialog keeps focus inside, closes on Escape and returns focus', async ({ page, request }) => {
  const song = await firstTrack(request);
  await page.goto('/tracks');
  const buy = await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }));
  await buy.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('radio').first()).toBeVisible();

  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }
  // The plans are a radio group: arrow keys choose, and Add to Cart follows the choice.
  await dialog(page).getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('radio').nth(1)).toBeChecked();
  await expect(dialog(page).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(buy).toBeFocused();
  await page.evaluate(() => localStorage.getItem('store:cart')).then((saved) => expect(saved).toBeNull());
});

test('a Buy Now pressed while its dialog still loads says it is busy until the dialog shows', async ({
  page,
  request,
}) => {
  const song = await firstTrack(request);
  // A slow phone: the dialog's code takes a while to come.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/LicenseDialog.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/tracks');
  const buy = await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }));
  await buy.click();
  await expect(buy).toHaveAttribute('aria-busy', 'true');
  await expect(buy).toHaveCSS('cursor', 'progress');
  release();
  await expect(dialog(page)).toBeVisible();
  await expect(buy).not.toHaveAttribute('aria-busy');
  await page.keyboard.press('Escape');
  await expect(buy).toBeFocused();
  await expect(buy).not.toHaveAttribute('aria-busy');
});

test('another plan for the same track replaces its license in the cart', async ({ page, request }) => {
  const song = await firstTrack(request);
  const all = await plans(request);
  const basic = planNamed(all, /Basic/);
  const unlimited = planNamed(all, /Unlimited/);

  await page.goto('/tracks');
  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
  await choosePlan(page, basic.name);
  await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts(page)).toContainText(`✅ Added: ${song.title} (${basic.name})`);

  await page.goto('/cart');
  await expect(page.getByText('You have 1 item(s) in your cart')).toBeVisible();
  await page.getByRole('button', { name: `Change license for ${song.title}` }).click();
  // The plan in the cart is marked Added and cannot be chosen again.
  await expect(dialog(page).getByRole('radio', { name: new RegExp(basic.name) })).toBeDisabled();
  await expect(dialog(page).locator('.license-card', { hasText: basic.name })).toContainText('Added');
  await choosePlan(page, unlimited.name);
  await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts(page)).toContainText(`✅ Added: ${song.title} (${unlimited.name})`);

  const price = priceText(song, unlimited, all);
  await expect(page.getByText('You have 1 item(s) in your cart')).toBeVisible();
  const rows = page.getByRole('main').locator('.cart-line');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(unlimited.name);
  await expect(rows.first()).not.toContainText(basic.name);
  await expect(rows.first()).toContainText(price);
  await expect(page.locator('.order-summary__total')).toContainText(price);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('store:cart') ?? '{}') as unknown);
  expect(saved).toMatchObject({
    totalQuantity: 1,
    items: [{ id: `${song.id}-license-${unlimited.id}`, planId: unlimited.id, quantity: 1 }],
  });
});

test('removing asks first; Cancel keeps the line, Yes, remove deletes it', async ({ page, request }) => {
  const song = await firstTrack(request);
  const all = await plans(request);
  await page.goto('/tracks');
  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
  await choosePlan(page, planNamed(all, /Basic/).name);
  await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();

  await page.goto('/cart');
  const row = page.getByRole('main').locator('.cart-line', { hasText: song.title });
  await expect(row).toContainText(song.musicTag[0] ?? 'N/A');
  // Muted, as the cart's own rule says, not the shared icon button's white: the islands' styles
  // come after the shared ones even in one stylesheet for the site.
  await expect(page.getByRole('button', { name: `Remove ${song.title}` })).toHaveCSS('color', 'rgb(166, 166, 187)');
  await page.getByRole('button', { name: `Remove ${song.title}` }).click();
  const question = `Are you sure you want to remove ${song.title}?`;
  await expect(toasts(page)).toContainText(question);
  // The confirmation waits for an answer (it never closes by itself), focused on the safe choice.
  const cancel = toasts(page).getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await page.waitForTimeout(4500);
  await cancel.click();
  await expect(toasts(page)).not.toContainText(question);
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${song.title}` })).toBeFocused();

  await page.getByRole('button', { name: `Remove ${song.title}` }).click();
  await toasts(page).getByRole('button', { name: 'Yes, remove' }).click();
  await expect(toasts(page)).toContainText(`${song.title} removed from cart!`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('You have 0 item(s) in your cart')).toBeVisible();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 0 items');

  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('Clear in the cart panel empties the cart', async ({ page, request }) => {
  const song = await firstTrack(request);
  const all = await plans(request);
  await page.goto('/tracks');
  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
  await choosePlan(page, planNamed(all, /Basic/).name);
  await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();

  await cartToggle(page).click();
  const panel = page.getByRole('dialog', { name: 'your cart (1)' });
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('dialog', { name: 'your cart (0)' })).toContainText('Your cart is empty');
  await expect(toasts(page)).toContainText('removed all');
  await expect(page.getByRole('button', { name: `Buy Now: ${song.title}` })).toBeVisible();
});

test('the check-out page sums the cart', async ({ page, request }) => {
  const all = await plans(request);
  const songs = (await parsed(await request.get('/api/songs/published?limit=10'), SongPageSchema)).data;
  // Three tracks, each with another plan: the lines have different prices.
  const picks = [
    { song: songs[0], plan: planNamed(all, /Basic/) },
    { song: songs[1], plan: planNamed(all, /Premium/) },
    { song: songs[2], plan: planNamed(all, /Unlimited/) },
  ].map(({ song, plan }) => {
    if (!song) throw new Error('The demo store needs three tracks');
    return { song, plan };
  });
  const lineCents = picks.map(({ song, plan }) => priceCents(song, plan, all));
  const prices = lineCents.map(dollarsText);
  expect(new Set(prices).size).toBe(picks.length);

  // Checkout is for signed-in buyers (a new one: the demo customer owns some of these tracks).
  await signIn(page.request, await testAccount('Sam Sums'));
  await page.goto('/check-out');
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();

  await page.goto('/tracks');
  for (const { song, plan } of picks) {
    await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
    await choosePlan(page, plan.name);
    await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toasts(page)).toContainText(`✅ Added: ${song.title} (${plan.name})`);
    await expect(dialog(page)).toBeHidden();
  }

  // The sum worked out here, in cents, from the API's own prices.
  const total = dollarsText(lineCents.reduce((sum, line) => sum + line, 0));

  await page.goto('/check-out');
  const toBuy = page.getByRole('region', { name: 'Items to purchase' });
  for (const [i, { song }] of picks.entries()) {
    await expect(toBuy.locator('li', { hasText: song.title })).toContainText(prices[i] ?? '');
  }
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(`${picks.length} licenses`);
  await expect(summary.locator('.order-summary__total')).toHaveText(`Total${total}`);

  // The cart page and the cart panel show the same total.
  await page.goto('/cart');
  await expect(page.locator('.order-summary__total')).toHaveText(`Total${total}`);
  await (await hydrated(cartToggle(page))).click();
  await expect(page.getByRole('dialog', { name: `your cart (${picks.length})` })).toContainText(`Total${total}`);
});

test("buy buttons of a page the client router brings in show the visitor's cart", async ({ page, request }) => {
  const song = await firstTrack(request);
  const [plan] = await plans(request);
  if (!plan) throw new Error('The demo store has no license plans');
  await addToCart(page, song, plan.name);

  // A page without buy buttons, loaded afresh: their script has not loaded.
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Tracks' }).first().click();
  await expect(page).toHaveURL(/\/tracks$/);
  // The server drew 'Buy Now' for everyone; the page's script says what it is for this visitor.
  const added = page.getByRole('button', { name: `Added: ${song.title}` });
  await expect(added).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: `Buy Now: ${song.title}` })).toHaveCount(0);
});

/** The URL of React's renderer, as the page's islands name it. */
async function rendererUrl(page: Page): Promise<string> {
  const url = await page.locator('astro-island[renderer-url]').first().getAttribute('renderer-url');
  if (!url) throw new Error('The page has no React island');
  return url;
}

test('a first visit runs no React until the visitor buys, and the first Buy Now wakes the dialog, its toast and the cart', async ({
  page,
  request,
}) => {
  const song = await firstTrack(request);
  const [plan] = await plans(request);
  if (!plan) throw new Error('The demo store has no license plans');
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });

  await page.goto('/tracks');
  // The server's header is final for a first visit: an empty cart and 'Log In', no script behind them.
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
  await expect(logIn).toBeVisible();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 0 items');
  await cartToggle(page).click();
  await expect(page.getByRole('dialog', { name: 'your cart (0)' })).toContainText('Your cart is empty');
  await page.keyboard.press('Escape');
  // Once the page has settled (its idle-time scripts loaded, no request for half a second).
  await page.waitForLoadState('networkidle');
  const react = await rendererUrl(page);
  expect(scripts, 'React loaded before the visitor did anything').not.toContain(react);
  expect(await fromServer(logIn)).toBe(true);

  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${song.title}` }))).click();
  await expect(dialog(page)).toBeVisible();
  expect(scripts).toContain(react);
  await choosePlan(page, plan.name);
  await dialog(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts(page)).toContainText(`✅ Added: ${song.title} (${plan.name})`);
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  // The cart's island took over the server's markup rather than drawing its own.
  expect(await fromServer(cartToggle(page))).toBe(true);
});

test("a line added in another tab shows in this tab's header cart", async ({ page, context, request }) => {
  const song = await firstTrack(request);
  const [plan] = await plans(request);
  if (!plan) throw new Error('The demo store has no license plans');
  await page.goto('/about');
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 0 items');

  const other = await context.newPage();
  await addToCart(other, song, plan.name);

  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  await cartToggle(page).click();
  await expect(page.getByRole('dialog', { name: 'your cart (1)' })).toContainText(song.title);
});

test('a price the owner changes after a line was added is the one the cart shows', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await withOwnersSong(
    playwright.request,
    baseURL,
    { title: `Raised ${Date.now().toString(36)}`, pricing: '19.99' },
    async (owner, created) => {
      // The MP3 its Basic license delivers.
      await addLicensedMp3(owner, created.id);
      const all = await plans(request);
      const basic = planNamed(all, /Basic/);
      const song = (await parsed(await request.get(`/api/songs/${created.id}`), SongDetailSchema)).data;
      expect(priceCents(song, basic, all)).toBe(1999);

      await addToCart(page, song, basic.name);
      await page.goto('/cart');
      await expect(page.locator('.order-summary__total')).toHaveText('Total$19.99');

      // The owner raises the track's price; the store shows it within its second.
      const raised = await owner.put(`/api/songs/${song.id}`, {
        headers: { 'sec-fetch-site': 'same-origin' },
        data: { pricing: '24.99' },
      });
      expect(raised.status()).toBe(200);
      await expect
        .poll(async () => (await parsed(await request.get(`/api/songs/${song.id}`), SongDetailSchema)).data.pricing)
        .toBe(2499);

      // The cart page and the header's panel price the line again, as checkout will charge it.
      await page.goto('/cart');
      await expect(page.locator('.order-summary__total')).toHaveText('Total$24.99');
      await expect(page.locator('.cart-line--page', { hasText: song.title })).toContainText('$24.99');
      await (await hydrated(cartToggle(page))).click();
      await expect(page.getByRole('dialog', { name: 'your cart (1)' })).toContainText('Total$24.99');
    },
  );
});

test('a track with no licensed file yet plays but is not sold, until its MP3 is added', async ({
  page,
  playwright,
  baseURL,
}) => {
  await withOwnersSong(
    playwright.request,
    baseURL,
    { title: `Preview ${Date.now().toString(36)}`, pricing: '19.99' },
    async (owner, created) => {
      await page.goto(`/products/${created.id}`);
      const button = page.locator('.track').getByRole('button', { name: `Preview Only: ${created.title}` });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator('.track .price')).toHaveCount(0);
      // Pressing it (as a state it is aria-disabled, so past Playwright's enabled check) opens nothing.
      await button.click({ force: true });
      await expect(dialog(page)).toHaveCount(0);
      await expect(button).toHaveText('Preview Only');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /BPM\. Preview it\.$/);
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(structured.join('\n')).toContain('https://schema.org/OutOfStock');

      // The owner adds the licensed MP3: the page sells the track within its second (reloaded: the
      // browser itself may keep a public page for a minute).
      await addLicensedMp3(owner, created.id);
      await expect
        .poll(async () => {
          await page.reload();
          return page.locator('.track .buy-button').textContent();
        })
        .toBe('Buy Now');
      await expect(page.locator('.track .price')).toHaveText('Price: $19.99');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /license it from \$19\.99\.$/);
      await page
        .locator('.track')
        .getByRole('button', { name: `Buy Now: ${created.title}` })
        .click();
      await expect(dialog(page)).toBeVisible();
    },
  );
});

test('a track whose exclusive license sold after its line was added says Sold in the cart, and offers no other license', async ({
  page,
  request,
}) => {
  const song = await firstTrack(request);
  const basic = planNamed(await plans(request), /Basic/);
  await addToCart(page, song, basic.name);

  // Someone bought its exclusive license meanwhile: the store now answers the track as sold.
  const detail = (await parsed(await request.get(`/api/songs/${song.id}`), SongDetailSchema)).data;
  await page.route(`**/api/songs/${song.id}`, (route) =>
    route.fulfill({ json: SongDetailSchema.encode({ data: { ...detail, status: 'sold' } }) }),
  );
  await page.goto('/cart');
  const line = page.locator('.cart-line--page', { hasText: song.title });
  await expect(line).toContainText('Sold');
  await expect(line.getByRole('button', { name: `Change license for ${song.title}` })).toHaveCount(0);
  await expect(line.getByRole('button', { name: `Remove ${song.title}` })).toBeVisible();
  // Checkout will not charge it, so the cart's total leaves it out, in the header's panel too.
  await expect(page.locator('.order-summary__total')).toHaveText('Total$0.00');
  await (await hydrated(cartToggle(page))).click();
  const panel = page.getByRole('dialog', { name: 'your cart (1)' });
  await expect(panel.locator('.cart-line', { hasText: song.title })).toContainText('Sold');
  await expect(panel.locator('.cart-panel__total')).toHaveText('Total$0.00');
});

test('a line of a track the buyer owns says Purchased once they sign in, and leaves the total', async ({
  page,
  request,
}) => {
  const all = await plans(request);
  const basic = planNamed(all, /Basic/);
  // Added while signed out, as a visitor does before logging in.
  const owner = await request.post('/api/users/login', {
    data: { email: DEMO.customer.email, password: DEMO.customer.password, rememberMe: false },
  });
  expect(owner.status()).toBe(200);
  const { ownedSongIds } = MeSchema.parse(await (await request.get('/api/users/me')).json());
  const ownedId = ownedSongIds[0];
  if (ownedId === undefined) throw new Error('The demo customer owns no track');
  const owned = (await parsed(await request.get(`/api/songs/${ownedId}`), SongDetailSchema)).data;
  // A track of the first page on sale that the customer does not own (they own the seed's two
  // newest, in no set order): the line checkout charges.
  const firstPage = (await parsed(await request.get('/api/songs/published?limit=10'), SongPageSchema)).data;
  const other = firstPage.find((song) => !ownedSongIds.includes(song.id) && songOffer(song) === 'for-sale');
  if (!other) throw new Error('The first page has no track on sale that the demo customer does not own');
  await addToCart(page, owned, basic.name);
  await addToCart(page, other, basic.name);
  const chargedTotal = priceCents(other, basic, all);

  await signIn(page.request, DEMO.customer.email, DEMO.customer.password);
  await page.goto('/cart');
  const line = page.locator('.cart-line--page', { hasText: owned.title });
  await expect(line).toContainText('Purchased');
  await expect(line.getByRole('button', { name: `Change license for ${owned.title}` })).toHaveCount(0);
  await expect(page.locator('.order-summary__total')).toHaveText(`Total${dollarsText(chargedTotal)}`);

  // The header's cart panel totals the cart as the page does, and says why a line counts for nothing.
  await (await hydrated(cartToggle(page))).click();
  const panel = page.getByRole('dialog', { name: /^your cart/ });
  await expect(panel.locator('.cart-line', { hasText: owned.title })).toContainText('Purchased');
  await expect(panel.locator('.cart-panel__total')).toHaveText(`Total${dollarsText(chargedTotal)}`);
});

test('a license that comes to $0.00 on a track priced 0 is listed but cannot be chosen', async ({
  page,
  playwright,
  baseURL,
}) => {
  await withOwnersSong(
    playwright.request,
    baseURL,
    { title: `Zero ${Date.now().toString(36)}`, pricing: '0' },
    async (owner, created) => {
      await addLicensedMp3(owner, created.id);
      await page.goto(`/products/${created.id}`);
      await (await hydrated(page.getByRole('button', { name: `Buy Now: ${created.title}` }))).click();
      const basic = dialog(page).locator('.license-card', { hasText: 'Basic MP3 Lease' });
      await expect(basic).toContainText('$0.00');
      await expect(basic).toContainText('Not available');
      await expect(basic).toContainText('This license has no price on this track.');
      await expect(basic.getByRole('radio')).toBeDisabled();
    },
  );
});
