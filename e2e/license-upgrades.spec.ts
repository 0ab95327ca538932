/**
 * A license upgrade, end to end: a buyer who bought a track's Basic lease upgrades it from the
 * order history to Premium, pays the difference at PayPal, and gets the WAV the higher plan delivers.
 * The public pages' Upgrade beside 'Purchased': asked for once the visitor is known, the offer of now
 * on a page brought back after an upgrade was bought, and placed beside 'Purchased' on the home page.
 */
import { PAYMENT_MESSAGES, upgradeNote } from '@beats/contract';
import type { Page } from '@playwright/test';
import {
  buyByApi,
  cartToggle,
  DEMO,
  dollars,
  planNamed,
  plans,
  priceOf,
  signIn,
  songNamed,
  track,
} from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { testAccount } from './test-accounts.ts';

/**
 * Demo tracks on the catalogue's first page that these tests alone buy, by title: the test of the
 * client router sells the exclusive, which takes its track off sale for every later test (the
 * order history's test buys the demo's track 9, say, which was the first page's last once).
 */
const OWN_TRACKS = { clientRouter: 'Golden Hour Drive', backForwardCache: 'Rooftop Sunday' } as const;

const upgradeDialog = (page: Page) => page.getByRole('dialog', { name: 'Upgrade Your License' });
const orders = (page: Page) => page.getByRole('list', { name: 'Your orders' });

test('a bought lease is upgraded from the order history for the difference', async ({ page, request }) => {
  test.setTimeout(90_000);
  const song = await track(request, 10);
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const premium = await planNamed(request, /Premium/);
  const paid = priceOf(song, basic, all);
  const difference = priceOf(song, premium, all) - paid;
  await signIn(page.request, await testAccount('Ula Grade'));
  await buyByApi(page.request, [{ songId: song.id, licenseId: basic.id }]);

  await page.goto('/order-history');
  const upgrade = orders(page).getByRole('button', { name: `Upgrade your license of ${song.title}` });
  await expect(upgrade).toHaveCount(1);
  await upgrade.click();

  // The plans as an upgrade: Basic is the buyer's; Premium costs what is left of its price.
  const dialog = upgradeDialog(page);
  await expect(dialog).toContainText(`You paid ${dollars(paid)} for ${song.title}`);
  await expect(dialog.locator('.license-card', { hasText: basic.name })).toContainText('Yours');
  await expect(dialog.getByRole('radio', { name: new RegExp(basic.name) })).toBeDisabled();
  const premiumCard = dialog.locator('.license-card', { hasText: premium.name });
  await expect(premiumCard.locator('.license-card__price')).toHaveText(
    `Was ${dollars(priceOf(song, premium, all))} now ${dollars(difference)}`,
  );
  await premiumCard.click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  // Focus goes back to the button that opened it.
  await expect(upgrade).toBeFocused();

  // The cart charges the upgrade (the track is the buyer's: not 'Purchased'), at the difference.
  await cartToggle(page).click();
  const panel = page.getByRole('dialog', { name: 'your cart (1)' });
  await expect(panel).toContainText(upgradeNote(paid));
  await expect(panel).toContainText(dollars(difference));
  await expect(panel).not.toContainText('Purchased');
  await panel.getByRole('link', { name: 'Checkout' }).click();

  await page.waitForURL((url) => url.pathname === '/check-out');
  const toBuy = page.getByRole('region', { name: 'Items to purchase' });
  await expect(toBuy.locator('.cart-line', { hasText: song.title })).toContainText(upgradeNote(paid));
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.locator('.order-summary__total')).toHaveText(`Total${dollars(difference)}`);
  await summary.getByRole('button', { name: /PayPal/ }).click();

  // PayPal is asked for the difference only.
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await page.getByRole('button', { name: `Pay ${dollars(difference)}` }).click();
  await page.waitForURL((url) => url.pathname === '/order-history');
  await expect(page.getByRole('dialog', { name: PAYMENT_MESSAGES.successTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 0 items');

  const newest = orders(page).getByRole('listitem').first();
  await expect(newest).toContainText(`${premium.name} (license #${premium.id}) · ${upgradeNote(paid)}`);
  await expect(newest).toContainText(dollars(difference));
  const downloads = page.getByRole('list', { name: `Downloads for ${song.title}` }).first();
  await expect(downloads.getByRole('link', { name: 'WAV' })).toBeVisible();
  // One Upgrade per track, on its newest license: what is left is the exclusive license.
  await expect(orders(page).getByRole('button', { name: `Upgrade your license of ${song.title}` })).toHaveCount(1);
  await expect(newest.getByRole('button', { name: `Upgrade your license of ${song.title}` })).toBeVisible();
});

test('the track page offers its owner an upgrade, asked for only once it knows they own the track', async ({
  page,
  request,
}) => {
  const song = await track(request, 10);
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const premium = await planNamed(request, /Premium/);
  const paid = priceOf(song, basic, all);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/payments/orders/upgrades') asked.push(new URL(sent.url()).search);
  });
  const upgrade = page.getByRole('button', { name: `Upgrade your license of ${song.title}` });

  // Nobody signed in: the page (the same for everyone) keeps its Upgrade hidden and asks nothing.
  await page.goto(`/products/${song.id}`);
  await expect(page.getByRole('button', { name: `Buy Now: ${song.title}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(upgrade).toBeHidden();
  expect(asked).toEqual([]);

  await signIn(page.request, await testAccount('Tom Rackpage'));
  await buyByApi(page.request, [{ songId: song.id, licenseId: basic.id }]);
  await page.goto(`/products/${song.id}`);
  await expect(page.getByRole('button', { name: `Purchased: ${song.title}` })).toBeVisible();
  await expect(upgrade).toBeVisible();
  expect(asked).toEqual([`?songIds=${song.id}`]);

  await upgrade.click();
  const dialog = upgradeDialog(page);
  await expect(dialog).toContainText(`You paid ${dollars(paid)} for ${song.title}`);
  await expect(dialog.locator('.license-card', { hasText: basic.name })).toContainText('Yours');
  await expect(dialog.locator('.license-card', { hasText: premium.name }).locator('.license-card__price')).toHaveText(
    `Was ${dollars(priceOf(song, premium, all))} now ${dollars(priceOf(song, premium, all) - paid)}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(upgrade).toBeFocused();
});

test("the catalogue's rows offer an owner their upgrades, asked for in one request for the page", async ({
  page,
  request,
}) => {
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const premium = await planNamed(request, /Premium/);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/payments/orders/upgrades') asked.push(new URL(sent.url()).search);
  });
  const upgrades = page.getByRole('button', { name: /^Upgrade your license of / });

  // Nobody signed in: no row offers an upgrade, and nothing is asked.
  await page.goto('/tracks');
  const forSale = page.getByRole('button', { name: /^Buy Now: / });
  await expect(forSale.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(upgrades).toHaveCount(0);
  expect(asked).toEqual([]);

  // Two of the page's tracks (the store sells each): the buyer holds a Basic lease of both.
  const shown = await forSale.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-buy') ?? ''));
  const [first, second] = await Promise.all(
    shown.slice(0, 2).map(async (data) => track(request, (JSON.parse(data) as { id: number }).id)),
  );
  if (!first || !second) throw new Error('The first page of the catalogue has fewer than two tracks for sale');
  await signIn(page.request, await testAccount('Rhoda Rows'));
  await buyByApi(page.request, [
    { songId: first.id, licenseId: basic.id },
    { songId: second.id, licenseId: basic.id },
  ]);

  await page.goto('/tracks');
  await expect(page.getByRole('button', { name: `Purchased: ${first.title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Purchased: ${second.title}` })).toBeVisible();
  const upgrade = page.getByRole('button', { name: `Upgrade your license of ${first.title}` });
  await expect(upgrade).toBeVisible();
  await expect(page.getByRole('button', { name: `Upgrade your license of ${second.title}` })).toBeVisible();
  // Only the owned rows: the others still sell their track.
  await expect(upgrades).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  expect(new URLSearchParams(asked[0]).get('songIds')?.split(',').map(Number).sort()).toEqual(
    [first.id, second.id].sort(),
  );

  await upgrade.click();
  const paid = priceOf(first, basic, all);
  const dialog = upgradeDialog(page);
  await expect(dialog).toContainText(`You paid ${dollars(paid)} for ${first.title}`);
  await expect(dialog.locator('.license-card', { hasText: basic.name })).toContainText('Yours');
  await expect(dialog.locator('.license-card', { hasText: premium.name }).locator('.license-card__price')).toHaveText(
    `Was ${dollars(priceOf(first, premium, all))} now ${dollars(priceOf(first, premium, all) - paid)}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(upgrade).toBeFocused();

  // Another account, which owns none of them: no Upgrade, and nothing asked.
  await signIn(page.request, await testAccount('Noah Rows'));
  await page.goto('/tracks');
  await expect(page.getByRole('button', { name: `Buy Now: ${first.title}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(upgrades).toHaveCount(0);
  expect(asked).toHaveLength(1);
});

test('a page the client router brings back after an upgrade was bought offers what is left, then nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A track on the catalogue's first page that no other test buys: its exclusive sells here.
  const song = await songNamed(request, OWN_TRACKS.clientRouter);
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const premium = await planNamed(request, /Premium/);
  const exclusive = await planNamed(request, /Exclusive/);
  await signIn(page.request, await testAccount('Reva Visit'));
  await buyByApi(page.request, [{ songId: song.id, licenseId: basic.id }]);
  const upgrade = page.getByRole('button', { name: `Upgrade your license of ${song.title}` });
  const dialog = upgradeDialog(page);
  const toTracks = () => page.getByRole('banner').getByRole('link', { name: 'Tracks' }).first().click();

  await page.goto('/tracks');
  await expect(page.getByRole('button', { name: `Purchased: ${song.title}` })).toBeVisible();
  await upgrade.click();
  await expect(dialog).toContainText(`You paid ${dollars(priceOf(song, basic, all))} for ${song.title}`);
  await dialog.locator('.license-card', { hasText: premium.name }).click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();

  // The upgrade bought as a buyer buys it: the cart, checkout and PayPal, back on the order history.
  await cartToggle(page).click();
  await page.getByRole('dialog', { name: 'your cart (1)' }).getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/check-out');
  await page
    .getByRole('complementary', { name: 'Order Summary' })
    .getByRole('button', { name: /PayPal/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  const difference = priceOf(song, premium, all) - priceOf(song, basic, all);
  await page.getByRole('button', { name: `Pay ${dollars(difference)}` }).click();
  await page.waitForURL((url) => url.pathname === '/order-history');
  await expect(page.getByRole('dialog', { name: PAYMENT_MESSAGES.successTitle })).toBeVisible();
  await page.keyboard.press('Escape');

  // The catalogue again, through the client router: its offer is what is left above Premium.
  await toTracks();
  await expect(page).toHaveURL(/\/tracks$/);
  await expect(page.getByRole('button', { name: `Purchased: ${song.title}` })).toBeVisible();
  await upgrade.click();
  await expect(dialog).toContainText(`You paid ${dollars(priceOf(song, premium, all))} for ${song.title}`);
  await expect(dialog.locator('.license-card', { hasText: premium.name })).toContainText('Yours');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The top license bought meanwhile (in another tab, say), while the buyer goes on through the
  // client router and comes Back: the catalogue brought back asks again, and offers nothing more.
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await buyByApi(page.request, [{ songId: song.id, licenseId: exclusive.id, upgrade: true }]);
  const askedAgain = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/payments/orders/upgrades',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/tracks$/);
  expect((await askedAgain).status()).toBe(200);
  await expect(page.getByRole('button', { name: `Purchased: ${song.title}` })).toBeVisible();
  await expect(upgrade).toHaveCount(0);
});

test('a catalogue page the browser brings back from its back/forward cache asks again for the offer', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  // Playwright turns the back/forward cache off; buyers' browsers keep it on.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    const song = await songNamed(request, OWN_TRACKS.backForwardCache);
    const all = await plans(request);
    const basic = await planNamed(request, /Basic/);
    const premium = await planNamed(request, /Premium/);
    await signIn(page.request, await testAccount('Bea Fcache'));
    await buyByApi(page.request, [{ songId: song.id, licenseId: basic.id }]);
    const upgrade = page.getByRole('button', { name: `Upgrade your license of ${song.title}` });

    await page.goto('/tracks');
    await expect(upgrade).toBeVisible();
    await page.evaluate(() => Object.assign(window, { leftAt: 'tracks' }));

    // The buyer leaves by a full load, and the upgrade is bought meanwhile (PayPal's return is one).
    await page.goto('/order-history');
    await buyByApi(page.request, [{ songId: song.id, licenseId: premium.id, upgrade: true }]);
    const askedAgain = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/payments/orders/upgrades',
    );
    // Back: the page as it was left (no load event), not a new one.
    await page.goBack({ waitUntil: 'commit' });
    expect(await page.evaluate(() => (window as { leftAt?: string }).leftAt)).toBe('tracks');
    expect((await askedAgain).status()).toBe(200);

    // The offer now rests on Premium: what is left is the exclusive license, for less.
    await expect(upgrade).toHaveAttribute('data-upgrade', new RegExp(`"ownedPlanIds":\\[[^\\]]*\\b${premium.id}\\b`));
    await upgrade.click();
    const dialog = upgradeDialog(page);
    await expect(dialog).toContainText(`You paid ${dollars(priceOf(song, premium, all))} for ${song.title}`);
    await expect(dialog.locator('.license-card', { hasText: premium.name })).toContainText('Yours');
  } finally {
    await browser.close();
  }
});

test("the home page's featured track has its owner's Upgrade right beside 'Purchased', as the rows do", async ({
  page,
}) => {
  // The demo customer owns the seed's two newest tracks: the featured one is the newest.
  await signIn(page.request, DEMO.customer.email, DEMO.customer.password);
  const featured = page.locator('.featured');
  const purchased = featured.getByRole('button', { name: /^Purchased: / });
  const upgrade = featured.getByRole('button', { name: /^Upgrade your license of / });
  const boxes = async () => {
    const [bought, offer] = await Promise.all([purchased.boundingBox(), upgrade.boundingBox()]);
    if (!bought || !offer) throw new Error('The featured track shows no Purchased and Upgrade');
    return { bought, offer };
  };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(upgrade).toBeVisible();
  // Side by side on one line, as close as on the catalogue's rows (8 px), not across the card.
  const wide = await boxes();
  expect(Math.abs(wide.offer.y - wide.bought.y)).toBeLessThanOrEqual(1);
  expect(wide.offer.x - (wide.bought.x + wide.bought.width)).toBeLessThanOrEqual(9);

  // A phone: the card has no width for both beside the price, so Upgrade goes under 'Purchased'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(upgrade).toBeVisible();
  const narrow = await boxes();
  expect(narrow.offer.y).toBeGreaterThanOrEqual(narrow.bought.y + narrow.bought.height);
  expect(Math.abs(narrow.offer.x + narrow.offer.width - (narrow.bought.x + narrow.bought.width))).toBeLessThanOrEqual(
    1,
  );
});

test("the catalogue's rows keep an owner's three buttons within a tablet's width, their icons whole", async ({
  page,
  request,
}) => {
  // A Basic lease of the first track for sale: its row then has Share, 'Purchased' and Upgrade.
  const basic = await planNamed(request, /Basic/);
  await page.goto('/tracks');
  const data = await page
    .getByRole('button', { name: /^Buy Now: / })
    .first()
    .getAttribute('data-buy');
  const owned = await track(request, (JSON.parse(data ?? '{}') as { id: number }).id);
  await signIn(page.request, await testAccount('Tara Tablet'));
  await buyByApi(page.request, [{ songId: owned.id, licenseId: basic.id }]);

  const row = page.locator('.tracks tbody tr', { hasText: owned.title });
  const upgrade = row.getByRole('button', { name: `Upgrade your license of ${owned.title}` });
  const squeezedIcons = () =>
    page
      .locator('.tracks .actions svg')
      .evaluateAll(
        (icons) =>
          icons
            .filter((icon) => icon.getBoundingClientRect().width > 0)
            .filter((icon) => icon.getBoundingClientRect().width < Number(icon.getAttribute('width')) - 0.5).length,
      );

  for (const width of [768, 820, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tracks');
    await expect(upgrade, `${width}px`).toBeVisible();
    await expect(row.getByRole('button', { name: `Share ${owned.title}` }), `${width}px`).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    const table = await page.locator('.tracks').boundingBox();
    const offer = await upgrade.boundingBox();
    if (!table || !offer) throw new Error('The catalogue shows no table or no Upgrade');
    expect(offer.x + offer.width, `${width}px`).toBeLessThanOrEqual(table.x + table.width);
    expect(await squeezedIcons(), `${width}px`).toBe(0);
  }
});
